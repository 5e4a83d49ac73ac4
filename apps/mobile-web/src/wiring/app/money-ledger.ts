// The intent wiring a money screen needs only once a money action is under way, loaded by `money-intent.ts` apart
// from the screens' chunks (each screen fetches it 1.5 s after it shows: `preloadLedger`): the outcome check's
// reading of the ledger (/api/gettransrecord as ledger rows, with the server's clock; its records schema and the
// server-time reading) and the key of a page without `crypto.randomUUID`.
import {
  type ApiResult,
  type Page,
  type TransactionRecord,
  type TransRecordPayload,
  transRecordDataSchema,
} from '@lobby/api';
import type { LedgerEntry, LedgerPage, LedgerQuery } from '@lobby/domain/money';
import type { CallResult } from '@lobby/domain/result';
import { parseServerTime } from '@lobby/domain/time';
import { transport } from './providers.ts';

/** A random UUID (version 4) from `getRandomValues`, for a page without `crypto.randomUUID` (see `newIntentKey`). */
export function randomIntentKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** The records page (/api/gettransrecord) a ledger query names: a window that spans midnight, page 1. */
export function recordsQuery(query: LedgerQuery): TransRecordPayload {
  switch (query.ledger) {
    case 'deposits':
      // From midnight seven days back (the backend's code 2), not today (1): an order made at 23:59:50 server
      // time is in yesterday's rows for a check at 00:00:20. New orders come first (id desc), so page 1 holds it.
      return { type: 1, date: 2, page: 1 };
    case 'withdrawals':
      return { type: 2, date: 4, page: 1 };
    case 'transfersIn':
      return { type: 3, date: 4, page: 1, api_type: query.platform };
    default:
      return query.platform === ''
        ? { type: 4, date: 4, page: 1 }
        : { type: 4, date: 4, page: 1, api_type: query.platform };
  }
}

/**
 * How far the server's clock is from the device's, from an answer's `Date` header (an HTTP date, always GMT, so
 * the device's time zone plays no part): null when the header is absent or unreadable, as it is to a page on
 * another origin (the backend's CORS answer exposes no header; `Date` is not one a page may read without it).
 */
export function clockOffset(date: string | null, deviceNow: number): number | null {
  const server = date === null ? Number.NaN : Date.parse(date);
  return Number.isFinite(server) ? server - deviceNow : null;
}

/**
 * The records page a ledger query names (/api/gettransrecord), bound alone rather than through the records area,
 * whose other calls' schemas would weigh on every money screen's chunk; with the server's clock offset its answer
 * showed.
 */
async function recordsPage(query: LedgerQuery): Promise<[ApiResult<Page<TransactionRecord>>, number | null]> {
  const body = recordsQuery(query);
  let offset: number | null = null;
  const result = await transport.run(
    { method: 'post', path: '/api/gettransrecord', data: transRecordDataSchema },
    async (signal) => {
      const sent = await transport.client.POST('/api/gettransrecord', { body, parseAs: 'text', signal });
      offset = clockOffset(sent.response.headers.get('Date'), Date.now());
      return sent;
    },
  );
  return [result, offset];
}

/** The records a ledger query names, as ledger rows, with the server's clock offset (the intents' `readLedger`). */
export async function readLedgerPage(query: LedgerQuery): Promise<CallResult<LedgerPage>> {
  const [result, offset] = await recordsPage(query);
  return ledgerOf(query, result, offset);
}

/**
 * A records row as the outcome check compares them: its order number, or, when it has none (transfers), the
 * fields that never change (time, amounts, venue), never its state, which the rebate call (`dofanshui`) flips from
 * 0 to 1 on every transfer row. A transfer row in state 0 is pending (see domain's `TRANSFER_PENDING_LABEL`).
 */
export function ledgerEntry(row: TransactionRecord, isTransfer = false): LedgerEntry {
  return {
    key: row.orderNo || `${row.createdAt}|${row.amount}|${row.platform}|${row.realMoney}`,
    amount: row.amount,
    platform: row.platform,
    at: parseServerTime(row.createdAt),
    ...(isTransfer && row.state === 0 ? { pending: true } : {}),
  };
}

/**
 * A records page as a ledger. Every row counts: a transfer row in state 0 is the backend's reservation while the
 * game aggregator answers (the wallet may already be debited), pending, not failed; deposits and withdrawals keep
 * every state (a rejected withdrawal was still made, and refunded after).
 */
export function ledgerOf(
  query: LedgerQuery,
  result: ApiResult<Page<TransactionRecord>>,
  clockOffsetMs: number | null = null,
): CallResult<LedgerPage> {
  if (!result.ok) return result;
  const isTransfer = query.ledger === 'transfersIn' || query.ledger === 'transfersOut';
  const rows = result.data.rows.map((row) => ledgerEntry(row, isTransfer));
  return { ok: true, data: { rows, clockOffsetMs }, message: result.message };
}
