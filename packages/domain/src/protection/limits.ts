import { formatMessage } from '../messages.format.ts';
import { protectionMessages } from '../messages.protection.ts';
import { chinaTime } from './break.ts';

const DAY_MS = 86_400_000;

/** A deposit-limit period: a window of 24 hours, 7 days or 30 days ending now. */
export type LimitPeriod = 'day' | 'week' | 'month';

/** The periods, in the order the page lists them and a deposit is checked. */
export const LIMIT_PERIODS: ReadonlyArray<LimitPeriod> = ['day', 'week', 'month'];

/** Each period's window. */
export const PERIOD_MS: Readonly<Record<LimitPeriod, number>> = { day: DAY_MS, week: 7 * DAY_MS, month: 30 * DAY_MS };

/** How long a raise or a removal waits before it acts. */
export const COOLING_OFF_MS = DAY_MS;

/** One period's limit in whole cents (null: none), and a raise or removal waiting for its time. */
export type DepositLimit = { cents: number | null; pending: { cents: number | null; at: number } | null };

/** The three limits. */
export type DepositLimits = Readonly<Record<LimitPeriod, DepositLimit>>;

/** No limit set. */
export const NO_LIMITS: DepositLimits = {
  day: { cents: null, pending: null },
  week: { cents: null, pending: null },
  month: { cents: null, pending: null },
};

/** The limits in force at `now`: each waiting raise or removal whose time came has acted. */
export function effectiveLimits(limits: DepositLimits, now: number): DepositLimits {
  const settle = ({ cents, pending }: DepositLimit): DepositLimit =>
    pending && pending.at <= now ? { cents: pending.cents, pending: null } : { cents, pending };
  return { day: settle(limits.day), week: settle(limits.week), month: settle(limits.month) };
}

/**
 * Sets one limit (null removes it). Lowering it, or setting one where there was none, acts at once and drops a
 * waiting raise; raising or removing it waits {@link COOLING_OFF_MS}; asking for the limit in force drops what waits.
 */
export function setLimit(limits: DepositLimits, period: LimitPeriod, cents: number | null, now: number): DepositLimits {
  const current = effectiveLimits(limits, now);
  const { cents: inForce } = current[period];
  const lowers = cents !== null && (inForce === null || cents < inForce);
  const next: DepositLimit =
    lowers || cents === inForce
      ? { cents, pending: null }
      : { cents: inForce, pending: { cents, at: now + COOLING_OFF_MS } };
  return { ...current, [period]: next };
}

/** A limit as typed: '' removes it; else yuan with at most two decimals, more than 0. */
export function readLimitText(text: string): { ok: true; cents: number | null } | { ok: false; message: string } {
  const trimmed = text.trim();
  if (trimmed === '') return { ok: true, cents: null };
  const match = /^(\d{1,9})(?:\.(\d{1,2}))?$/.exec(trimmed);
  const cents = match ? Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0')) : 0;
  return cents > 0 ? { ok: true, cents } : { ok: false, message: protectionMessages['protection.limit.invalid'] };
}

/** A deposit as the limits count it: its amount in yuan and when the server made it (epoch ms; null unreadable). */
export type CountedDeposit = { amount: number; at: number | null; refused: boolean };

const toCents = (yuan: number) => Math.round(yuan * 100);

/** What the player deposited in a period's window ending `now`: every deposit not refused, pending ones too. */
export function usedInWindow(deposits: ReadonlyArray<CountedDeposit>, period: LimitPeriod, now: number): number {
  const from = now - PERIOD_MS[period];
  return deposits
    .filter((deposit) => !deposit.refused && deposit.at !== null && deposit.at > from)
    .reduce((total, deposit) => total + toCents(deposit.amount), 0);
}

/** A deposit a limit refuses: which limit, and what the window still takes (cents). */
export type LimitRefusal = { period: LimitPeriod; limitCents: number; leftCents: number };

/** The first limit (24 hours, then 7 days, then 30 days) a deposit of `amount` yuan would pass; null when none. */
export function depositRefusal(
  amount: number,
  deposits: ReadonlyArray<CountedDeposit>,
  limits: DepositLimits,
  now: number,
): LimitRefusal | null {
  const inForce = effectiveLimits(limits, now);
  for (const period of LIMIT_PERIODS) {
    const limitCents = inForce[period].cents;
    if (limitCents === null) continue;
    const leftCents = Math.max(0, limitCents - usedInWindow(deposits, period, now));
    if (toCents(amount) > leftCents) return { period, limitCents, leftCents };
  }
  return null;
}

/** A period's name: 24小时, 7天, 30天. */
export function periodName(period: LimitPeriod): string {
  return protectionMessages[`protection.period.${period}`];
}

/** The refusal in words, amounts written by the app's money formatter (`¥1,000.00`). */
export function limitRefusalText(refusal: LimitRefusal, money: (yuan: number) => string): string {
  return formatMessage(protectionMessages['protection.limit.over'], {
    period: periodName(refusal.period),
    limit: money(refusal.limitCents / 100),
    left: money(refusal.leftCents / 100),
  });
}

/** What waits on a limit, in words (`24小时存款限额将于 2026-11-29 10:00 调整为 ¥3,000.00`); null when nothing. */
export function pendingText(period: LimitPeriod, limit: DepositLimit, money: (yuan: number) => string): string | null {
  const { pending } = limit;
  if (!pending) return null;
  const values = { period: periodName(period), at: chinaTime(pending.at) };
  return pending.cents === null
    ? formatMessage(protectionMessages['protection.limit.removalPending'], values)
    : formatMessage(protectionMessages['protection.limit.raisePending'], {
        ...values,
        amount: money(pending.cents / 100),
      });
}
