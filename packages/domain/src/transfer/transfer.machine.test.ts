import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import type { LedgerEntry, LedgerQuery } from '../money/index.ts';
import { OUTCOME_CHECK_WINDOW_MS, outcomeMessages, resendQuestion } from '../money/index.ts';
import type { CallResult } from '../result/index.ts';
import { fail, ledgerPage, ok, settle } from '../testing/index.ts';
import { connectTransfer } from './transfer.connect.ts';
import { type PendingTransfer, transferIntentMachine, transferMachine, type VenueBalance } from './transfer.machine.ts';
import { type TransferRequest, VENUE_BALANCE_POLL_MS } from './transfer.rules.ts';

const VENUES: VenueBalance[] = [
  { platform: 'ag', name: 'AG真人', balance: 520 },
  { platform: 'pg', name: 'PG电子', balance: 136.5 },
  { platform: 'ky', name: '开元棋牌', balance: 88 },
  { platform: 'im', name: 'IM体育', balance: 25.75 },
];
const NOW = Date.UTC(2026, 10, 22, 4, 0, 0);
const entry = (key: string, amount: number, platform: string): LedgerEntry => ({
  key,
  amount,
  platform,
  at: NOW + 1000,
});

type Answer<T> = () => Promise<CallResult<T>>;
const never = <T>(): Promise<T> => new Promise<T>(() => {});

function start(
  options: {
    seamless?: boolean;
    venues?: Answer<readonly VenueBalance[]>[];
    poll?: Answer<readonly VenueBalance[]>;
    transfer?: Answer<unknown>[];
    ledger?: Answer<readonly LedgerEntry[]>[];
    recover?: Answer<unknown>[];
    seamlessAnswer?: Answer<unknown>;
    venue?: Answer<VenueBalance>;
    refresh?: Answer<unknown>;
    pending?: PendingTransfer;
    confirm?: boolean[];
  } = {},
) {
  const venueAnswers = [...(options.venues ?? [])];
  const transfers = [...(options.transfer ?? [])];
  const ledgers = [...(options.ledger ?? [])];
  const recovers = [...(options.recover ?? [])];
  const fetchVenues = vi.fn(() => venueAnswers.shift()?.() ?? Promise.resolve(ok<readonly VenueBalance[]>(VENUES)));
  const pollVenues = vi.fn(options.poll ?? (() => Promise.resolve(ok<readonly VenueBalance[]>(VENUES))));
  const submitTransfer = vi.fn(
    (_: TransferRequest, _key?: string) => transfers.shift()?.() ?? never<CallResult<unknown>>(),
  );
  const readLedger = vi.fn((_: LedgerQuery) => ledgers.shift()?.() ?? Promise.resolve(ok<readonly LedgerEntry[]>([])));
  const recoverAll = vi.fn((_key?: string) => recovers.shift()?.() ?? never<CallResult<unknown>>());
  const answers = [...(options.confirm ?? [])];
  const confirmResend = vi.fn((_: string) => Promise.resolve(answers.shift() ?? false));
  const saveIntent = vi.fn<(pending: PendingTransfer) => void>();
  const clearIntent = vi.fn();
  let keys = 0;
  const setSeamless = vi.fn((_: { on: boolean }) => options.seamlessAnswer?.() ?? Promise.resolve(ok('', '申请成功')));
  const fetchVenue = vi.fn(
    (_: { platform: string }) =>
      options.venue?.() ?? Promise.resolve(ok<VenueBalance>({ platform: 'pg', name: 'PG电子', balance: 200 })),
  );
  const refreshMoney = vi.fn(options.refresh ?? (() => Promise.resolve(ok({}))));
  const notify = vi.fn<(message: string) => void>();
  const notifySuccess = vi.fn<(message: string) => void>();
  const refreshBalance = vi.fn();
  const saveSeamless = vi.fn<(on: boolean) => void>();
  const clock = new SimulatedClock();
  const machine = transferMachine.provide({
    actors: {
      fetchVenues: fromPromise(() => fetchVenues()),
      pollVenues: fromPromise(() => pollVenues()),
      intent: transferIntentMachine.provide({
        actors: {
          stamp: fromPromise(async () => {
            keys += 1;
            return { key: `key-${keys}`, at: NOW };
          }),
          readLedger: fromPromise(async ({ input }) => ledgerPage(await readLedger(input))),
          send: fromPromise(({ input }) =>
            input.request.kind === 'recover' ? recoverAll(input.key) : submitTransfer(input.request.request, input.key),
          ),
        },
      }),
      confirmResend: fromPromise(({ input }) => confirmResend(input.message)),
      setSeamless: fromPromise(({ input }) => setSeamless(input)),
      fetchVenue: fromPromise(({ input }) => fetchVenue(input)),
      refreshMoney: fromPromise(() => refreshMoney()),
    },
    actions: {
      notify: (_, { message }) => notify(message),
      notifySuccess: (_, { message }) => notifySuccess(message),
      refreshBalance: () => refreshBalance(),
      saveSeamless: (_, { on }) => saveSeamless(on),
      saveIntent: (_, pending) => saveIntent(pending),
      clearIntent: () => clearIntent(),
    },
  });
  const actor = createActor(machine, {
    input: { seamless: options.seamless ?? false, pending: options.pending },
    clock,
  }).start();
  const vm = () => connectTransfer(actor.getSnapshot(), actor.send, 8888);
  const advance = async (ms: number) => {
    for (let passed = 0; passed < ms; passed += Math.min(500, ms - passed)) {
      clock.increment(Math.min(500, ms - passed));
      await settle();
    }
  };
  const fill = (target = 'ag', amount = '100') => {
    vm().openPicker('target');
    vm().choose(target);
    vm().setAmount(amount);
  };
  return {
    actor,
    vm,
    fill,
    advance,
    fetchVenues,
    pollVenues,
    submitTransfer,
    readLedger,
    recoverAll,
    confirmResend,
    saveIntent,
    clearIntent,
    setSeamless,
    fetchVenue,
    refreshMoney,
    notify,
    notifySuccess,
    refreshBalance,
    saveSeamless,
  };
}

