import { describe, expect, it, type Mock, vi } from 'vitest';
import { type AnyEventObject, type AnyStateMachine, createActor, fromPromise, SimulatedClock } from 'xstate';
import type { DepositChannelFlags } from '../deposit/index.ts';
import { type DepositRequest, depositIntentMachine, depositMachine, depositMatch } from '../deposit/index.ts';
import { messages } from '../messages/index.ts';
import type { CallResult } from '../result/index.ts';
import { fail, ledgerPage, ok, settle } from '../testing/index.ts';
import {
  type TransferIntent,
  transferIntentMachine,
  transferMachine,
  transferMatch,
  type VenueBalance,
} from '../transfer/index.ts';
import type { WithdrawalAccount } from '../withdrawal/index.ts';
import {
  type WithdrawalDraft,
  withdrawalIntentMachine,
  withdrawalMachine,
  withdrawalMatch,
} from '../withdrawal/index.ts';
import { OUTCOME_CHECK_WINDOW_MS, type StoredIntent } from './intent.machine.ts';
import { type LedgerEntry, outcomeMessages, resendQuestion } from './outcome.ts';

// The money intent's behaviour on every money screen, once (each screen's `submitting` state around
// `intent.machine.ts`): each screen's own rules stay in its own test file. The screens run on a simulated clock
// with their calls answered as each test tells.
const NOW = Date.UTC(2026, 10, 22, 4, 0, 0);
const never = <T>(): Promise<T> => new Promise<T>(() => {});

/** An intent as a screen keeps it (its `PendingX`): the intent and the draft it sent. */
type KeptIntent<K> = { intent: StoredIntent; draft: K };

type Answer<T> = () => Promise<CallResult<T>>;

type Options = {
  send?: Answer<unknown>[];
  ledger?: () => Promise<CallResult<readonly LedgerEntry[]>>;
  confirm?: boolean[];
  pending?: KeptIntent<unknown>;
};

/** What a test needs of a screen: its calls, its effects and how to fill its form. */
type Driven = {
  send: Mock<(request: unknown, key: string) => Promise<CallResult<unknown>>>;
  readLedger: Mock<() => Promise<CallResult<readonly LedgerEntry[]>>>;
  confirm: Mock<(message: string) => Promise<boolean>>;
  effects: Record<'notify' | 'notifySuccess' | 'celebrate' | 'navigate', Mock<(text: string) => void>> &
    Record<'refreshBalance' | 'clearIntent', Mock<() => void>> & { saveIntent: Mock<(kept: unknown) => void> };
  actor: {
    send: (event: AnyEventObject) => void;
    getSnapshot: () => { hasTag(tag: string): boolean; context: object };
  };
};

type Screen = {
  name: string;
  /** The screen's machine with its own calls answered well and the intent's as told. */
  machine: (driven: Omit<Driven, 'actor'>, keys: () => string) => AnyStateMachine;
  input: (pending: KeptIntent<unknown> | undefined) => object;
  /** Fills a good form for `amount` (as typed), the screen's own events. */
  fill: (actor: Driven['actor'], amount: string) => void;
  /** The amount as the intent sends it. */
  sent: (amount: string) => string;
  /** The ledger row a made intent of `amount` adds. */
  row: (key: string, amount: number) => LedgerEntry;
  /** A kept intent of 200 to resume. */
  kept: KeptIntent<unknown>;
  /** Whether the screen went on as after a made intent (`key`: the record's number, for the deposit's page). */
  expectMade: (driven: Driven, key: string) => void;
};

function effectsOf(): Driven['effects'] {
  return {
    notify: vi.fn(),
    notifySuccess: vi.fn(),
    celebrate: vi.fn(),
    navigate: vi.fn(),
    refreshBalance: vi.fn(),
    clearIntent: vi.fn(),
    saveIntent: vi.fn(),
  };
}

const stamp = (keys: () => string) => fromPromise(async () => ({ key: keys(), at: NOW }));

const depositDraft: DepositRequest = { channel: 'wechat', amount: '200.00', protocol: null, bank: null };
const withdrawalDraft: WithdrawalDraft = { method: 1, accountId: 11, amount: '200.00' };
const transferDraft: TransferIntent = {
  kind: 'transfer',
  request: { source: 'userbalance', target: 'ag', amount: '200' },
};
const keptOf = <K>(draft: K, match: KeptIntent<K>['intent']['match']): KeptIntent<K> => ({
  intent: { key: 'kept', startedAt: NOW, serverStartedAt: null, baselineAt: null, baseline: [], match },
  draft,
});

