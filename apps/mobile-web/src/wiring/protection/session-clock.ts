// The session's clock for the reality check, in the tab's session storage (it dies with the tab and with a logout's
// wipe, as the session does): when this sign-in began, and the last 继续.
import { readString, writeString } from '../../ground/effects/storage.ts';

const SIGNED_IN_KEY = 'lobby.signedInAt';
const ACKNOWLEDGED_KEY = 'lobby.realityCheckAt';

/** When this tab's sign-in began (set at sign-in; a session from before it counts from `now`). */
export function signedInAt(now: number): number {
  const kept = Number(readString('session', SIGNED_IN_KEY));
  if (Number.isFinite(kept) && kept > 0 && kept <= now) return kept;
  writeString('session', SIGNED_IN_KEY, String(now));
  return now;
}

/** Marks the start of a sign-in. */
export function markSignedIn(now: number): void {
  writeString('session', SIGNED_IN_KEY, String(now));
}

/** When the player last pressed the reality check's 继续 in this session, or null. */
export function acknowledgedAt(): number | null {
  const kept = Number(readString('session', ACKNOWLEDGED_KEY));
  return Number.isFinite(kept) && kept > 0 ? kept : null;
}

/** Keeps the reality check's last 继续. */
export function keepAcknowledgedAt(at: number): void {
  writeString('session', ACKNOWLEDGED_KEY, String(at));
}
