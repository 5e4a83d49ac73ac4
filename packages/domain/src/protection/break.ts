import { formatMessage } from '../messages.format.ts';
import { protectionMessages } from '../messages.protection.ts';
import { SERVER_UTC_OFFSET_MS } from '../time/server-time.ts';

const DAY_MS = 86_400_000;

/** When a break of `days` days taken at `now` ends (epoch ms). */
export function breakUntil(days: number, now: number): number {
  return now + days * DAY_MS;
}

const pad = (value: number) => String(value).padStart(2, '0');

/** An instant as China time, 24-hour, to the minute: `2026-12-05 18:30` (the platform's own clock). */
export function chinaTime(at: number): string {
  const shifted = new Date(at + SERVER_UTC_OFFSET_MS);
  return (
    `${shifted.getUTCFullYear()}-${pad(shifted.getUTCMonth() + 1)}-${pad(shifted.getUTCDate())} ` +
    `${pad(shifted.getUTCHours())}:${pad(shifted.getUTCMinutes())}`
  );
}

/** Why sign-in is refused during a break, saying until when; null when there is none or it is over. */
export function signInRefusal(until: number | null | undefined, now: number): string | null {
  if (until === null || until === undefined || until <= now) return null;
  return formatMessage(protectionMessages['protection.break.refusal'], { until: chinaTime(until) });
}

/** A break's length as the confirmation names it: 24小时, 7天, 30天. */
export function breakDuration(days: number): string {
  return days === 1 ? protectionMessages['protection.period.day'] : `${days}天`;
}

/** The two questions a break asks before it starts, in order. */
export function breakConfirmations(days: number): [string, string] {
  const duration = breakDuration(days);
  return [
    formatMessage(protectionMessages['protection.break.confirm'], { duration }),
    formatMessage(protectionMessages['protection.break.confirmAgain'], { duration }),
  ];
}

/** The self-exclusion request customer service receives, prefilled with the player's name. */
export function exclusionRequest(username: string): string {
  return formatMessage(protectionMessages['protection.exclusion.request'], { username });
}
