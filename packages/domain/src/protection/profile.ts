/**
 * How strict the operator's build is (`VITE_PROTECTION_PROFILE`): `standard` lets the player switch the reality
 * check off; `strict` does not, and tells a player about the tools before their first deposit.
 */
export type ProtectionProfile = 'standard' | 'strict';

/** A profile from the build's setting: `strict` only when it says so exactly, else `standard`. */
export function protectionProfileOf(setting: string | undefined): ProtectionProfile {
  return setting === 'strict' ? 'strict' : 'standard';
}

/** The reality check's intervals in minutes; null is off. */
export const REALITY_CHECK_INTERVALS: ReadonlyArray<number | null> = [null, 15, 30, 60, 90, 120];

/** The interval a player has before they choose one, in both profiles. */
export const DEFAULT_REALITY_CHECK_MINUTES = 60;

/** The intervals a profile offers: every one, but off in `strict`. */
export function intervalOptions(profile: ProtectionProfile): ReadonlyArray<number | null> {
  return profile === 'strict' ? REALITY_CHECK_INTERVALS.filter((minutes) => minutes !== null) : REALITY_CHECK_INTERVALS;
}

/**
 * The interval in force: the saved one when the profile offers it, else the default (nothing saved, a value this
 * build does not offer, or off in `strict`). `saved` is undefined when nothing was saved, null for off.
 */
export function effectiveInterval(saved: number | null | undefined, profile: ProtectionProfile): number | null {
  return saved !== undefined && intervalOptions(profile).includes(saved) ? saved : DEFAULT_REALITY_CHECK_MINUTES;
}

/** The break lengths a player may choose, in days (24 hours, 7 days, 30 days). */
export const BREAK_DAYS: ReadonlyArray<1 | 7 | 30> = [1, 7, 30];
