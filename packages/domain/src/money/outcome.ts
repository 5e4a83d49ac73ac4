/**
 * What the app knows after a call that moves money (a deposit order, a withdrawal, a transfer, recover-all)
 * failed. A refusal the server worded with a code, or a 401 from the session check, means nothing moved. Anything
 * else (no answer before the timeout, a dropped connection, an error page or an HTTP 5xx, an answer off the
 * contract) may have reached the server and moved the money, now or a few seconds later. Then the app never sends
 * the call again on its own: it reads the money's ledger (the records) over a window that outlasts the server's
 * own processing, and says what actually happened (see `intent.machine.ts`).
 *
 * A ledger here is the first page of the records that a done call adds a row to (deposits, withdrawals, transfers
 * in or out), newest first. The intent's row is one the baseline (the same page read just before sending, when
 * that read succeeded) does not hold, created no earlier than the intent started (less a tolerance for the
 * device's clock), of the intent's amount and venue.
 */
import type { CallError } from '../result.ts';
import { compareDecimal, type Decimal, parseDecimal, toDecimal } from './decimal.ts';

/** What a money call that failed without a clear refusal turned out to do. */
export type MoneyOutcome = 'done' | 'notDone' | 'unknown';

/** One row of a ledger as the outcome check compares them. */
export type LedgerEntry = {
  /**
   * What tells two rows apart: the order number where the records have one, else every field the row shows
   * (time, amount, venue, state).
   */
  key: string;
  /** The row's amount in yuan. */
  amount: number;
  /** The venue of a transfer row; '' where the records name none. */
  platform: string;
  /** When the server made the row (epoch ms, from its UTC+8 time); null when the row's time is unreadable. */
  at: number | null;
};

/** Which records a money intent adds its row to (the app reads them; the domain never names a wire call). */
export type LedgerQuery =
  | { ledger: 'deposits' }
  | { ledger: 'withdrawals' }
  | { ledger: 'transfersIn'; platform: string }
  /** Money back to the platform wallet; `platform` '' for every venue (recover-all). */
  | { ledger: 'transfersOut'; platform: string };

/** What the intent's row looks like in its ledger. */
export type OutcomeMatch = {
  query: LedgerQuery;
  /** The canonical amounts the row may show (a crypto withdrawal's row shows what arrives); null for any amount. */
  amounts: readonly string[] | null;
  /** The venue the row must name; '' for any. */
  platform: string;
};

/** How far the device's clock may run ahead of the server's before a row of the intent is taken for an old one. */
export const CLOCK_TOLERANCE_MS = 10 * 60_000;

/** The messages of an outcome check: the domain's wording (the spec's table has no row for them). */
export const outcomeMessages = {
  /** Shown at once when a money call may or may not have gone through. */
  checking: '网络异常，正在核实本次操作的结果，请勿重复提交',
  /** The records show the money moved. */
  done: '已核实：操作已成功，余额已更新',
  /** The records show nothing moved, over a window longer than the server takes. */
  notDone: '已核实：本次操作未成功，资金未变动，可重新提交',
  /** The records could not be read for the whole window: the player is told where to look before trying again. */
  unknown: '暂时无法核实本次操作的结果，请先查看交易记录，或点击“再次核实”，确认前请勿重复提交',
} as const;

/** The label of the control that reads the ledger again while an outcome is unknown. */
export const RECHECK_LABEL = '再次核实';

/**
 * The question before a request is sent again after "not done": it names the amount (null: recover-all) and says the earlier request
 * may still arrive (the resend carries the same key when the form is the same, so a server that honours keys
 * moves the money once).
 */
export function resendQuestion(amount: string | null): string {
  return `上一笔请求核实未成功，但仍可能稍后到账。确定再次提交${amount === null ? '一键回收' : `${amount}元`}吗？`;
}

/** The line shown while the ledger is read: 核实中… with how long it has been checking. */
export function checkingLabel(elapsedMs: number): string {
  return `核实中…已核实${Math.floor(Math.max(0, elapsedMs) / 1000)}秒`;
}

/**
 * Whether a failed money call may still have moved the money: true for the network (timeout, offline), an error
 * page or HTTP 5xx (even one that carries a code: the server failed while handling it) and an answer off the
 * contract; false for a refusal with the server's code in a good HTTP answer and for a 401 (the session check
 * runs before the money moves).
 */
export function isOutcomeUncertain(error: CallError): boolean {
  if (error.kind === 'unauthorized') return false;
  if (error.kind === 'server') return error.code === undefined || (error.httpStatus ?? 200) >= 500;
  return true;
}

/** Whether two amounts are the same money, exactly (no float comparison of computed values). */
export function isSameAmount(a: number, b: number | Decimal): boolean {
  const left = toDecimal(a);
  const right = typeof b === 'number' ? toDecimal(b) : b;
  return left !== null && right !== null && compareDecimal(left, right) === 0;
}

/** What a check knows of the time and the rows before the intent: when it started, and the baseline's keys. */
export type IntentMark = { startedAt: number; baseline: readonly string[] | null };

/**
 * The intent's row in a ledger read after it, or null. A row counts when the baseline (if read) does not hold it,
 * it was made no earlier than the start less {@link CLOCK_TOLERANCE_MS} (a row without a readable time counts only
 * against a baseline), and its amount and venue are the intent's.
 */
export function findIntentEntry(
  rows: readonly LedgerEntry[],
  match: OutcomeMatch,
  mark: IntentMark,
): LedgerEntry | null {
  const baseline = mark.baseline === null ? null : new Set(mark.baseline);
  const amounts = match.amounts?.map((text) => parseDecimal(text)).filter((value) => value !== null) ?? null;
  const isNew = (row: LedgerEntry) =>
    baseline !== null
      ? !baseline.has(row.key) && (row.at === null || row.at >= mark.startedAt - CLOCK_TOLERANCE_MS)
      : row.at !== null && row.at >= mark.startedAt - CLOCK_TOLERANCE_MS;
  const isIntents = (row: LedgerEntry) =>
    (amounts === null || amounts.some((amount) => isSameAmount(row.amount, amount))) &&
    (match.platform === '' || row.platform === match.platform);
  return rows.find((row) => isNew(row) && isIntents(row)) ?? null;
}

/** The notice a money screen shows while an outcome is checked (tag `checking`) or unknown (tag `unresolved`). */
export function outcomeNotice(snapshot: { hasTag: (tag: string) => boolean }): string | null {
  if (snapshot.hasTag('checking')) return outcomeMessages.checking;
  return snapshot.hasTag('unresolved') ? outcomeMessages.unknown : null;
}

/**
 * The money button's text while an outcome is open: 核实中… with the seconds checked (tag `checking`), or
 * 再次核实 (tag `unresolved`: it reads the records again, never resends); null while the form is the form.
 */
export function outcomeLabel(snapshot: { hasTag: (tag: string) => boolean }, elapsedMs: number): string | null {
  if (snapshot.hasTag('checking')) return checkingLabel(elapsedMs);
  return snapshot.hasTag('unresolved') ? RECHECK_LABEL : null;
}