describe('transferMachine: the wallets', () => {
  it('lists the platform wallet first, 4 at a time, with placeholders until they are read', async () => {
    const { vm } = start();
    expect(vm().venuesLoading).toBe(true);
    expect(vm().wallets.map((wallet) => wallet.name)).toEqual(['平台钱包']);
    await settle();
    expect(vm().wallets.map((wallet) => wallet.platform)).toEqual(['userbalance', 'ag', 'pg', 'ky']);
    expect(vm().wallets[0]).toMatchObject({ balance: 8888, isPlatform: true });
    expect(vm().expandable).toBe(true);
    vm().toggleList();
    expect(vm().wallets).toHaveLength(5);
    vm().toggleList();
    expect(vm().wallets).toHaveLength(4);
  });

  it('polls the venues every 1.5 s while it runs, pauses while hidden, and stops when the screen goes', async () => {
    const { actor, advance, pollVenues, vm } = start({
      poll: () => Promise.resolve(ok([{ platform: 'ag', name: 'AG真人', balance: 1 }])),
    });
    await settle();
    expect(pollVenues).toHaveBeenCalledTimes(1);
    expect(vm().wallets[1]?.balance).toBe(1);
    await advance(VENUE_BALANCE_POLL_MS);
    expect(pollVenues).toHaveBeenCalledTimes(2);
    actor.send({ type: 'visibility.hide' });
    await advance(VENUE_BALANCE_POLL_MS * 3);
    expect(pollVenues).toHaveBeenCalledTimes(2);
    actor.send({ type: 'visibility.show' });
    await settle();
    expect(pollVenues).toHaveBeenCalledTimes(3);
    actor.stop();
    await advance(VENUE_BALANCE_POLL_MS * 3);
    expect(pollVenues).toHaveBeenCalledTimes(3);
  });

  it('says why the venues are missing, toasts a server refusal, and retries', async () => {
    const { vm, notify, fetchVenues, pollVenues } = start({
      venues: [() => Promise.resolve(fail('server', '系统繁忙', 500)), () => Promise.reject(new Error('x'))],
    });
    await settle();
    expect(vm().venuesError).toBe('系统繁忙');
    expect(notify).toHaveBeenCalledWith('系统繁忙');
    expect(pollVenues).not.toHaveBeenCalled();
    vm().retryVenues();
    await settle();
    expect(vm().venuesError).toBe('加载失败');
    vm().retryVenues();
    await settle();
    expect(fetchVenues).toHaveBeenCalledTimes(3);
    expect(vm().venuesError).toBeNull();
  });

  it('reads one wallet again on its own, showing it as being read meanwhile', async () => {
    let answer: CallResult<VenueBalance> = ok({ platform: 'pg', name: 'PG电子', balance: 200 });
    const { vm, fetchVenue, notify, actor } = start({ venue: () => Promise.resolve(answer) });
    await settle();
    actor.send({ type: 'visibility.hide' });
    vm().refreshWallet('pg');
    expect(vm().wallets[2]?.balance).toBeNull();
    await settle();
    expect(fetchVenue).toHaveBeenCalledWith({ platform: 'pg' });
    expect(vm().wallets[2]?.balance).toBe(200);
    vm().refreshWallet('userbalance');
    expect(fetchVenue).toHaveBeenCalledTimes(1);
    answer = fail('server', '游戏平台不存在', 500);
    vm().refreshWallet('pg');
    await settle();
    expect(notify).toHaveBeenLastCalledWith('游戏平台不存在');
  });
});

