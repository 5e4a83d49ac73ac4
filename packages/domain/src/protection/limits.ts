import { formatMessage } from '../messages.format.ts';
import { protectionMessages } from '../messages.protection.ts';
import { parseServerTime } from '../time/index.ts';
import {
  type DepositLimit,
  type DepositLimits,
  effectiveLimits,
  LIMIT_PERIODS,
  type LimitPeriod,
  PERIOD_MS,
  setLimit,
} from './limit-state.ts';
import { chinaTime } from './sign-in.ts';

/** A limit as typed: '' removes it; else yuan with at most two decimals, more than 0. */
export function readLimitText(text: string): { ok: true; cents: number | null } | { ok: false; message: string } {
  const trimmed = text.trim();
  if (trimmed === '') return { ok: true, cents: null };
  const match = /^(\d{1,9})(?:\.(\d{1,2}))?$/.exec(trimmed);
  const cents = match ? Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0')) : 0;
  return cents > 0 ? { ok: true, cents } : { ok: false, message: protectionMessages['protection.limit.invalid'] };
}

/**
 * A row of the backend's own deposit records (`/api/gettransrecord` type 1, the api's `TransactionRecord`): the
 * amount asked in yuan, the review state, and when the server made it (`YYYY-MM-DD HH:MM:SS`, UTC+8).
 */
export type DepositRow = { amount: number; state: number; createdAt: string };

/**
 * The one review state a limit does not count: 3 审核拒绝 (refused). 1 待审核 and 2 审核通过 count, as does a code
 * the table lacks (0 未定义): money that may yet arrive is counted, so a limit errs on the player's side.
 */
const REFUSED_STATE = 3;

const toCents = (yuan: number) => Math.round(yuan * 100);

/**
 * What the player deposited in a period's window ending `now` (cents): every row not refused whose server time falls
 * inside it. A row whose time cannot be read cannot be placed in a window and is not counted.
 */
export function usedInWindow(deposits: ReadonlyArray<DepositRow>, period: LimitPeriod, now: number): number {
  const from = now - PERIOD_MS[period];
  return deposits.reduce((total, deposit) => {
    const at = parseServerTime(deposit.createdAt);
    const counts = deposit.state !== REFUSED_STATE && at !== null && at > from;
    return counts ? total + toCents(deposit.amount) : total;
  }, 0);
}

/** A deposit a limit refuses: which limit, and what the window still takes (cents). */
export type LimitRefusal = { period: LimitPeriod; limitCents: number; leftCents: number };

/**
 * The first limit (24 hours, then 7 days, then 30 days) a deposit of `amount` yuan would pass, counted over the
 * backend's deposit rows (see {@link usedInWindow}); null when none.
 */
export function depositRefusal(
  amount: number,
  deposits: ReadonlyArray<DepositRow>,
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

/** The limits form: what the player typed for each period ('' for none). */
export type LimitForm = Record<LimitPeriod, string>;

/** The form's rules, in the page's order: each limit blank, or yuan with at most two decimals, more than 0. */
export function checkLimitForm(form: LimitForm): { ok: true } | { ok: false; field: LimitPeriod; message: string } {
  for (const period of LIMIT_PERIODS) {
    const read = readLimitText(form[period]);
    if (!read.ok) return { ok: false, field: period, message: read.message };
  }
  return { ok: true };
}

/** The form as it starts: each limit in force in yuan ('' for none). */
export function limitFormOf(limits: DepositLimits, now: number): LimitForm {
  const inForce = effectiveLimits(limits, now);
  const text = (period: LimitPeriod) => {
    const { cents } = inForce[period];
    return cents === null ? '' : String(cents / 100);
  };
  return { day: text('day'), week: text('week'), month: text('month') };
}

/**
 * What saving the form asks, period by period: each limit typed differently from the one in force, or whose waiting
 * change the player typed over (null removes it). Typing the waiting value again asks nothing: it keeps waiting
 * rather than restarting its 24 hours.
 */
export function limitChanges(
  limits: DepositLimits,
  form: LimitForm,
  now: number,
): Array<{ period: LimitPeriod; cents: number | null }> {
  const inForce = effectiveLimits(limits, now);
  return LIMIT_PERIODS.flatMap((period) => {
    const read = readLimitText(form[period]);
    if (!read.ok) return [];
    const { cents, pending } = inForce[period];
    const asks = pending ? pending.cents !== read.cents : read.cents !== cents;
    return asks ? [{ period, cents: read.cents }] : [];
  });
}

/** The limits after the form is saved on the device: each of {@link limitChanges} set. */
export function applyLimitForm(limits: DepositLimits, form: LimitForm, now: number): DepositLimits {
  return limitChanges(limits, form, now).reduce(
    (next, { period, cents }) => setLimit(next, period, cents, now),
    effectiveLimits(limits, now),
  );
}

/**
 * One period's limit as a backend with the optional protection calls answers it: yuan, and a waiting change with its
 * server time (`YYYY-MM-DD HH:MM:SS`, UTC+8).
 */
export type ServerLimit = { amount: number | null; pending: { amount: number | null; at: string } | null };

/** The backend's limits in the device's form (whole cents, epoch times); a waiting change whose time is unreadable is dropped. */
export function limitsFromServer(server: Readonly<Record<LimitPeriod, ServerLimit>>): DepositLimits {
  const cents = (yuan: number | null) => (yuan === null ? null : toCents(yuan));
  const one = ({ amount, pending }: ServerLimit): DepositLimit => {
    const at = pending ? parseServerTime(pending.at) : null;
    return { cents: cents(amount), pending: pending && at !== null ? { cents: cents(pending.amount), at } : null };
  };
  return { day: one(server.day), week: one(server.week), month: one(server.month) };
}
