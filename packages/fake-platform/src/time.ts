/** Milliseconds in a day. */
export const DAY_MS = 86_400_000;

// The backend runs on Beijing time (UTC+8, no daylight saving) and prints dates without a zone.
const BEIJING_OFFSET_MS = 8 * 3_600_000;

const pad = (value: number) => String(value).padStart(2, '0');

/** Formats an instant as Laravel prints it in Beijing time: "YYYY-MM-DD HH:MM:SS". */
export function laravelDate(ms: number): string {
  const date = new Date(ms + BEIJING_OFFSET_MS);
  return `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())} ${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}:${pad(date.getUTCSeconds())}`;
}

/** Reads a Laravel date (Beijing time) back into an instant; NaN when it is not one. */
export function parseLaravelDate(text: string): number {
  const match = /^(\d{4})-(\d{2})-(\d{2})(?: (\d{2}):(\d{2}):(\d{2}))?$/.exec(text.trim());
  if (!match) return Number.NaN;
  const [, y, mo, d, h = '0', mi = '0', s = '0'] = match;
  return Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s)) - BEIJING_OFFSET_MS;
}

/** The instant the Beijing day holding `ms` began. */
export function beijingDayStart(ms: number): number {
  return Math.floor((ms + BEIJING_OFFSET_MS) / DAY_MS) * DAY_MS - BEIJING_OFFSET_MS;
}

/** A time window [from, to) in milliseconds. */
export type Window = { from: number; to: number };

/** Which reading of the `date` code a records call has: bets know seven codes, the other records four. */
export type DateCodes = 'bets' | 'records';

/**
 * The window of a record filter's `date` code, as the backend's controllers read it (IndexController transRecord,
 * fanshui and betRecord, in Beijing time): from midnight `n` days before today to the end of today, where 1 is
 * today, 2 `time() - 7 days` (eight calendar days), 3 fifteen days back, 4 thirty; bets also read 5 as yesterday,
 * 6 as this week (from Monday) and 7 as last week (Monday to Sunday). Any other code filters nothing: every record.
 */
export function dateWindow(code: number, now: number, codes: DateCodes = 'records'): Window {
  const today = beijingDayStart(now);
  const end = today + DAY_MS;
  const weekday = (new Date(today + BEIJING_OFFSET_MS).getUTCDay() + 6) % 7;
  switch (code) {
    case 1:
      return { from: today, to: end };
    case 2:
      return { from: today - 7 * DAY_MS, to: end };
    case 3:
      return { from: today - 15 * DAY_MS, to: end };
    case 4:
      return { from: today - 30 * DAY_MS, to: end };
  }
  if (codes === 'bets') {
    switch (code) {
      case 5:
        return { from: today - DAY_MS, to: today };
      case 6:
        return { from: today - weekday * DAY_MS, to: end };
      case 7:
        return { from: today - (weekday + 7) * DAY_MS, to: today - weekday * DAY_MS };
    }
  }
  return { from: Number.NEGATIVE_INFINITY, to: Number.POSITIVE_INFINITY };
}