describe('transferMachine: the seamless switch', () => {
  it('switches, keeps it locally and says so; the form goes away while it is on', async () => {
    const { vm, setSeamless, saveSeamless, notifySuccess, submitTransfer } = start();
    await settle();
    vm().toggleSeamless();
    expect(vm().switching).toBe(true);
    await settle();
    expect(setSeamless).toHaveBeenCalledWith({ on: true });
    expect(saveSeamless).toHaveBeenCalledWith(true);
    expect(notifySuccess).toHaveBeenCalledWith('申请成功');
    expect(vm().seamless).toBe(true);
    vm().openPicker('target');
    vm().openSheet('ag');
    vm().submit();
    expect(vm()).toMatchObject({ picker: null, sheet: null });
    expect(submitTransfer).not.toHaveBeenCalled();
  });

  it('keeps the switch as it was when the server refuses', async () => {
    const { vm, notify } = start({
      seamless: true,
      seamlessAnswer: () => Promise.resolve(fail('server', '操作失败', 500)),
    });
    await settle();
    vm().toggleSeamless();
    await settle();
    expect(notify).toHaveBeenCalledWith('操作失败');
    expect(vm().seamless).toBe(true);
  });

  it('survives a switch call that throws', async () => {
    const { vm, notify } = start({ seamlessAnswer: () => Promise.reject(new Error('x')) });
    await settle();
    vm().toggleSeamless();
    await settle();
    expect(notify).toHaveBeenCalledWith('网络异常，请检查网络后重试！');
  });
});

describe('transferMachine: the form', () => {
  it('starts from the platform wallet; changing the source clears the amount', async () => {
    const { vm } = start();
    await settle();
    expect(vm().source).toEqual({ platform: 'userbalance', name: '平台钱包' });
    expect(vm().target).toBeNull();
    // The point stays (never 125): the check refuses decimals in whole yuan with its own words.
    vm().setAmount('12.5元');
    expect(vm().amount).toBe('12.5');
    vm().openPicker('source');
    expect(vm().picker).toBe('source');
    vm().choose('userbalance');
    expect(vm().amount).toBe('12.5');
    vm().openPicker('source');
    vm().choose('ag');
    expect(vm()).toMatchObject({ amount: '', picker: null, source: { platform: 'ag', name: 'AG真人' } });
    vm().openPicker('target');
    vm().closePicker();
    expect(vm().picker).toBeNull();
  });

  it('最大金额 takes the source wallet in whole yuan', async () => {
    const { vm } = start();
    await settle();
    vm().fillMax();
    expect(vm().amount).toBe('8888');
    vm().openPicker('source');
    vm().choose('pg');
    vm().fillMax();
    expect(vm().amount).toBe('136');
    vm().openPicker('source');
    vm().choose('nowhere');
    vm().fillMax();
    expect(vm().amount).toBe('');
  });

  it.each<[string, () => void, string]>([['an amount', () => {}, '请输入操作金额！']])(
    'checks %s first',
    async (_case, _arrange, message) => {
      const { vm, notify } = start();
      await settle();
      vm().submit();
      expect(notify).toHaveBeenLastCalledWith(message);
      expect(vm().fieldError('amount')).toBe(message);
      vm().setAmount('5');
      expect(vm().fieldError('amount')).toBeUndefined();
    },
  );

  it('then the platform wallet on one side, then a target', async () => {
    const { vm, notify, submitTransfer } = start();
    await settle();
    vm().setAmount('100');
    vm().submit();
    expect(notify).toHaveBeenLastCalledWith('请选择转入平台');
    vm().openPicker('source');
    vm().choose('ag');
    vm().setAmount('100');
    vm().openPicker('target');
    vm().choose('pg');
    vm().submit();
    expect(notify).toHaveBeenLastCalledWith('场馆内钱包不支持互转');
    expect(vm().fieldError('target')).toBe('场馆内钱包不支持互转');
    expect(submitTransfer).not.toHaveBeenCalled();
  });

  it('sends one transfer however often it is tapped, then refreshes the money and reloads the list', async () => {
    const { vm, fill, submitTransfer, readLedger, notifySuccess, refreshBalance, fetchVenues } = start({
      transfer: [() => Promise.resolve(ok({ balance: 8788 }, '转账成功'))],
    });
    await settle();
    fill('ag', '100');
    for (let tap = 0; tap < 5; tap += 1) vm().submit();
    expect(vm().busy).toBe(true);
    await settle();
    expect(readLedger).toHaveBeenCalledWith({ ledger: 'transfersIn', platform: 'ag' });
    expect(submitTransfer).toHaveBeenCalledTimes(1);
    expect(submitTransfer).toHaveBeenCalledWith({ source: 'userbalance', target: 'ag', amount: '100' }, 'key-1');
    expect(notifySuccess).toHaveBeenCalledWith('转账成功');
    expect(refreshBalance).toHaveBeenCalledTimes(1);
    expect(fetchVenues).toHaveBeenCalledTimes(2);
    expect(vm().amount).toBe('');
  });

  it('a refusal toasts the server words and keeps the amount', async () => {
    const { vm, fill, notify } = start({
      transfer: [() => Promise.resolve(fail('server', '余额不足', 210)), () => Promise.resolve(ok({}, ''))],
    });
    await settle();
    fill();
    vm().submit();
    await settle();
    expect(notify).toHaveBeenLastCalledWith('余额不足');
    expect(vm()).toMatchObject({ amount: '100', busy: false });
  });

  it('words a success without a message as generic', async () => {
    const { vm, fill, notifySuccess } = start({ transfer: [() => Promise.resolve(ok({}, ''))] });
    await settle();
    fill();
    vm().submit();
    await settle();
    expect(notifySuccess).toHaveBeenCalledWith('操作成功！');
  });
});