const SCREENS: Screen[] = [
  {
    name: 'deposit',
    machine: ({ send, readLedger, confirm, effects }, keys) =>
      depositMachine.provide({
        actors: {
          fetchPayWays: fromPromise(() => Promise.resolve(ok<DepositChannelFlags>({ wechat: 1 }))),
          fetchAccounts: fromPromise(() => Promise.resolve(ok(3))),
          fetchRange: fromPromise(() => Promise.resolve(ok({ min: 100, max: 5000 }))),
          intent: depositIntentMachine.provide({
            actors: {
              stamp: stamp(keys),
              readLedger: fromPromise(async () => ledgerPage(await readLedger())),
              send: fromPromise(
                ({ input }) => send(input.request, input.key) as Promise<CallResult<{ depositNo: string }>>,
              ),
            },
          }),
          confirmResend: fromPromise(({ input }) => confirm(input.message)),
        },
        actions: {
          notify: (_, { message }) => effects.notify(message),
          celebrate: (_, { message }) => effects.celebrate(message),
          navigate: (_, { to }) => effects.navigate(to),
          refreshBalance: () => effects.refreshBalance(),
          saveIntent: (_, kept) => effects.saveIntent(kept),
          clearIntent: () => effects.clearIntent(),
        },
      }),
    input: (pending) => ({ usdtRate: 7.2, pending }),
    fill: (actor, amount) => actor.send({ type: 'field.change', field: 'amount', value: amount }),
    sent: (amount) => `${amount}.00`,
    row: (key, amount) => ({ key, amount, platform: '', at: NOW + 1000 }),
    kept: keptOf(depositDraft, depositMatch(depositDraft)),
    expectMade: ({ effects }, key) =>
      expect(effects.navigate).toHaveBeenCalledExactlyOnceWith(`/payInfo?deposit_no=${key}`),
  },
  {
    name: 'withdrawal',
    machine: ({ send, readLedger, confirm, effects }, keys) =>
      withdrawalMachine.provide({
        actors: {
          fetchAccounts: fromPromise(() =>
            Promise.resolve(
              ok<readonly WithdrawalAccount[]>([
                { id: 11, bank: '中国银行', number: '6217850000001234', owner: '张三' },
              ]),
            ),
          ),
          fetchTurnover: fromPromise(() => Promise.resolve(ok(0))),
          intent: withdrawalIntentMachine.provide({
            actors: {
              stamp: stamp(keys),
              readLedger: fromPromise(async () => ledgerPage(await readLedger())),
              send: fromPromise(({ input }) => send(input.request, input.key)),
            },
          }),
          confirmResend: fromPromise(({ input }) => confirm(input.message)),
        },
        actions: {
          notify: (_, { message }) => effects.notify(message),
          notifySuccess: (_, { message }) => effects.notifySuccess(message),
          navigate: (_, { to }) => effects.navigate(to),
          refreshBalance: () => effects.refreshBalance(),
          saveIntent: (_, kept) => effects.saveIntent(kept),
          clearIntent: () => effects.clearIntent(),
        },
      }),
    input: (pending) => ({ pending }),
    fill: (actor, amount) => {
      actor.send({ type: 'account.select', id: 11 });
      actor.send({ type: 'amount.change', value: amount });
      actor.send({ type: 'payPassword.change', value: '123456' });
    },
    sent: (amount) => `${amount}.00`,
    row: (key, amount) => ({ key, amount, platform: '', at: NOW + 1000 }),
    kept: keptOf(withdrawalDraft, withdrawalMatch(withdrawalDraft)),
    expectMade: ({ effects }) =>
      expect(effects.notifySuccess).toHaveBeenCalledExactlyOnceWith('提交成功，等待后台审核'),
  },
  {
    name: 'transfer',
    machine: ({ send, readLedger, confirm, effects }, keys) =>
      transferMachine.provide({
        actors: {
          fetchVenues: fromPromise(() =>
            Promise.resolve(ok<readonly VenueBalance[]>([{ platform: 'ag', name: 'AG真人', balance: 520 }])),
          ),
          pollVenues: fromPromise(() => never()),
          intent: transferIntentMachine.provide({
            actors: {
              stamp: stamp(keys),
              readLedger: fromPromise(async () => ledgerPage(await readLedger())),
              send: fromPromise(({ input }) => send(input.request, input.key)),
            },
          }),
          confirmResend: fromPromise(({ input }) => confirm(input.message)),
        },
        actions: {
          notify: (_, { message }) => effects.notify(message),
          notifySuccess: (_, { message }) => effects.notifySuccess(message),
          refreshBalance: () => effects.refreshBalance(),
          saveIntent: (_, kept) => effects.saveIntent(kept),
          clearIntent: () => effects.clearIntent(),
        },
      }),
    input: (pending) => ({ seamless: false, pending }),
    fill: (actor, amount) => {
      actor.send({ type: 'picker.open', side: 'target' });
      actor.send({ type: 'wallet.choose', platform: 'ag' });
      actor.send({ type: 'amount.change', value: amount });
    },
    sent: (amount) => amount,
    row: (key, amount) => ({ key, amount, platform: 'ag', at: NOW + 1000 }),
    kept: keptOf(transferDraft, transferMatch(transferDraft)),
    expectMade: ({ effects }) => expect(effects.notifySuccess).toHaveBeenCalledExactlyOnceWith(outcomeMessages.done),
  },
];

