import type { TransactionRecord } from '@lobby/api';
import { createMoneyIntentMachine, type IntentOutput, type LedgerQuery } from '@lobby/domain/money';
import type { CallResult } from '@lobby/domain/result';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { assign, createActor, fromPromise, setup, waitFor } from 'xstate';

// The app's ledger reads against a stand-in for the backend's /api/gettransrecord: rows kept in its own clock
// (UTC+8 wall time, as transRecord writes them), its date codes read as IndexController::transRecord reads them,
// and its clock in each answer's `Date` header (or none, as a page on another origin sees it).
type Row = { created_at: string; amount: number; real_money: string; state: number; api_type?: string };
const backend = {
  /** The server's clock (epoch ms). */
  now: 0,
  rows: [] as Row[],
  /** Whether the page can read the `Date` header (same origin). */
  dateReadable: true,
  bodies: [] as Array<Record<string, unknown>>,
};

const SHANGHAI_MS = 8 * 3_600_000;
/** The backend's wall time of an instant: `YYYY-MM-DD HH:MM:SS` in UTC+8. */
const wall = (at: number) => new Date(at + SHANGHAI_MS).toISOString().slice(0, 19).replace('T', ' ');
/** Midnight (UTC+8) `days` days before the server's today, as transRecord's `date('Y-m-d 00:00:00', ...)`. */
const midnight = (days: number) => `${wall(backend.now - days * 86_400_000).slice(0, 10)} 00:00:00`;
const WINDOWS: Record<number, number> = { 1: 0, 2: 7, 3: 15, 4: 30 };

beforeAll(() => {
  vi.stubGlobal('location', { origin: 'http://lobby.test' });
  vi.stubGlobal('fetch', async (request: Request) => {
    const body = (await request.json()) as Record<string, unknown>;
    backend.bodies.push(body);
    const days = WINDOWS[Number(body.date)];
    const rows = backend.rows.filter((row) => days === undefined || row.created_at >= midnight(days));
    const data = { current_page: 1, data: rows, last_page: 1, per_page: 10, total: rows.length };
    const headers: Record<string, string> = { 'Content-Type': 'application/json' };
    if (backend.dateReadable) headers.Date = new Date(backend.now).toUTCString();
    return new Response(JSON.stringify({ code: 200, message: '成功', data }), { headers });
  });
});

afterEach(() => {
  backend.rows = [];
  backend.bodies = [];
  backend.dateReadable = true;
  vi.useRealTimers();
});

afterAll(() => {
  vi.unstubAllGlobals();
});

const intent = () => import('./money-intent.ts');
const ledger = () => import('./money-ledger.ts');

/**
 * One withdrawal of 100 whose answer never comes while the backend commits it: the domain's intent machine with
 * the app's stamp and ledger read, the send standing for the lost request (the row lands, the app times out).
 */
async function lateWithdrawal(commit: () => void) {
  const { readLedger, stampIntent } = await intent();
  const machine = createMoneyIntentMachine<{ amount: string }, unknown>().provide({
    actors: {
      stamp: stampIntent,
      readLedger,
      send: fromPromise<CallResult<unknown>, { request: { amount: string }; key: string }>(async () => {
        commit();
        return { ok: false, error: { kind: 'network', message: '网络连接超时，请重试!' } };
      }),
    },
  });
  // The intent talks to the screen that runs it: a parent that only keeps its output.
  const screen = setup({
    types: { context: {} as { output: IntentOutput<unknown> | null } },
    actors: { intent: machine },
  }).createMachine({
    context: { output: null },
    invoke: {
      src: 'intent',
      input: {
        kind: 'send',
        request: { amount: '100.00' },
        match: { query: { ledger: 'withdrawals' }, amounts: ['100.00'], platform: '' },
      },
      onDone: { actions: assign(({ event }) => ({ output: event.output })) },
    },
  });
  const actor = createActor(screen).start();
  const done = await waitFor(actor, (snapshot) => snapshot.context.output !== null, { timeout: 5000 });
  actor.stop();
  return done.context.output as IntentOutput<unknown>;
}