describe('transferMachine: the quota sheet', () => {
  it('moves money into the venue (0) or out of it (1), checking only that an amount is there', async () => {
    const { vm, notify, submitTransfer } = start({
      transfer: [() => Promise.resolve(ok({}, '转账成功')), () => Promise.resolve(ok({}, '转账成功'))],
    });
    await settle();
    vm().openSheet('pg');
    expect(vm().sheet).toMatchObject({ name: 'PG电子', platformBalance: 8888, venueBalance: 136.5, direction: 0 });
    vm().submitSheet();
    expect(notify).toHaveBeenLastCalledWith('请输入操作金额！');
    expect(vm().fieldError('sheetAmount')).toBe('请输入操作金额！');
    vm().setSheetAmount('50');
    expect(vm().fieldError('sheetAmount')).toBeUndefined();
    vm().submitSheet();
    await settle();
    expect(submitTransfer).toHaveBeenLastCalledWith({ source: 'userbalance', target: 'pg', amount: '50' }, 'key-1');
    expect(vm().sheet).toBeNull();
    vm().openSheet('pg');
    vm().setDirection(1);
    vm().setSheetAmount('30');
    vm().submitSheet();
    await settle();
    expect(submitTransfer).toHaveBeenLastCalledWith({ source: 'pg', target: 'userbalance', amount: '30' }, 'key-2');
    // Whole yuan only: 10.5 is refused with its reason, 10.00 goes as 10.
    vm().openSheet('pg');
    vm().setSheetAmount('10.5');
    vm().submitSheet();
    expect(notify).toHaveBeenLastCalledWith('转账金额只能是整数元');
    vm().setSheetAmount('１０.00');
    vm().submitSheet();
    await settle();
    expect(submitTransfer).toHaveBeenLastCalledWith({ source: 'userbalance', target: 'pg', amount: '10' }, 'key-3');
  });

  it("refuses 0 (and 00, ０) with the form's reason, never sending what the backend refuses as invalid", async () => {
    const { vm, notify, submitTransfer } = start();
    await settle();
    vm().openSheet('pg');
    for (const zero of ['0', '00', '０', '0.00']) {
      vm().setSheetAmount(zero);
      vm().submitSheet();
      await settle();
      expect(notify).toHaveBeenLastCalledWith('请输入操作金额！');
      expect(vm().fieldError('sheetAmount')).toBe('请输入操作金额！');
    }
    vm().setDirection(1);
    vm().setSheetAmount('0');
    vm().submitSheet();
    await settle();
    expect(notify).toHaveBeenLastCalledWith('请输入操作金额！');
    expect(submitTransfer).not.toHaveBeenCalled();
  });

  it('refuses 100.50 in the form with its reason, never sending 10050 or 100', async () => {
    const { vm, fill, notify, submitTransfer } = start();
    await settle();
    fill('ag', '100.50');
    expect(vm().amount).toBe('100.50');
    vm().submit();
    await settle();
    expect(notify).toHaveBeenLastCalledWith('转账金额只能是整数元');
    expect(submitTransfer).not.toHaveBeenCalled();
  });

  it('ignores sheet edits without a sheet and closes on request', async () => {
    const { vm, notify } = start();
    await settle();
    vm().setDirection(1);
    vm().setSheetAmount('5');
    vm().submitSheet();
    expect(vm().sheet).toBeNull();
    expect(notify).not.toHaveBeenCalled();
    vm().openSheet('ag');
    vm().closeSheet();
    expect(vm().sheet).toBeNull();
  });
});

