import { formatMessage } from '../messages.format.ts';
import { signInNotice } from '../messages.notice.ts';

// China time, the platform's (time/server-time.ts's offset, not imported: sign-in would carry that whole module).
const CHINA_OFFSET_MS = 8 * 3_600_000;

const pad = (value: number) => String(value).padStart(2, '0');

/** An instant as China time, 24-hour, to the minute: `2026-12-05 18:30` (the platform's own clock). */
export function chinaTime(at: number): string {
  const shifted = new Date(at + CHINA_OFFSET_MS);
  return (
    `${shifted.getUTCFullYear()}-${pad(shifted.getUTCMonth() + 1)}-${pad(shifted.getUTCDate())} ` +
    `${pad(shifted.getUTCHours())}:${pad(shifted.getUTCMinutes())}`
  );
}

/** Why sign-in is refused during a break, saying until when; null when there is none or it is over. */
export function signInRefusal(until: number | null | undefined, now: number): string | null {
  if (until === null || until === undefined || until <= now) return null;
  return formatMessage(signInNotice['protection.break.refusal'], { until: chinaTime(until) });
}
