import { describe, expect, it, vi } from 'vitest';
import { assign, createActor, fromPromise, SimulatedClock, sendTo, setup } from 'xstate';
import type { CallResult } from '../result/index.ts';
import { fail, ledgerPage, ok, settle } from '../testing/index.ts';
import {
  answered,
  createMoneyIntentMachine,
  type IntentEvent,
  type IntentInput,
  type IntentOutput,
  intentFailure,
  OUTCOME_CHECK_WINDOW_MS,
  type StoredIntent,
} from './intent.machine.ts';
import {
  CLOCK_TOLERANCE_MS,
  type LedgerEntry,
  type LedgerQuery,
  type OutcomeMatch,
  SERVER_CLOCK_TOLERANCE_MS,
} from './outcome.ts';

type Request = { amount: string };
const intentMachine = createMoneyIntentMachine<Request, { orderNo: string }>();

const START = Date.UTC(2026, 10, 22, 4, 0, 0);
const MATCH: OutcomeMatch = { query: { ledger: 'withdrawals' }, amounts: ['100.00'], platform: '' };
const row = (key: string, amount = 100, at: number | null = START + 5000): LedgerEntry => ({
  key,
  amount,
  platform: '',
  at,
});
const never = <T>(): Promise<T> => new Promise<T>(() => {});

/** Runs the intent under a parent that records what it hears, on a simulated clock. */
function run(
  input: IntentInput<Request>,
  options: {
    send?: () => Promise<CallResult<{ orderNo: string }>>;
    ledger?: Array<() => Promise<CallResult<readonly LedgerEntry[]>>>;
    laterLedger?: () => Promise<CallResult<readonly LedgerEntry[]>>;
    /** The server's clock less the device's, as the reads show it; null: unreadable (cross origin). */
    clockOffsetMs?: number | null;
  } = {},
) {
  const ledgers = [...(options.ledger ?? [])];
  const send = vi.fn(
    (_: { request: Request; key: string }) => options.send?.() ?? never<CallResult<{ orderNo: string }>>(),
  );
  const readLedger = vi.fn(
    (_: LedgerQuery) =>
      ledgers.shift()?.() ?? options.laterLedger?.() ?? Promise.resolve(ok<readonly LedgerEntry[]>([])),
  );
  const heard: IntentEvent[] = [];
  const parent = setup({
    types: {
      context: {} as { output: IntentOutput<{ orderNo: string }> | null },
      events: {} as IntentEvent | { type: 'recheck' },
    },
    actors: {
      intent: intentMachine.provide({
        actors: {
          stamp: fromPromise(async () => ({ key: 'key-1', at: START })),
          readLedger: fromPromise(async ({ input: query }) =>
            ledgerPage(await readLedger(query), options.clockOffsetMs === undefined ? 0 : options.clockOffsetMs),
          ),
          send: fromPromise(({ input: sent }) => send(sent)),
        },
      }),
    },
  }).createMachine({
    context: { output: null },
    invoke: {
      id: 'intent',
      src: 'intent',
      input,
      onDone: { actions: assign(({ event }) => ({ output: event.output })) },
    },
    on: {
      'intent.*': { actions: ({ event }) => heard.push(event as IntentEvent) },
      recheck: { actions: sendTo('intent', { type: 'recheck' }) },
    },
  });
  const clock = new SimulatedClock();
  const actor = createActor(parent, { clock }).start();
  const advance = async (ms: number) => {
    for (let passed = 0; passed < ms; passed += 500) {
      clock.increment(500);
      await settle();
    }
  };
  return { actor, send, readLedger, heard, advance, output: () => actor.getSnapshot().context.output };
}

const SEND: IntentInput<Request> = { kind: 'send', request: { amount: '100.00' }, match: MATCH };