describe('transferMachine: an answer that never comes', () => {
  const before = [entry('a', 50, 'ag')];

  it('keeps reading through the window; the late row of that venue ends it done', async () => {
    let committed = false;
    const { vm, fill, advance, notifySuccess, submitTransfer, readLedger } = start({
      transfer: [() => Promise.resolve(fail('network', '网络连接超时，请重试!'))],
    });
    readLedger.mockImplementation(() =>
      Promise.resolve(ok(committed ? [entry('b', 100, 'ag'), ...before] : [entry('c', 100, 'pg'), ...before])),
    );
    await settle();
    fill('ag', '100');
    vm().submit();
    await settle();
    await advance(20_000);
    expect(vm()).toMatchObject({ checking: true, outcomeLabel: '核实中…已核实20秒' });
    committed = true;
    await advance(8000);
    expect(notifySuccess).toHaveBeenCalledWith(outcomeMessages.done);
    expect(submitTransfer).toHaveBeenCalledTimes(1);
  });

  it('a row the server holds in state 0 for the whole window is pending: told so, cleared, never offered again', async () => {
    const {
      vm,
      fill,
      advance,
      notify,
      notifySuccess,
      submitTransfer,
      confirmResend,
      clearIntent,
      refreshBalance,
      readLedger,
    } = start({ transfer: [() => Promise.resolve(fail('network', '网络连接超时，请重试!')), () => never()] });
    // The backend reserved the row (upper-case venue, state 0) and the aggregator has not answered.
    const reserved: LedgerEntry = { ...entry('r', 100, 'AG'), pending: true };
    let reservedYet = false;
    readLedger.mockImplementation(() => Promise.resolve(ok(reservedYet ? [reserved, ...before] : before)));
    await settle();
    fill('ag', '100');
    vm().submit();
    await settle();
    reservedYet = true;
    await advance(OUTCOME_CHECK_WINDOW_MS + 5000);
    expect(notify).toHaveBeenLastCalledWith(outcomeMessages.pending);
    expect(notify).not.toHaveBeenCalledWith(outcomeMessages.notDone);
    expect(notifySuccess).not.toHaveBeenCalled();
    expect(clearIntent).toHaveBeenCalled();
    expect(refreshBalance).toHaveBeenCalled();
    expect(vm()).toMatchObject({ amount: '', busy: false });
    fill('ag', '100');
    vm().submit();
    await settle();
    // No "not done" to ask about: the next transfer is a new intent with a new key.
    expect(confirmResend).not.toHaveBeenCalled();
    expect(submitTransfer).toHaveBeenLastCalledWith({ source: 'userbalance', target: 'ag', amount: '100' }, 'key-2');
  });
});

