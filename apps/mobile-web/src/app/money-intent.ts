// What every money screen gives its intent machine (`@lobby/domain`'s createMoneyIntentMachine): the key and the
// start time, the ledger the outcome is read from, the question before a resend, and the session storage that
// keeps an open intent across a reload or a return to the screen.
import {
  type ApiResult,
  type Page,
  type TransactionRecord,
  type TransRecordPayload,
  transRecordDataSchema,
} from '@lobby/api';
import { type CallResult, type LedgerEntry, type LedgerQuery, parseServerTime, type StoredIntent } from '@lobby/domain';
import { fromPromise } from 'xstate';
import { readJson, removeKey, writeJson } from '../effects/storage.ts';
import { dialogs } from './effects.ts';
import { storedToken } from './endpoint.ts';
import { transport } from './providers.ts';

/**
 * A random UUID (version 4) for an intent's `Idempotency-Key`. `crypto.randomUUID` exists only in secure contexts
 * (https, localhost), so a page served over plain http on a LAN address builds it from `getRandomValues`.
 */
export function newIntentKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** The intent machine's `stamp`: a fresh key and the device's clock. */
export const stampIntent = fromPromise<{ key: string; at: number }>(async () => ({
  key: newIntentKey(),
  at: Date.now(),
}));

/** The money machines' `confirmResend`: the app's confirm dialog with the domain's question. */
export const confirmResend = fromPromise<boolean, { message: string }>(({ input }) =>
  dialogs.confirm({ title: '提示', message: input.message, confirmText: '确定提交' }),
);

/** The records page (/api/gettransrecord) a ledger query names: the widest window the records offer, page 1. */
export function recordsQuery(query: LedgerQuery): TransRecordPayload {
  switch (query.ledger) {
    case 'deposits':
      // Today's deposits: an order is dated the moment it is made.
      return { type: 1, date: 1, page: 1 };
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
 * The records page a ledger query names (/api/gettransrecord), bound alone rather than through the records area,
 * whose other calls' schemas would weigh on every money screen's chunk.
 */
async function recordsPage(query: LedgerQuery): Promise<ApiResult<Page<TransactionRecord>>> {
  const body = recordsQuery(query);
  return transport.run({ method: 'post', path: '/api/gettransrecord', data: transRecordDataSchema }, (signal) =>
    transport.client.POST('/api/gettransrecord', { body, parseAs: 'text', signal }),
  );
}

/** The intent machines' `readLedger`: the records a query names, as ledger rows. */
export const readLedger = fromPromise<CallResult<readonly LedgerEntry[]>, LedgerQuery>(async ({ input }) =>
  ledgerOf(input, await recordsPage(input)),
);

/** A records row as the outcome check compares them: its order number, or every field it shows when it has none. */
export function ledgerEntry(row: TransactionRecord): LedgerEntry {
  return {
    key: row.orderNo || `${row.createdAt}|${row.amount}|${row.platform}|${row.state}|${row.realMoney}`,
    amount: row.amount,
    platform: row.platform,
    at: parseServerTime(row.createdAt),
  };
}

/**
 * A records page as a ledger. A transfer row in state 0 (失败) moved no money, so it is no row of the intent's;
 * deposits and withdrawals keep every state (a rejected withdrawal was still made, and refunded after).
 */
export function ledgerOf(query: LedgerQuery, result: ApiResult<Page<TransactionRecord>>): CallResult<LedgerEntry[]> {
  if (!result.ok) return result;
  const isTransfer = query.ledger === 'transfersIn' || query.ledger === 'transfersOut';
  const rows = isTransfer ? result.data.rows.filter((row) => row.state !== 0) : result.data.rows;
  return { ok: true, data: rows.map(ledgerEntry), message: result.message };
}

type Kept<P> = { owner: string; pending: P };

function isStoredIntent(value: unknown): value is StoredIntent {
  if (typeof value !== 'object' || value === null) return false;
  const intent = value as Partial<StoredIntent>;
  return (
    typeof intent.key === 'string' &&
    typeof intent.startedAt === 'number' &&
    (intent.baseline === null || Array.isArray(intent.baseline)) &&
    typeof intent.match === 'object' &&
    intent.match !== null
  );
}

/**
 * Where a money screen keeps its open intent: session storage (never local storage, never the payment password),
 * under the player's session, so another player signing in on the tab never resumes it. Logout clears it with the
 * rest of the session.
 */
export function keptIntent<P extends { intent: StoredIntent; draft: object }>(
  screen: 'withdrawal' | 'transfer' | 'deposit',
) {
  const key = `lobby.intent.${screen}`;
  return {
    /** The kept intent of this player, or null. */
    read(): P | null {
      const kept = readJson('session', key) as Partial<Kept<P>> | null;
      const owner = storedToken();
      if (kept === null || owner === null || kept.owner !== owner) return null;
      const pending = kept.pending;
      return typeof pending === 'object' &&
        pending !== null &&
        isStoredIntent(pending.intent) &&
        typeof pending.draft === 'object'
        ? pending
        : null;
    },
    save(pending: P): void {
      writeJson('session', key, { owner: storedToken() ?? '', pending } satisfies Kept<P>);
    },
    clear(): void {
      removeKey('session', key);
    },
  };
}
