import { formatMessage } from '../messages.format.ts';
import { protectionMessages } from '../messages.protection.ts';

const DAY_MS = 86_400_000;

/** When a break of `days` days taken at `now` ends (epoch ms). */
export function breakUntil(days: number, now: number): number {
  return now + days * DAY_MS;
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