describe('transferMachine: recover all and refresh', () => {
  it('recovers, toasts the server words, reloads the list and refreshes the money', async () => {
    const { vm, recoverAll, notifySuccess, refreshBalance, fetchVenues } = start({
      recover: [() => Promise.resolve(ok('', '回收成功')), () => Promise.resolve(ok('', ''))],
    });
    await settle();
    vm().recoverAll();
    vm().recoverAll();
    expect(vm().recovering).toBe(true);
    await settle();
    expect(recoverAll).toHaveBeenCalledTimes(1);
    expect(notifySuccess).toHaveBeenCalledWith('回收成功');
    expect(refreshBalance).toHaveBeenCalled();
    expect(fetchVenues).toHaveBeenCalledTimes(2);
    vm().recoverAll();
    await settle();
    expect(notifySuccess).toHaveBeenLastCalledWith('操作成功！');
  });

  it('a refused recover-all says why', async () => {
    const { vm, notify } = start({ recover: [() => Promise.resolve(fail('server', '聚合平台错误', 201))] });
    await settle();
    vm().recoverAll();
    await settle();
    expect(notify).toHaveBeenCalledWith('聚合平台错误');
  });

  it.each<[string, Answer<readonly LedgerEntry[]>, string]>([
    [
      'done when a transfer out of any venue shows',
      () => Promise.resolve(ok([entry('out', 3.5, 'pg')])),
      outcomeMessages.done,
    ],
    ['not done when none shows for the whole window', () => Promise.resolve(ok([])), outcomeMessages.notDone],
    ['unknown when they cannot be read', () => Promise.resolve(fail('network', '')), outcomeMessages.unknown],
  ])('an unanswered recover-all is judged by the transfers out: %s', async (_case, after, message) => {
    const { vm, advance, notify, notifySuccess, recoverAll, readLedger } = start({
      recover: [() => Promise.resolve(fail('network', ''))],
    });
    readLedger.mockImplementation(after);
    readLedger.mockImplementationOnce(() => Promise.resolve(ok([])));
    await settle();
    vm().recoverAll();
    await settle();
    expect(readLedger).toHaveBeenCalledWith({ ledger: 'transfersOut', platform: '' });
    expect(notify).toHaveBeenCalledWith(outcomeMessages.checking);
    await advance(OUTCOME_CHECK_WINDOW_MS + 10_000);
    expect([...notify.mock.calls, ...notifySuccess.mock.calls].flat()).toContain(message);
    expect(recoverAll).toHaveBeenCalledTimes(1);
  });

  it('a recover-all after its "not done" asks first, by name', async () => {
    const { vm, advance, recoverAll, confirmResend } = start({
      recover: [() => Promise.resolve(fail('network', '')), () => Promise.resolve(ok('', '回收成功'))],
      confirm: [true],
    });
    await settle();
    vm().recoverAll();
    await settle();
    await advance(OUTCOME_CHECK_WINDOW_MS + 5000);
    vm().recoverAll();
    await settle();
    expect(confirmResend).toHaveBeenCalledWith(resendQuestion(null));
    expect(resendQuestion(null)).toContain('一键回收');
    expect(recoverAll).toHaveBeenCalledTimes(2);
    expect(recoverAll).toHaveBeenLastCalledWith('key-1');
  });

  it('refreshes the money once per tap and reloads the list; a failure says why', async () => {
    let answer: CallResult<unknown> = ok({});
    const { vm, refreshMoney, fetchVenues, notify } = start({ refresh: () => Promise.resolve(answer) });
    await settle();
    vm().refreshMoney();
    vm().refreshMoney();
    expect(vm().refreshingMoney).toBe(true);
    await settle();
    expect(refreshMoney).toHaveBeenCalledTimes(1);
    expect(fetchVenues).toHaveBeenCalledTimes(2);
    answer = fail('server', '刷新失败', 500);
    vm().refreshMoney();
    await settle();
    expect(notify).toHaveBeenCalledWith('刷新失败');
  });

  it('survives a refresh that throws', async () => {
    const { vm, notify } = start({ refresh: () => Promise.reject(new Error('x')) });
    await settle();
    vm().refreshMoney();
    await settle();
    expect(notify).toHaveBeenCalledWith('网络异常，请检查网络后重试！');
  });
});

describe('transferMachine without its calls', () => {
  it('fails safe: the list fails, an unprovided transfer ends unresolved', async () => {
    const clock = new SimulatedClock();
    const actor = createActor(transferMachine, { input: { seamless: false }, clock }).start();
    await settle();
    actor.send({ type: 'picker.open', side: 'target' });
    actor.send({ type: 'wallet.choose', platform: 'ag' });
    actor.send({ type: 'amount.change', value: '10' });
    actor.send({ type: 'submit' });
    await settle();
    for (let step = 0; step < 120; step += 1) {
      clock.increment(500);
      await settle();
    }
    expect(actor.getSnapshot().hasTag('venuesFailed')).toBe(true);
    expect(actor.getSnapshot().hasTag('unresolved')).toBe(true);
    actor.send({ type: 'wallet.refresh', platform: 'ag' });
    actor.send({ type: 'seamless.toggle' });
    await settle();
    expect(actor.getSnapshot().context.seamless).toBe(false);
  });
});