describe('an intent that is answered', () => {
  it('reads the baseline, announces itself, sends once with a fresh key and ends sent', async () => {
    const intent = run(SEND, {
      ledger: [() => Promise.resolve(ok([row('old', 100, START - 60_000)]))],
      send: () => Promise.resolve(ok({ orderNo: 'CZ1' }, '成功')),
    });
    await settle();
    const started: StoredIntent = {
      key: 'key-1',
      startedAt: START,
      serverStartedAt: START,
      baseline: ['old'],
      baselineAt: START - 60_000,
      match: MATCH,
    };
    expect(intent.heard).toEqual([{ type: 'intent.started', intent: started }]);
    expect(intent.send).toHaveBeenCalledTimes(1);
    expect(intent.send).toHaveBeenCalledWith({ request: { amount: '100.00' }, key: 'key-1' });
    expect(intent.output()).toEqual({ status: 'sent', data: { orderNo: 'CZ1' }, message: '成功', intent: started });
  });

  it('reuses the key of the intent it resends', async () => {
    const intent = run({ ...SEND, key: 'earlier-key' }, { send: () => Promise.resolve(ok({ orderNo: 'CZ1' })) });
    await settle();
    expect(intent.send).toHaveBeenCalledWith({ request: { amount: '100.00' }, key: 'earlier-key' });
  });

  it('ends refused on a worded refusal, and sends nothing more', async () => {
    const intent = run(SEND, { send: () => Promise.resolve(fail('server', '余额不足', 208)) });
    await settle();
    expect(intent.output()).toMatchObject({ status: 'refused', error: { message: '余额不足', code: 208 } });
    expect(intent.send).toHaveBeenCalledTimes(1);
  });

  it('sends even when the baseline cannot be read', async () => {
    const intent = run(SEND, {
      ledger: [() => Promise.resolve(fail('network', 'x'))],
      send: () => Promise.resolve(ok({ orderNo: 'CZ1' })),
    });
    await settle();
    expect(intent.heard[0]).toEqual({
      type: 'intent.started',
      intent: { key: 'key-1', startedAt: START, serverStartedAt: null, baseline: null, baselineAt: null, match: MATCH },
    });
    expect(intent.output()).toMatchObject({ status: 'sent' });
  });
});

describe('an uncertain answer', () => {
  it('is checked at once and again with backoff: a row that lands late ends it done, with no resend', async () => {
    let committed = false;
    const intent = run(SEND, {
      ledger: [() => Promise.resolve(ok([]))],
      send: () => Promise.resolve(fail('network', '网络连接超时，请重试!')),
      laterLedger: () => Promise.resolve(ok(committed ? [row('TX1')] : [])),
    });
    await settle();
    expect(intent.heard.map((event) => event.type)).toEqual(['intent.started', 'intent.uncertain']);
    await intent.advance(10_000);
    expect(intent.output()).toBeNull();
    const readsBefore = intent.readLedger.mock.calls.length;
    // Baseline, then reads at 0, 1, 3, 7 s: the check goes on reading while nothing shows.
    expect(readsBefore).toBe(5);
    committed = true;
    await intent.advance(8000);
    expect(intent.output()).toMatchObject({ status: 'done', entry: { key: 'TX1' } });
    expect(intent.send).toHaveBeenCalledTimes(1);
    expect(intent.heard).toContainEqual({ type: 'intent.progress', elapsedMs: 1000 });
  });

  it('says not done only after the whole window has passed with good reads', async () => {
    const intent = run(SEND, { send: () => Promise.resolve(fail('server', '服务器繁忙，请稍后重试')) });
    await settle();
    await intent.advance(OUTCOME_CHECK_WINDOW_MS - 2000);
    expect(intent.output()).toBeNull();
    await intent.advance(4000);
    expect(intent.output()).toMatchObject({ status: 'notDone', intent: { key: 'key-1' } });
  });

  it('takes an HTTP 5xx that carries a code as uncertain', async () => {
    const intent = run(SEND, {
      send: () =>
        Promise.resolve({ ok: false, error: { kind: 'server', message: '服务器错误', code: 500, httpStatus: 502 } }),
    });
    await settle();
    expect(intent.heard.map((event) => event.type)).toContain('intent.uncertain');
  });

  it('retries a failed read and never takes it for an answer; a window of failures is unresolved', async () => {
    const intent = run(SEND, {
      send: () => Promise.resolve(fail('network', 'x')),
      laterLedger: () => Promise.resolve(fail('network', 'x')),
    });
    await settle();
    await intent.advance(OUTCOME_CHECK_WINDOW_MS + 10_000);
    expect(intent.output()).toBeNull();
    expect(
      intent.heard.at(-1)?.type === 'intent.unresolved' || intent.heard.some((e) => e.type === 'intent.unresolved'),
    ).toBe(true);
    expect(intent.readLedger.mock.calls.length).toBeGreaterThan(6);
  });

  it('checks a whole window again on recheck, and can then say done', async () => {
    let readable = false;
    const intent = run(SEND, {
      send: () => Promise.resolve(fail('network', 'x')),
      laterLedger: () => Promise.resolve(readable ? ok([row('TX9')]) : fail('network', 'x')),
    });
    await settle();
    await intent.advance(OUTCOME_CHECK_WINDOW_MS + 10_000);
    readable = true;
    intent.actor.send({ type: 'recheck' });
    await settle();
    expect(intent.output()).toMatchObject({ status: 'done', entry: { key: 'TX9' } });
    expect(intent.send).toHaveBeenCalledTimes(1);
  });

  it('ignores rows of the baseline, other amounts, and rows older than the start less the tolerance', async () => {
    const intent = run(
      {
        kind: 'resume',
        intent: {
          key: 'k',
          startedAt: START,
          serverStartedAt: null,
          baselineAt: null,
          baseline: ['base'],
          match: MATCH,
        },
      },
      {
        laterLedger: () =>
          Promise.resolve(ok([row('base'), row('other', 99.99), row('old', 100, START - CLOCK_TOLERANCE_MS - 1000)])),
      },
    );
    await settle();
    await intent.advance(OUTCOME_CHECK_WINDOW_MS + 2000);
    expect(intent.output()).toMatchObject({ status: 'notDone' });
  });

  it('judges by the time alone when there is no baseline: a row after the start is the intent', async () => {
    const intent = run(
      {
        kind: 'resume',
        intent: { key: 'k', startedAt: START, serverStartedAt: null, baselineAt: null, baseline: null, match: MATCH },
      },
      { laterLedger: () => Promise.resolve(ok([row('new', 100, START + 1000)])) },
    );
    await settle();
    expect(intent.output()).toMatchObject({ status: 'done', entry: { key: 'new' } });
  });

  it('resumes a kept intent straight into its check, sending nothing', async () => {
    const intent = run(
      {
        kind: 'resume',
        intent: { key: 'k', startedAt: START, serverStartedAt: null, baselineAt: null, baseline: [], match: MATCH },
      },
      { ledger: [() => Promise.resolve(ok([row('W1')]))] },
    );
    await settle();
    expect(intent.send).not.toHaveBeenCalled();
    expect(intent.output()).toMatchObject({ status: 'done', entry: { key: 'W1' }, intent: { key: 'k' } });
  });
});

