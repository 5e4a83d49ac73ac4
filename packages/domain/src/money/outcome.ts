/**
 * What the app knows after a call that moves money (a withdrawal, a transfer, a deposit order) failed. A refusal
 * the server worded with a code, or a 401 from the session check, means nothing moved. Anything else (no answer
 * before the timeout, a dropped connection, an error page, an answer off the contract) may have reached the
 * server and moved the money all the same. Then the app never sends the call again on its own: it says the
 * outcome is being checked, reads the balance and the money's ledger (the records) again, and tells the player
 * what actually happened, judged by what the ledger shows.
 *
 * A ledger here is the first page of the records that a done call adds a row to (withdrawals for a withdrawal,
 * transfers in or out for a transfer), newest first, read just before the call and again after it. Rows that
 * are in the second read and not in the first are what happened in between.
 */
import type { CallError } from '../result.ts';
import { compareDecimal, type Decimal, toDecimal } from './decimal.ts';

/** What a money call that failed without a clear refusal turned out to do. */
export type MoneyOutcome = 'done' | 'notDone' | 'unknown';

/** One row of a ledger as the outcome check compares them. */
export type LedgerEntry = {
  /**
   * What tells two rows apart: the order number where the records have one, else every field the row shows
   * (time, amount, venue, state). Equal keys count as many times as they occur.
   */
  key: string;
  /** The row's amount in yuan. */
  amount: number;
  /** The venue of a transfer row; '' where the records name none. */
  platform: string;
};

/** The messages of an outcome check: the domain's wording (the spec's table has no row for them). */
export const outcomeMessages = {
  /** Shown at once when a money call may or may not have gone through. */
  checking: '网络异常，正在核实本次操作的结果，请勿重复提交',
  /** The records show the money moved. */
  done: '已核实：操作已成功，余额已更新',
  /** The records show nothing moved: the form is kept for the player to send again. */
  notDone: '已核实：本次操作未成功，资金未变动，可重新提交',
  /** The records could not be read: the player is told where to look before trying again. */
  unknown: '暂时无法核实本次操作的结果，请稍后点击“核实结果”或查看资金明细，确认前请勿重复提交',
} as const;

/** The label of the control that reads the ledger again while an outcome is unknown. */
export const RECHECK_LABEL = '核实结果';

/**
 * Whether a failed money call may still have moved the money: true for the network (timeout, offline), an error
 * page without the envelope (a `server` failure without a code) and an answer off the contract; false for a
 * refusal with the server's code and for a 401 (the session check runs before the money moves).
 */
export function isOutcomeUncertain(error: CallError): boolean {
  if (error.kind === 'unauthorized') return false;
  if (error.kind === 'server') return error.code === undefined;
  return true;
}

/** The rows of `after` that `before` does not hold, counting equal keys as many times as they occur. */
export function addedEntries(before: readonly LedgerEntry[], after: readonly LedgerEntry[]): LedgerEntry[] {
  const seen = new Map<string, number>();
  for (const entry of before) seen.set(entry.key, (seen.get(entry.key) ?? 0) + 1);
  const added: LedgerEntry[] = [];
  for (const entry of after) {
    const left = seen.get(entry.key) ?? 0;
    if (left > 0) seen.set(entry.key, left - 1);
    else added.push(entry);
  }
  return added;
}

/** Whether two amounts are the same money, exactly (no float comparison of computed values). */
export function isSameAmount(a: number, b: number | Decimal): boolean {
  const left = toDecimal(a);
  const right = typeof b === 'number' ? toDecimal(b) : b;
  return left !== null && right !== null && compareDecimal(left, right) === 0;
}

/**
 * Judges a money call whose answer never came: `done` when the ledger gained a row of that amount (and venue,
 * when one is named), `notDone` when it gained none, `unknown` when either read is missing.
 */
export function judgeOutcome(
  before: readonly LedgerEntry[] | null,
  after: readonly LedgerEntry[] | null,
  intent: { amount: number | Decimal; platform?: string },
): MoneyOutcome {
  if (before === null || after === null) return 'unknown';
  const matches = addedEntries(before, after).some(
    (entry) =>
      isSameAmount(entry.amount, intent.amount) &&
      (intent.platform === undefined || entry.platform === intent.platform),
  );
  return matches ? 'done' : 'notDone';
}

/** The notice a money screen shows while an outcome is checked (tag `checking`) or unknown (tag `unresolved`). */
export function outcomeNotice(snapshot: { hasTag: (tag: string) => boolean }): string | null {
  if (snapshot.hasTag('checking')) return outcomeMessages.checking;
  return snapshot.hasTag('unresolved') ? outcomeMessages.unknown : null;
}