function start(screen: Screen, options: Options = {}) {
  const sends = [...(options.send ?? [])];
  const answers = [...(options.confirm ?? [])];
  let keys = 0;
  const driven: Omit<Driven, 'actor'> = {
    send: vi.fn(() => sends.shift()?.() ?? never<CallResult<unknown>>()),
    readLedger: vi.fn(options.ledger ?? (() => Promise.resolve(ok<readonly LedgerEntry[]>([])))),
    confirm: vi.fn(() => Promise.resolve(answers.shift() ?? false)),
    effects: effectsOf(),
  };
  const clock = new SimulatedClock();
  clock.set(NOW);
  const machine = screen.machine(driven, () => {
    keys += 1;
    return `key-${keys}`;
  });
  const actor = createActor(machine, { clock, input: screen.input(options.pending) }).start();
  const tags = () => {
    const snapshot = actor.getSnapshot();
    return {
      busy: snapshot.hasTag('busy'),
      checking: snapshot.hasTag('checking'),
      unresolved: snapshot.hasTag('unresolved'),
    };
  };
  const advance = async (ms: number) => {
    // In steps, so reads that answer at once schedule their next wait from the clock's time then.
    for (let passed = 0; passed < ms; passed += 500) {
      clock.increment(500);
      await settle();
    }
  };
  const submit = async (amount = '200') => {
    screen.fill(actor, amount);
    actor.send({ type: 'submit' });
    await settle();
  };
  const all = { ...driven, actor } satisfies Driven;
  return { ...all, driven: all, tags, advance, submit, elapsed: () => actor.getSnapshot().context.checkElapsedMs };
}

const lost = () => Promise.resolve(fail('network', '网络连接超时，请重试!'));