describe("the intent's window, on the server's clock", () => {
  const FAST = 15 * 60_000;
  // The phone runs 15 minutes fast: its start (START) is 15 minutes after the server's.
  const serverStart = START - FAST;
  const baselineRows = [row('B1', 50, serverStart - 3_600_000), row('B2', 100, serverStart - 7_200_000)];
  // The backend commits the withdrawal after the app's 30 s timeout.
  const late = row('TX-late', 100, serverStart + 40_000);

  function lateCommit(clockOffsetMs: number | null, baseline: 'read' | 'failed') {
    let committed = false;
    const intent = run(SEND, {
      clockOffsetMs,
      ledger: [() => Promise.resolve(baseline === 'read' ? ok(baselineRows) : fail('network', 'x'))],
      send: () => Promise.resolve(fail('network', '网络连接超时，请重试!')),
      laterLedger: () => Promise.resolve(ok(committed ? [late, ...baselineRows] : baselineRows)),
    });
    return {
      intent,
      commit: () => {
        committed = true;
      },
    };
  }

  it('a phone 15 minutes fast, same origin: the late row is the intent, done', async () => {
    const { intent, commit } = lateCommit(-FAST, 'read');
    await settle();
    await intent.advance(3000);
    commit();
    await intent.advance(OUTCOME_CHECK_WINDOW_MS);
    expect(intent.output()).toMatchObject({
      status: 'done',
      entry: { key: 'TX-late' },
      intent: { serverStartedAt: serverStart },
    });
  });

  it("a phone 15 minutes fast, cross origin (no readable Date): the baseline's newest row is the bound, done", async () => {
    const { intent, commit } = lateCommit(null, 'read');
    await settle();
    await intent.advance(3000);
    commit();
    await intent.advance(OUTCOME_CHECK_WINDOW_MS);
    expect(intent.output()).toMatchObject({
      status: 'done',
      entry: { key: 'TX-late' },
      intent: { serverStartedAt: null, baselineAt: serverStart - 3_600_000 },
    });
  });

  it('a phone 15 minutes fast with no baseline, same origin: a later read shows the clock, done', async () => {
    const { intent, commit } = lateCommit(-FAST, 'failed');
    await settle();
    commit();
    await intent.advance(2000);
    expect(intent.output()).toMatchObject({ status: 'done', entry: { key: 'TX-late' } });
  });

  it('with no baseline and no server clock, never says not done: the check is unresolved', async () => {
    const { intent } = lateCommit(null, 'failed');
    await settle();
    await intent.advance(OUTCOME_CHECK_WINDOW_MS + 2000);
    expect(intent.output()).toBeNull();
    expect(intent.heard.map((event) => event.type)).toContain('intent.unresolved');
  });

  it('a right clock still says not done when nothing came, and done when it did', async () => {
    const nothing = run(SEND, {
      ledger: [() => Promise.resolve(ok(baselineRows))],
      send: () => Promise.resolve(fail('network', 'x')),
      laterLedger: () => Promise.resolve(ok(baselineRows)),
    });
    await settle();
    await nothing.advance(OUTCOME_CHECK_WINDOW_MS + 2000);
    expect(nothing.output()).toMatchObject({ status: 'notDone' });

    const landed = run(SEND, {
      ledger: [() => Promise.resolve(ok(baselineRows))],
      send: () => Promise.resolve(fail('network', 'x')),
      laterLedger: () => Promise.resolve(ok([row('TX', 100, START + 40_000), ...baselineRows])),
    });
    await settle();
    expect(landed.output()).toMatchObject({ status: 'done', entry: { key: 'TX' } });
  });

  it('a row dated before the server start (less its tolerance) is an old row, whatever the device says', async () => {
    const intent = run(SEND, {
      clockOffsetMs: -FAST,
      ledger: [() => Promise.resolve(fail('network', 'x'))],
      send: () => Promise.resolve(fail('network', 'x')),
      laterLedger: () => Promise.resolve(ok([row('old', 100, serverStart - SERVER_CLOCK_TOLERANCE_MS - 1000)])),
    });
    await settle();
    await intent.advance(OUTCOME_CHECK_WINDOW_MS + 2000);
    expect(intent.output()).toMatchObject({ status: 'notDone' });
  });
});

