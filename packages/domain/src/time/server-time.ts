/** The backend's clock runs at UTC+8 (Beijing time) and sends local times without a zone. */
export const SERVER_UTC_OFFSET_MS = 8 * 60 * 60 * 1000;

const SERVER_TIME = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2}):(\d{2})$/;
const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

type Parts = [year: number, month: number, day: number, hour: number, minute: number, second: number];

/** Epoch ms of the parts read as UTC, or null when a part is out of range (month 13, 30 February, 24:00). */
function utcMillis([year, month, day, hour, minute, second]: Parts): number | null {
  const millis = Date.UTC(year, month - 1, day, hour, minute, second);
  // Date.UTC rolls overflowing parts into the next unit, so a date that reads back differently did not exist.
  const back = new Date(millis);
  const same =
    back.getUTCFullYear() === year &&
    back.getUTCMonth() === month - 1 &&
    back.getUTCDate() === day &&
    back.getUTCHours() === hour &&
    back.getUTCMinutes() === minute &&
    back.getUTCSeconds() === second;
  return same ? millis : null;
}

/**
 * Epoch ms of a backend time `YYYY-MM-DD HH:MM:SS` (UTC+8), or null when the text is not one. Parsed by hand
 * because `new Date(string)` reads this form as local time in some browsers and refuses it in Safari.
 */
export function parseServerTime(text: string): number | null {
  const match = SERVER_TIME.exec(text.trim());
  if (match === null) return null;
  const part = (group: number) => Number(match[group]);
  const millis = utcMillis([part(1), part(2), part(3), part(4), part(5), part(6)]);
  return millis === null ? null : millis - SERVER_UTC_OFFSET_MS;
}

/** Whether `text` is a real calendar date written `YYYY-MM-DD` (2024-02-29 is, 2023-02-29 and 2024-1-5 are not). */
export function isCalendarDate(text: string): boolean {
  const match = CALENDAR_DATE.exec(text);
  if (match === null) return false;
  return utcMillis([Number(match[1]), Number(match[2]), Number(match[3]), 0, 0, 0]) !== null;
}

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/** The calendar date `YYYY-MM-DD` at the backend's UTC+8 of an instant (epoch ms). */
export function serverCalendarDate(millis: number): string {
  const shifted = new Date(millis + SERVER_UTC_OFFSET_MS);
  return `${pad(shifted.getUTCFullYear(), 4)}-${pad(shifted.getUTCMonth() + 1)}-${pad(shifted.getUTCDate())}`;
}

/** An instant as the backend writes its times: `YYYY-MM-DD HH:MM:SS` in UTC+8. */
export function formatServerTime(millis: number): string {
  const shifted = new Date(millis + SERVER_UTC_OFFSET_MS);
  const time = `${pad(shifted.getUTCHours())}:${pad(shifted.getUTCMinutes())}:${pad(shifted.getUTCSeconds())}`;
  return `${serverCalendarDate(millis)} ${time}`;
}

const ZONED_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})(?:\.\d+)?(Z|[+-]\d{2}:?\d{2})$/;

/**
 * A stored date as the UTC+8 calendar date a date input shows (`YYYY-MM-DD`), or '' when there is none or it
 * cannot be read. A plain date stays as it is; a backend time `YYYY-MM-DD HH:MM:SS` is already UTC+8, so its
 * date part is kept; an ISO instant with a zone (`1990-05-19T16:00:00.000Z`, what a date picker's Date turns
 * into) is moved to UTC+8 first, as the old app formatted birthdays with an 8-hour offset.
 */
export function toServerCalendarDate(text: string | null | undefined): string {
  const value = (text ?? '').trim();
  if (isCalendarDate(value)) return value;
  if (parseServerTime(value) !== null) return value.slice(0, 10);
  const match = ZONED_TIME.exec(value);
  if (match === null) return '';
  const part = (group: number) => Number(match[group]);
  const local = utcMillis([part(1), part(2), part(3), part(4), part(5), part(6)]);
  if (local === null) return '';
  const zone = match[7] ?? 'Z';
  const offsetMinutes =
    zone === 'Z' ? 0 : (zone.startsWith('-') ? -1 : 1) * (Number(zone.slice(1, 3)) * 60 + Number(zone.slice(-2)));
  return serverCalendarDate(local - offsetMinutes * 60_000);
}
