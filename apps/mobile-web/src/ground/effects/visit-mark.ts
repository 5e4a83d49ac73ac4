// The mark that this tab followed a visit URL (`/api/getVisitUrl`). Session storage is the tab's own: it lives
// through reloads and same-tab navigations, dies with the tab, is copied to a duplicated one and is per origin, so
// a site that sends the player to another and back stops after one hop each. Logging out does not start a new tab
// session, so the mark outlives the logout's wipe of both storages.
import { readString, writeString } from './storage.ts';

/** The mark's session-storage key. */
export const VISIT_MARK_KEY = 'lobby.visitFollowed';

/** Whether this tab already followed a visit URL; false when storage is unreadable (the same-origin rule still holds). */
export function visitFollowed(): boolean {
  return readString('session', VISIT_MARK_KEY) === '1';
}

/** Marks this tab as having followed a visit URL, before the window leaves for it. */
export function markVisitFollowed(): void {
  writeString('session', VISIT_MARK_KEY, '1');
}

/** Runs `clear` (the wipe of both storages on logout, a 401 or a blocked player) and keeps the tab's mark. */
export function keepingVisitMark(clear: () => void): void {
  const followed = visitFollowed();
  clear();
  if (followed) markVisitFollowed();
}
