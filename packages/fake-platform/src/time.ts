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

/**
 * The window of a record filter's `date` code, as the backend reads it: 1 today, 2 last 7 days, 3 last 15,
 * 4 last 30, 5 yesterday, 6 this week (from Monday), 7 last week. Anything else means every record.
 */
export function dateWindow(code: number, now: number): Window {
  const today = beijingDayStart(now);
  const end = now + 1;
  const weekday = (new Date(today + BEIJING_OFFSET_MS).getUTCDay() + 6) % 7;
  switch (code) {
    case 1:
      return { from: today, to: end };
    case 2:
      return { from: today - 6 * DAY_MS, to: end };
    case 3:
      return { from: today - 14 * DAY_MS, to: end };
    case 4:
      return { from: today - 29 * DAY_MS, to: end };
    case 5:
      return { from: today - DAY_MS, to: today };
    case 6:
      return { from: today - weekday * DAY_MS, to: end };
    case 7:
      return { from: today - (weekday + 7) * DAY_MS, to: today - weekday * DAY_MS };
    default:
      return { from: Number.NEGATIVE_INFINITY, to: Number.POSITIVE_INFINITY };
  }
}
