import { LOCAL_KEYS, writeString } from '../effects/storage.ts';
import { currentSearch } from '../routing/hash-location.ts';

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

/** The login link: when a promoter id came in the URL it opens registration with that id. */
export function loginPath(): string {
  return promoterFromUrl ? `/login?type=1&pid=${encodeURIComponent(promoterFromUrl)}` : '/login';
}