describe.each(SCREENS)('the money intent on the $name screen', (screen) => {
  it('sends one request however often it is tapped, and keeps the intent (never a password) while it is open', async () => {
    const { actor, send, effects, tags, submit } = start(screen);
    await settle();
    await submit();
    for (let tap = 0; tap < 3; tap += 1) actor.send({ type: 'submit' });
    await settle();
    expect(send).toHaveBeenCalledTimes(1);
    expect(send).toHaveBeenCalledWith(expect.anything(), 'key-1');
    expect(effects.saveIntent).toHaveBeenCalledExactlyOnceWith({
      intent: expect.objectContaining({ key: 'key-1', startedAt: NOW, baseline: [] }),
      draft: screen.kept.draft,
    });
    expect(JSON.stringify(effects.saveIntent.mock.calls)).not.toContain('123456');
    expect(tags()).toEqual({ busy: true, checking: false, unresolved: false });
  });

  it('toasts a refusal in the server words, reads the records only before sending, and forgets the intent', async () => {
    const { send, readLedger, effects, tags, submit } = start(screen, {
      send: [() => Promise.resolve(fail('server', '余额不足', 201)), () => Promise.resolve(fail('unauthorized', ''))],
    });
    await settle();
    await submit();
    expect(effects.notify).toHaveBeenLastCalledWith('余额不足');
    expect(tags().busy).toBe(false);
    expect(readLedger).toHaveBeenCalledTimes(1);
    expect(effects.refreshBalance).not.toHaveBeenCalled();
    expect(effects.clearIntent).toHaveBeenCalledTimes(1);
    // A refusal is an answer: the next tap sends again, without asking; a 401 without words says the network failed.
    await submit();
    expect(send).toHaveBeenCalledTimes(2);
    expect(effects.notify).toHaveBeenLastCalledWith(messages['auth.networkError']);
  });

  it('never resends an unanswered intent: it checks with the seconds and ends made when the row lands late', async () => {
    let committed = false;
    const { actor, send, readLedger, effects, tags, advance, submit, elapsed, driven } = start(screen, {
      send: [lost],
    });
    readLedger.mockImplementation(() => Promise.resolve(ok(committed ? [screen.row('R1', 200)] : [])));
    await settle();
    await submit();
    expect(effects.notify).toHaveBeenCalledWith(outcomeMessages.checking);
    expect(effects.refreshBalance).toHaveBeenCalledTimes(1);
    expect(tags()).toEqual({ busy: true, checking: true, unresolved: false });
    await advance(12_000);
    expect(elapsed()).toBe(12_000);
    actor.send({ type: 'submit' });
    await settle();
    committed = true;
    await advance(8000);
    expect(send).toHaveBeenCalledTimes(1);
    screen.expectMade(driven, 'R1');
    expect(effects.clearIntent).toHaveBeenCalled();
    expect(tags().checking).toBe(false);
  });

  it('says "not done" only after the whole window; the next tap asks first, and the same form goes with its key', async () => {
    const { send, confirm, effects, tags, advance, submit } = start(screen, {
      send: [() => Promise.resolve(fail('contract', '服务器数据异常，请稍后重试')), () => never()],
      confirm: [false, true],
    });
    await settle();
    await submit();
    await advance(OUTCOME_CHECK_WINDOW_MS - 5000);
    expect(effects.notify).not.toHaveBeenCalledWith(outcomeMessages.notDone);
    expect(tags().checking).toBe(true);
    await advance(10_000);
    expect(effects.notify).toHaveBeenLastCalledWith(outcomeMessages.notDone);
    expect(tags()).toEqual({ busy: false, checking: false, unresolved: false });
    await submit();
    expect(confirm).toHaveBeenCalledExactlyOnceWith(resendQuestion(screen.sent('200')));
    expect(send).toHaveBeenCalledTimes(1);
    expect(tags().busy).toBe(false);
    await submit();
    expect(send).toHaveBeenCalledTimes(2);
    expect(send).toHaveBeenLastCalledWith(expect.anything(), 'key-1');
  });

  it('asks after "not done" for a changed form too, which goes with a new key', async () => {
    const { send, confirm, advance, submit } = start(screen, { send: [lost, () => never()], confirm: [true] });
    await settle();
    await submit();
    await advance(OUTCOME_CHECK_WINDOW_MS + 5000);
    await submit('300');
    expect(confirm).toHaveBeenCalledExactlyOnceWith(resendQuestion(screen.sent('300')));
    expect(send).toHaveBeenLastCalledWith(expect.anything(), 'key-2');
  });

  it('stays unresolved while the records cannot be read for a window; a tap or recheck reads them again, never sends', async () => {
    let readable = false;
    const { actor, send, effects, tags, advance, submit, driven } = start(screen, {
      send: [() => Promise.reject(new Error('lost'))],
      ledger: () =>
        readable ? Promise.resolve(ok([screen.row('R2', 200)])) : Promise.resolve(fail('server', '错误', 500)),
    });
    await settle();
    await submit();
    await advance(OUTCOME_CHECK_WINDOW_MS + 10_000);
    expect(effects.notify).toHaveBeenLastCalledWith(outcomeMessages.unknown);
    expect(tags()).toEqual({ busy: false, checking: false, unresolved: true });
    actor.send({ type: 'submit' });
    expect(tags()).toEqual({ busy: true, checking: true, unresolved: false });
    await advance(OUTCOME_CHECK_WINDOW_MS + 10_000);
    expect(tags().unresolved).toBe(true);
    readable = true;
    actor.send({ type: 'outcome.recheck' });
    await settle();
    expect(send).toHaveBeenCalledTimes(1);
    screen.expectMade(driven, 'R2');
  });

  it('judges by the time without the read before: a new row of the amount is the intent', async () => {
    const { readLedger, send, submit, driven } = start(screen, { send: [lost] });
    readLedger.mockRejectedValueOnce(new Error('x')).mockResolvedValue(ok([screen.row('R3', 200)]));
    await settle();
    await submit();
    expect(send).toHaveBeenCalledTimes(1);
    screen.expectMade(driven, 'R3');
  });

  it('resumes a kept intent straight into its check, sending nothing', async () => {
    const { send, tags, driven } = start(screen, {
      pending: screen.kept,
      ledger: () => Promise.resolve(ok([screen.row('K1', 200)])),
    });
    expect(tags()).toEqual({ busy: true, checking: true, unresolved: false });
    await settle();
    expect(send).not.toHaveBeenCalled();
    screen.expectMade(driven, 'K1');
  });

  it('ignores a recheck while nothing is unresolved', async () => {
    const { actor, readLedger } = start(screen);
    await settle();
    actor.send({ type: 'outcome.recheck' });
    await settle();
    expect(readLedger).not.toHaveBeenCalled();
  });
});
