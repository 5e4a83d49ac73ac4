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
 * that read succeeded) does not hold, of the intent's amount and venue, created no earlier than the intent started
 * **on the server's clock**: the row times are the server's, so the device's clock (which may be minutes off, in
 * any time zone) never judges them. Where the page can read the server's clock (the `Date` of an answer, same
 * origin), the start is the device's start moved by the server's offset; where it cannot (cross origin: the backend
 * exposes no header), the baseline's own newest row time is the lower bound. With neither, a row may still show the
 * intent done by the device's clock, but "not done" is never said.
 */
import type { CallError } from '../result/index.ts';
import { compareDecimal, type Decimal, parseDecimal, toDecimal } from './decimal.ts';

/** What a money call that failed without a clear refusal turned out to do. */
export type MoneyOutcome = 'done' | 'notDone' | 'unknown';

/** One row of a ledger as the outcome check compares them. */
export type LedgerEntry = {
  /**
   * What tells two rows apart: the order number where the records have one, else the fields the row shows that
   * never change (time, amount, venue), never its state (the rebate call flips every state-0 transfer row to 1).
   */
  key: string;
  /** The row's amount in yuan. */
  amount: number;
  /** The venue of a transfer row; '' where the records name none. */
  platform: string;
  /** When the server made the row (epoch ms, from its UTC+8 time); null when the row's time is unreadable. */
  at: number | null;
  /**
   * The server holds the row but has not settled it: a transfer row in state 0, reserved while the game aggregator
   * answers (the wallet may already be debited). An aggregator refusal leaves its row at 0 too (refunded), and the
   * records cannot tell the two apart, so such a row is never "done" and never "not done".
   */
  pending?: boolean;
};

/** One read of a ledger: its rows, newest first, and how far the server's clock was from the device's. */
export type LedgerPage = {
  rows: readonly LedgerEntry[];
  /**
   * The server's clock less the device's when the answer came (ms), from the answer's `Date` header; null where
   * the page cannot read it (a cross-origin answer: the backend exposes no header).
   */
  clockOffsetMs: number | null;
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

/**
 * How far the device's clock may run ahead of the server's before a row of the intent is taken for an old one, in
 * the one case nothing else tells the time: no baseline and no server clock (then "not done" is never said).
 */
export const CLOCK_TOLERANCE_MS = 10 * 60_000;

/**
 * How much earlier than the intent's start on the server's clock its row may be dated: the `Date` header counts
 * whole seconds, and the web server that stamps it and the code that dates the row may run on clocks a little apart.
 */
export const SERVER_CLOCK_TOLERANCE_MS = 60_000;

/** The messages of an outcome check: the domain's wording (the spec's table has no row for them). */
export const outcomeMessages = {
  /** Shown at once when a money call may or may not have gone through. */
  checking: '网络异常，正在核实本次操作的结果，请勿重复提交',
  /** The records show the money moved. */
  done: '已核实：操作已成功，余额已更新',
  /**
   * The records hold the intent's row but the server has not settled it (a transfer in state 0): the money may be on
   * its way, or refunded after the game platform refused it. Never an invitation to send again.
   */
  pending: '已核实：本次操作已提交，平台处理中，结果以交易记录和余额为准，请勿重复提交',
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
 * contract; false for a refusal with the server's code in a good HTTP answer and for a 401 or a blocked member's 403
 * (the session check runs before the money moves).
 */
export function isOutcomeUncertain(error: CallError): boolean {
  if (error.kind === 'unauthorized' || error.kind === 'blocked') return false;
  if (error.kind === 'server') return error.code === undefined || (error.httpStatus ?? 200) >= 500;
  return true;
}

/** Whether two amounts are the same money, exactly (no float comparison of computed values). */
export function isSameAmount(a: number, b: number | Decimal): boolean {
  const left = toDecimal(a);
  const right = typeof b === 'number' ? toDecimal(b) : b;
  return left !== null && right !== null && compareDecimal(left, right) === 0;
}

/**
 * What a check knows of the time and the rows before the intent: when it started by the device's clock and, where
 * known, by the server's; the baseline's keys (null when that read failed) and its newest row time.
 */
export type IntentMark = {
  startedAt: number;
  serverStartedAt: number | null;
  baseline: readonly string[] | null;
  baselineAt: number | null;
};

/** The newest time among a page's rows (the server's clock), or null when none has a readable time. */
export function newestAt(rows: readonly LedgerEntry[]): number | null {
  return rows.reduce<number | null>(
    (newest, row) => (row.at !== null && (newest === null || row.at > newest) ? row.at : newest),
    null,
  );
}

/**
 * The earliest server time a row of the intent may carry: the server's start less {@link SERVER_CLOCK_TOLERANCE_MS};
 * else the baseline's newest row (a row made after the baseline read is no older); else, with neither, the device's
 * start less {@link CLOCK_TOLERANCE_MS}. The device's clock judges only in that last case.
 */
function lowerBound(mark: IntentMark): number {
  if (mark.serverStartedAt !== null) return mark.serverStartedAt - SERVER_CLOCK_TOLERANCE_MS;
  if (mark.baseline !== null) return mark.baselineAt ?? Number.NEGATIVE_INFINITY;
  return mark.startedAt - CLOCK_TOLERANCE_MS;
}

/**
 * Whether a ledger without the intent's row may be read as "not done": only when old rows can be told from new
 * without the device's clock (a baseline, or the server's clock).
 */
export function canTellNotDone(mark: IntentMark): boolean {
  return mark.baseline !== null || mark.serverStartedAt !== null;
}

/** Whether two venue codes name the same venue: the backend logs them upper case, the venue list may not. */
export function isSameVenue(a: string, b: string): boolean {
  return a.toUpperCase() === b.toUpperCase();
}

/**
 * The rows of a read the baseline does not hold, counted as a multiset: two rows with the same key (two
 * transfers of one amount in one second) are two rows, and only as many as the baseline held are old.
 */
function unseenRows(rows: readonly LedgerEntry[], baseline: readonly string[] | null): LedgerEntry[] {
  if (baseline === null) return [...rows];
  const held = new Map<string, number>();
  for (const key of baseline) held.set(key, (held.get(key) ?? 0) + 1);
  return rows.filter((row) => {
    const left = held.get(row.key) ?? 0;
    held.set(row.key, left - 1);
    return left <= 0;
  });
}

/**
 * The intent's row in a ledger read after it, or null. A row counts when the baseline (if read) does not hold it,
 * it was made no earlier than the intent's lower bound on the server's clock (a row without a readable time counts
 * only against a baseline), and its amount and venue (in any case) are the intent's. A settled row is preferred to
 * a pending one.
 */
export function findIntentEntry(
  rows: readonly LedgerEntry[],
  match: OutcomeMatch,
  mark: IntentMark,
): LedgerEntry | null {
  const amounts = match.amounts?.map((text) => parseDecimal(text)).filter((value) => value !== null) ?? null;
  const bound = lowerBound(mark);
  const isNew = (row: LedgerEntry) => (row.at === null ? mark.baseline !== null : row.at >= bound);
  const isIntents = (row: LedgerEntry) =>
    (amounts === null || amounts.some((amount) => isSameAmount(row.amount, amount))) &&
    (match.platform === '' || isSameVenue(row.platform, match.platform));
  const found = unseenRows(rows, mark.baseline).filter((row) => isNew(row) && isIntents(row));
  return found.find((row) => row.pending !== true) ?? found[0] ?? null;
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
