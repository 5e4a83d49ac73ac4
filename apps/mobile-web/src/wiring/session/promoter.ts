import { LOCAL_KEYS, writeString } from '../../ground/effects/storage.ts';
import { currentSearch } from '../../ground/routing/hash-location.ts';

let promoterFromUrl: string | null = null;

/**
 * Reads a promoter id (`pid`) from the opening URL, inside the hash as the old app's links have it or in the
 * page query, and keeps it in local storage so registration credits the promoter later.
 */
export function capturePromoter(): void {
  const pid = new URLSearchParams(currentSearch()).get('pid') ?? new URLSearchParams(location.search).get('pid');
  if (pid && /^[\w-]{1,32}$/.test(pid)) {
    promoterFromUrl = pid;
    writeString('local', LOCAL_KEYS.pid, pid);
  }
}

/**
 * The login link: when a promoter id came in the URL it opens registration with that id; `back` (an in-app path)
 * is where the player returns once signed in, as the login screen's `redirect` query.
 */
export function loginPath(back?: string): string {
  const query = new URLSearchParams();
  if (promoterFromUrl) {
    query.set('type', '1');
    query.set('pid', promoterFromUrl);
  }
  if (back) query.set('redirect', back);
  const search = query.toString();
  return search ? `/login?${search}` : '/login';
}