describe('a transfer row the server holds unsettled (state 0)', () => {
  const pendingRow = (key: string): LedgerEntry => ({ ...row(key), pending: true });

  it('keeps the check going and ends done when the row settles', async () => {
    let settled = false;
    const intent = run(SEND, {
      ledger: [() => Promise.resolve(ok([]))],
      send: () => Promise.resolve(fail('network', 'x')),
      laterLedger: () => Promise.resolve(ok([settled ? row('T1') : pendingRow('T1')])),
    });
    await settle();
    await intent.advance(10_000);
    expect(intent.output()).toBeNull();
    settled = true;
    await intent.advance(8000);
    expect(intent.output()).toMatchObject({ status: 'done', entry: { key: 'T1' } });
  });

  it('ends pending, never not done, when the row stays unsettled for the whole window', async () => {
    const intent = run(SEND, {
      ledger: [() => Promise.resolve(ok([]))],
      send: () => Promise.resolve(fail('network', 'x')),
      laterLedger: () => Promise.resolve(ok([pendingRow('T1')])),
    });
    await settle();
    await intent.advance(OUTCOME_CHECK_WINDOW_MS + 2000);
    expect(intent.output()).toMatchObject({ status: 'pending', entry: { key: 'T1', pending: true } });
    expect(intent.send).toHaveBeenCalledTimes(1);
  });

  it('ends pending when the row was seen and the last read failed', async () => {
    let reads = 0;
    const intent = run(SEND, {
      ledger: [() => Promise.resolve(ok([]))],
      send: () => Promise.resolve(fail('network', 'x')),
      laterLedger: () => {
        reads += 1;
        return Promise.resolve(reads === 1 ? ok([pendingRow('T1')]) : fail('network', 'x'));
      },
    });
    await settle();
    await intent.advance(OUTCOME_CHECK_WINDOW_MS + 2000);
    expect(intent.output()).toMatchObject({ status: 'pending', entry: { key: 'T1' } });
  });
});

describe('intentFailure', () => {
  const intent: StoredIntent = {
    key: 'k',
    startedAt: START,
    serverStartedAt: null,
    baselineAt: null,
    baseline: null,
    match: MATCH,
  };

  it('is the refusal of a refused intent, and the network failing otherwise', () => {
    expect(intentFailure(answered(intent, fail('server', '余额不足', 208)))).toEqual({
      kind: 'server',
      message: '余额不足',
      code: 208,
    });
    expect(intentFailure({ status: 'notDone', intent })).toEqual({ kind: 'network', message: '' });
  });
});