describe("the intent's window on the server's clock", () => {
  const SERVER_NOW = Date.UTC(2026, 10, 27, 16, 30, 0); // 2026-11-28 00:30:00 in Shanghai
  const FIFTEEN_MINUTES = 15 * 60_000;

  it.each([
    ['Asia/Shanghai', true],
    ['UTC', true],
    ['America/New_York', true],
    ['Asia/Shanghai', false],
    ['America/New_York', false],
  ])(
    'a phone 15 minutes fast in %s (Date readable: %s): the withdrawal the backend committed late is done',
    async (zone, readable) => {
      vi.stubEnv('TZ', zone);
      vi.useFakeTimers({ toFake: ['Date'], now: SERVER_NOW + FIFTEEN_MINUTES });
      backend.now = SERVER_NOW;
      backend.dateReadable = readable;
      backend.rows = [{ created_at: wall(SERVER_NOW - 3_600_000), amount: 100, real_money: '100.00', state: 3 }];
      const output = await lateWithdrawal(() => {
        backend.now = SERVER_NOW + 40_000;
        backend.rows.unshift({ created_at: wall(backend.now), amount: 100, real_money: '100.00', state: 1 });
      });
      expect(output).toMatchObject({ status: 'done', entry: { at: SERVER_NOW + 40_000 } });
      expect(output.intent.serverStartedAt).toBe(readable ? SERVER_NOW : null);
      vi.unstubAllEnvs();
    },
  );

  it('a right clock still judges: the row that came is done', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: SERVER_NOW });
    backend.now = SERVER_NOW;
    const output = await lateWithdrawal(() => {
      backend.rows.unshift({ created_at: wall(SERVER_NOW + 2000), amount: 100, real_money: '100.00', state: 1 });
    });
    expect(output).toMatchObject({ status: 'done' });
  });
});

describe('clockOffset', () => {
  it("is the server's Date less the device's clock, in any time zone; null when unreadable", async () => {
    const { clockOffset } = await ledger();
    const device = Date.UTC(2026, 10, 27, 16, 45, 0);
    for (const zone of ['Asia/Shanghai', 'UTC', 'America/New_York']) {
      vi.stubEnv('TZ', zone);
      expect(clockOffset('Fri, 27 Nov 2026 16:30:00 GMT', device)).toBe(-15 * 60_000);
    }
    vi.unstubAllEnvs();
    expect(clockOffset(null, device)).toBeNull();
    expect(clockOffset('soon', device)).toBeNull();
  });
});

describe('the deposit check reads a window that spans midnight', () => {
  it('finds an order made at 23:59:50 with a check at 00:00:20 (server time)', async () => {
    const { readLedger } = await intent();
    const made = Date.UTC(2026, 10, 27, 15, 59, 50); // 2026-11-27 23:59:50 in Shanghai
    backend.now = made + 30_000;
    backend.rows = [{ created_at: wall(made), amount: 300, real_money: '300.00', state: 1 }];
    const read = await createActor(readLedger, { input: { ledger: 'deposits' } satisfies LedgerQuery }).start();
    const result = await waitFor(read, (snapshot) => snapshot.status === 'done').then((snapshot) => snapshot.output);
    expect(result?.ok && result.data.rows.map((row) => row.amount)).toEqual([300]);
  });
});

describe('ledgerEntry and ledgerOf', () => {
  const transfer = (state: number): TransactionRecord => ({
    orderNo: '',
    amount: 100,
    realMoney: 100,
    state,
    payWay: 'AG真人',
    platform: 'AG',
    createdAt: '2026-11-28 00:00:01',
  });

  it("keys a row without a number by what never changes: the rebate call's 0 → 1 keeps its key", async () => {
    const { ledgerEntry } = await ledger();
    expect(ledgerEntry(transfer(0), true).key).toBe(ledgerEntry(transfer(1), true).key);
  });

  it('keeps a transfer row in state 0 as pending, and marks no deposit or withdrawal row so', async () => {
    const { ledgerOf } = await ledger();
    const page = { rows: [transfer(0), transfer(1)], total: 2, lastPage: 1, page: 1, perPage: 10 };
    const read = ledgerOf({ ledger: 'transfersIn', platform: 'ag' }, { ok: true, data: page, message: '' }, 5);
    expect(read.ok && read.data).toMatchObject({ rows: [{ pending: true }, { platform: 'AG' }], clockOffsetMs: 5 });
    expect(read.ok && read.data.rows[1]?.pending).toBeUndefined();
    const withdrawals = ledgerOf({ ledger: 'withdrawals' }, { ok: true, data: page, message: '' });
    expect(withdrawals.ok && withdrawals.data.rows.some((row) => row.pending)).toBe(false);
  });
});

describe('newIntentKey', () => {
  const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

  it('is a random UUID (version 4), built from getRandomValues where crypto.randomUUID is missing (plain http)', async () => {
    const { newIntentKey } = await intent();
    expect(await newIntentKey()).toMatch(UUID_V4);
    const real = globalThis.crypto;
    vi.stubGlobal('crypto', { getRandomValues: (bytes: Uint8Array) => real.getRandomValues(bytes) });
    try {
      const keys = [await newIntentKey(), await newIntentKey()];
      expect(keys[0]).toMatch(UUID_V4);
      expect(keys[1]).toMatch(UUID_V4);
      expect(keys[0]).not.toBe(keys[1]);
    } finally {
      vi.stubGlobal('crypto', real);
    }
  });
});
