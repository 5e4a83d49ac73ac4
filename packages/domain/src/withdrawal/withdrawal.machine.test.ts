import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import type { LedgerEntry } from '../money/index.ts';
import { OUTCOME_CHECK_WINDOW_MS, outcomeMessages } from '../money/index.ts';
import type { CallResult } from '../result/index.ts';
import { fail, ledgerPage, ok, settle } from '../testing/index.ts';
import { connectWithdrawal, type WithdrawalRates } from './withdrawal.connect.ts';
import {
  type PendingWithdrawal,
  type WithdrawalRequest,
  withdrawalIntentMachine,
  withdrawalMachine,
  withdrawalMatch,
} from './withdrawal.machine.ts';
import { WITHDRAWAL_REDIRECT_MS, type WithdrawalAccount, type WithdrawalMethod } from './withdrawal.rules.ts';

const CARDS: WithdrawalAccount[] = [
  { id: 11, bank: '中国银行', number: '6217850000001234', owner: '张三' },
  { id: 12, bank: '工商银行', number: '6222020000005678', owner: '张三' },
];
const USDT: WithdrawalAccount[] = [
  { id: 21, bank: 'USDT', number: 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE', owner: 'TRC20' },
  { id: 22, bank: 'USDT', number: '0x71C7656EC7ab88b098defB751B7401B5f6d8976F', owner: 'ERC20' },
];
const TOKEN: WithdrawalAccount[] = [
  { id: 31, bank: 'antoken', number: 'TAnT0kenAddre55000000000000000000', owner: '' },
];
const LISTS: Record<WithdrawalMethod, WithdrawalAccount[]> = { 1: CARDS, 2: USDT, 3: TOKEN };
const RATES: WithdrawalRates = { rate: 7.2, erc20Fee: 5, trc20Fee: 1 };

const NOW = Date.UTC(2026, 10, 22, 4, 0, 0);
const entry = (key: string, amount: number): LedgerEntry => ({ key, amount, platform: '', at: NOW + 1000 });

type Answer<T> = () => Promise<CallResult<T>>;
const never = <T>(): Promise<T> => new Promise<T>(() => {});

function start(
  options: {
    method?: WithdrawalMethod;
    submit?: Answer<unknown>[];
    ledger?: Answer<readonly LedgerEntry[]>[];
    accounts?: (method: WithdrawalMethod) => Promise<CallResult<readonly WithdrawalAccount[]>>;
    turnover?: Answer<number>;
    pending?: PendingWithdrawal;
    confirm?: boolean[];
  } = {},
) {
  const submits = [...(options.submit ?? [])];
  const ledgers = [...(options.ledger ?? [])];
  const answers = [...(options.confirm ?? [])];
  const submitWithdrawal = vi.fn(
    (_: WithdrawalRequest, _key?: string) => submits.shift()?.() ?? never<CallResult<unknown>>(),
  );
  const confirmResend = vi.fn((_: string) => Promise.resolve(answers.shift() ?? false));
  const saveIntent = vi.fn<(pending: PendingWithdrawal) => void>();
  const clearIntent = vi.fn();
  let keys = 0;
  const readLedger = vi.fn(() => ledgers.shift()?.() ?? Promise.resolve(ok<readonly LedgerEntry[]>([])));
  const fetchAccounts = vi.fn(
    options.accounts ??
      ((method: WithdrawalMethod) => Promise.resolve(ok<readonly WithdrawalAccount[]>(LISTS[method]))),
  );
  const fetchTurnover = vi.fn(options.turnover ?? (() => Promise.resolve(ok(1234.5))));
  const notify = vi.fn<(message: string) => void>();
  const notifySuccess = vi.fn<(message: string) => void>();
  const refreshBalance = vi.fn();
  const navigate = vi.fn<(to: string) => void>();
  const clock = new SimulatedClock();
  const machine = withdrawalMachine.provide({
    actors: {
      intent: withdrawalIntentMachine.provide({
        actors: {
          stamp: fromPromise(async () => {
            keys += 1;
            return { key: `key-${keys}`, at: NOW };
          }),
          readLedger: fromPromise(async () => ledgerPage(await readLedger())),
          send: fromPromise(({ input }) => submitWithdrawal(input.request, input.key)),
        },
      }),
      confirmResend: fromPromise(({ input }) => confirmResend(input.message)),
      fetchAccounts: fromPromise(({ input }) => fetchAccounts(input.method)),
      fetchTurnover: fromPromise(() => fetchTurnover()),
    },
    actions: {
      notify: (_, { message }) => notify(message),
      notifySuccess: (_, { message }) => notifySuccess(message),
      refreshBalance: () => refreshBalance(),
      navigate: (_, { to }) => navigate(to),
      saveIntent: (_, pending) => saveIntent(pending),
      clearIntent: () => clearIntent(),
    },
  });
  const actor = createActor(machine, { input: { method: options.method, pending: options.pending }, clock }).start();
  const vm = () => connectWithdrawal(actor.getSnapshot(), actor.send, RATES);
  const advance = async (ms: number) => {
    // In steps, so reads that answer at once schedule their next wait from the clock's time then.
    for (let passed = 0; passed < ms; passed += Math.min(500, ms - passed)) {
      clock.increment(Math.min(500, ms - passed));
      await settle();
    }
  };
  /** Fills a good form on the current tab: its first account, 100, the password. */
  const fill = (amount = '100') => {
    const first = vm().accounts.items[0];
    if (first) vm().selectAccount(first.id);
    vm().setAmount(amount);
    vm().setPayPassword('123456');
  };
  return {
    actor,
    vm,
    fill,
    advance,
    submitWithdrawal,
    readLedger,
    confirmResend,
    saveIntent,
    clearIntent,
    fetchAccounts,
    fetchTurnover,
    notify,
    notifySuccess,
    refreshBalance,
    navigate,
  };
}

describe('withdrawalMachine: loading', () => {
  it('reads the turnover and the bank cards at once', async () => {
    const { vm, fetchAccounts } = start();
    expect(vm().accounts.loading).toBe(true);
    expect(vm().turnover.loading).toBe(true);
    await settle();
    expect(fetchAccounts).toHaveBeenCalledWith(1);
    expect(vm().turnover).toEqual({ value: '1234.50', loading: false, error: null });
    expect(vm().accounts.items.map((item) => item.title)).toEqual(['中国银行（尾号1234）', '工商银行（尾号5678）']);
    expect(vm().accounts.items[0]?.number).toBe('**** **** **** 1234');
    expect(vm().accounts.addPath).toBe('/addBankCard');
    expect(vm().accounts.canAdd).toBe(true);
  });

  it('hides the add button at 5 accounts', async () => {
    const five = Array.from({ length: 5 }, (_, i) => ({ ...CARDS[0], id: i + 1 }) as WithdrawalAccount);
    const { vm } = start({ accounts: () => Promise.resolve(ok(five)) });
    await settle();
    expect(vm().accounts.canAdd).toBe(false);
  });

  it('says why the accounts or the turnover are missing, toasts a server refusal, and retries', async () => {
    let accountsAnswer: CallResult<readonly WithdrawalAccount[]> = fail('server', '系统繁忙', 500);
    let turnoverAnswer: CallResult<number> = fail('network', '网络异常，请检查网络后重试！');
    const { vm, notify, fetchAccounts, fetchTurnover } = start({
      accounts: () => Promise.resolve(accountsAnswer),
      turnover: () => Promise.resolve(turnoverAnswer),
    });
    await settle();
    expect(vm().accounts.error).toBe('系统繁忙');
    expect(vm().turnover.error).toBe('网络异常，请检查网络后重试！');
    expect(notify.mock.calls).toEqual([['系统繁忙']]);
    accountsAnswer = ok(CARDS);
    turnoverAnswer = ok(0);
    vm().retryAccounts();
    vm().retryTurnover();
    await settle();
    expect(fetchAccounts).toHaveBeenCalledTimes(2);
    expect(fetchTurnover).toHaveBeenCalledTimes(2);
    expect(vm().accounts.items).toHaveLength(2);
    expect(vm().turnover.value).toBe('0.00');
  });

  it('treats a provided call that throws as a failure without words', async () => {
    const { vm } = start({
      accounts: () => Promise.reject(new Error('boom')),
      turnover: () => Promise.reject(new Error('boom')),
    });
    await settle();
    expect(vm().accounts.error).toBe('加载失败');
    expect(vm().turnover.error).toBe('加载失败');
  });
});

describe('withdrawalMachine: the form', () => {
  it('switching tabs clears the account, amount, password and picker, and loads that tab', async () => {
    const { vm, fill, fetchAccounts } = start();
    await settle();
    fill();
    vm().openPicker();
    vm().selectTab(2);
    expect(vm()).toMatchObject({ method: 2, amount: '', payPassword: '', selected: null, pickerOpen: false });
    await settle();
    expect(fetchAccounts).toHaveBeenLastCalledWith(2);
    expect(vm().accounts.items.map((item) => item.title)).toEqual(['USDT-TRC20', 'USDT-ERC20']);
    expect(vm().accounts.addPath).toBe('/wallet?type=2&show=1');
    vm().selectTab(2);
    expect(fetchAccounts).toHaveBeenCalledTimes(2);
    expect(vm().turnover.value).toBe('1234.50');
    vm().selectTab(3);
    await settle();
    expect(vm().accounts.items[0]?.title).toBe('AnToken-TRC20');
    expect(vm().accounts.addPath).toBe('/wallet?type=3&show=2');
  });

  it('masks a wallet address down to its last 10 characters', async () => {
    const { vm } = start({ method: 2 });
    await settle();
    expect(vm().accounts.items[0]?.number).toBe('******Dow5KcbLSE');
  });

  it('choosing an account closes the picker and shows it as chosen', async () => {
    const { vm } = start();
    await settle();
    vm().openPicker();
    expect(vm().pickerOpen).toBe(true);
    vm().selectAccount(12);
    expect(vm().pickerOpen).toBe(false);
    expect(vm().selected?.title).toBe('工商银行（尾号5678）');
    vm().openPicker();
    vm().closePicker();
    expect(vm().pickerOpen).toBe(false);
  });

  it('keeps the amount as exact money text and the password as the player has it', async () => {
    const { vm } = start();
    await settle();
    vm().setAmount('１００。555元');
    // The platform let its players choose 8 or more characters of any kind: every one is kept, 72 at most.
    vm().setPayPassword('Pay!2024 abc');
    expect(vm().amount).toBe('100.55');
    // A comma is kept, and the check refuses it, rather than joining 100，10 into 10010.
    vm().setAmount('100，10');
    expect(vm().amount).toBe('100,10');
    expect(vm().payPassword).toBe('Pay!2024 abc');
    vm().setPayPassword('a'.repeat(80));
    expect(vm().payPassword).toBe('a'.repeat(72));
  });

  it('sends a payment password of 8+ characters of any kind whole', async () => {
    const { vm, fill, submitWithdrawal } = start();
    await settle();
    fill('100');
    vm().setPayPassword('Pay!2024abc');
    vm().submit();
    await settle();
    expect(submitWithdrawal).toHaveBeenCalledWith(
      { method: 1, accountId: 11, amount: '100.00', payPassword: 'Pay!2024abc' },
      'key-1',
    );
  });

  it('全部金额 fills the whole wallet, floored to cents', async () => {
    const { vm } = start();
    await settle();
    vm().fillAll(8888);
    expect(vm().amount).toBe('8888.00');
    vm().fillAll(0.29);
    expect(vm().amount).toBe('0.29');
    vm().fillAll(0);
    expect(vm().amount).toBe('');
  });

  it.each<[WithdrawalMethod, string]>([
    [1, '请选择您要提现到的银行卡'],
    [2, '请选择钱包地址'],
  ])('checks the account first on tab %i', async (method, message) => {
    const { vm, notify, submitWithdrawal } = start({ method });
    await settle();
    vm().submit();
    expect(notify).toHaveBeenLastCalledWith(message);
    expect(vm().fieldError('accountId')).toBe(message);
    expect(submitWithdrawal).not.toHaveBeenCalled();
  });

  it('then at least 100, then the password, each blaming its field until it changes', async () => {
    const { vm, notify, submitWithdrawal } = start();
    await settle();
    vm().selectAccount(11);
    vm().setAmount('99');
    vm().submit();
    expect(notify).toHaveBeenLastCalledWith('单笔取款不能低于100元');
    expect(vm().fieldError('amount')).toBe('单笔取款不能低于100元');
    vm().setPayPassword('1');
    expect(vm().fieldError('amount')).toBe('单笔取款不能低于100元');
    vm().setAmount('100');
    expect(vm().fieldError('amount')).toBeUndefined();
    vm().setPayPassword('');
    vm().submit();
    expect(notify).toHaveBeenLastCalledWith('请输入您的支付密码');
    vm().setAmount('100');
    vm().fillAll(100);
    vm().selectAccount(12);
    vm().setPayPassword('123456');
    expect(vm().fieldError('payPassword')).toBeUndefined();
    expect(submitWithdrawal).not.toHaveBeenCalled();
  });

  it('clears an account or amount error as that field changes', async () => {
    const { vm } = start();
    await settle();
    vm().submit();
    vm().setAmount('5');
    expect(vm().fieldError('accountId')).toBeDefined();
    vm().selectAccount(11);
    expect(vm().fieldError('accountId')).toBeUndefined();
    vm().submit();
    vm().fillAll(500);
    expect(vm().fieldError('amount')).toBeUndefined();
  });
});

describe('withdrawalMachine: one request per intent', () => {
  it('sends one request however often the button is tapped, with the canonical amount and a key', async () => {
    const { vm, fill, submitWithdrawal, saveIntent } = start({ submit: [() => never()] });
    await settle();
    fill('100.5');
    for (let tap = 0; tap < 5; tap += 1) vm().submit();
    await settle();
    for (let tap = 0; tap < 5; tap += 1) vm().submit();
    await settle();
    expect(submitWithdrawal).toHaveBeenCalledTimes(1);
    expect(submitWithdrawal).toHaveBeenCalledWith(
      { method: 1, accountId: 11, amount: '100.50', payPassword: '123456' },
      'key-1',
    );
    // The intent is kept for a reload, without the password.
    expect(saveIntent).toHaveBeenCalledWith({
      intent: {
        key: 'key-1',
        startedAt: NOW,
        serverStartedAt: NOW,
        baseline: [],
        baselineAt: null,
        match: expect.objectContaining({ amounts: ['100.50'] }),
      },
      draft: { method: 1, accountId: 11, amount: '100.50' },
    });
    expect(JSON.stringify(saveIntent.mock.calls)).not.toContain('123456');
    expect(vm().busy).toBe(true);
    vm().selectTab(2);
    vm().setAmount('1');
    expect(vm()).toMatchObject({ method: 1, amount: '100.5' });
  });

  it('on success toasts, empties the form, refreshes the balance and goes to /transRecord after 1.5 s', async () => {
    const { vm, fill, advance, notifySuccess, refreshBalance, navigate } = start({
      submit: [() => Promise.resolve(ok([]))],
    });
    await settle();
    fill();
    vm().submit();
    await settle();
    expect(notifySuccess).toHaveBeenCalledWith('提交成功，等待后台审核');
    expect(refreshBalance).toHaveBeenCalledTimes(1);
    expect(vm()).toMatchObject({ amount: '', payPassword: '', selected: null, busy: true });
    await advance(WITHDRAWAL_REDIRECT_MS - 1);
    expect(navigate).not.toHaveBeenCalled();
    await advance(1);
    expect(navigate).toHaveBeenCalledWith('/transRecord?type=2');
  });

  it('a refusal with the server code toasts its words and keeps everything typed, password included', async () => {
    const { vm, fill, notify, submitWithdrawal, readLedger } = start({
      submit: [() => Promise.resolve(fail('server', '支付密码错误', 520)), () => Promise.resolve(ok([]))],
    });
    await settle();
    fill();
    vm().submit();
    await settle();
    expect(notify).toHaveBeenLastCalledWith('支付密码错误');
    expect(vm()).toMatchObject({ amount: '100', payPassword: '123456', busy: false });
    expect(vm().selected?.id).toBe(11);
    expect(readLedger).toHaveBeenCalledTimes(1);
    vm().submit();
    await settle();
    expect(submitWithdrawal).toHaveBeenCalledTimes(2);
  });
});

describe('withdrawalMachine: an answer that never comes', () => {
  const before = [entry('TX1', 300)];

  // The intent's own behaviour (one request, the check, "not done", unresolved) is money/intent-states.test.ts'.

  it('clears the password as soon as the answer is lost, shows the seconds, and keeps the amount after "not done"', async () => {
    const { vm, fill, advance, notify } = start({
      submit: [() => Promise.resolve(fail('network', '网络连接超时，请重试!'))],
      ledger: [() => Promise.resolve(ok(before))],
    });
    await settle();
    fill();
    vm().submit();
    await settle();
    expect(vm()).toMatchObject({ checking: true, busy: true, payPassword: '', outcomeLabel: '核实中…已核实0秒' });
    await advance(12_000);
    expect(vm()).toMatchObject({ checking: true, outcomeLabel: '核实中…已核实12秒' });
    await advance(OUTCOME_CHECK_WINDOW_MS);
    expect(notify).toHaveBeenLastCalledWith(outcomeMessages.notDone);
    expect(vm()).toMatchObject({ amount: '100', payPassword: '', busy: false, checking: false, unresolved: false });
  });

  it('shows 再次核实 while unresolved and ignores the form meanwhile', async () => {
    const { vm, fill, advance, readLedger } = start({ submit: [() => Promise.reject(new Error('lost'))] });
    readLedger.mockImplementation(() => Promise.resolve(fail('network', '')));
    await settle();
    fill();
    vm().submit();
    await settle();
    await advance(OUTCOME_CHECK_WINDOW_MS + 10_000);
    expect(vm()).toMatchObject({ unresolved: true, busy: false, outcomeLabel: '再次核实' });
    vm().setAmount('999');
    vm().selectTab(2);
    expect(vm()).toMatchObject({ method: 1, amount: '100' });
  });

  it('a kept intent shows its own tab and amount while its check runs', async () => {
    const { vm } = start({
      pending: {
        intent: {
          key: 'kept',
          startedAt: NOW,
          serverStartedAt: null,
          baselineAt: null,
          baseline: ['TX1'],
          match: { query: { ledger: 'withdrawals' }, amounts: null, platform: '' },
        },
        draft: { method: 2, accountId: 21, amount: '100.00' },
      },
      ledger: [() => never()],
    });
    expect(vm()).toMatchObject({ method: 2, amount: '100.00', checking: true });
  });
});

describe('withdrawalMatch', () => {
  it('judges a bank withdrawal by its amount, a crypto one by any new withdrawal (its row shows what arrives)', () => {
    expect(withdrawalMatch({ method: 1, accountId: 11, amount: '100.00' }).amounts).toEqual(['100.00']);
    expect(withdrawalMatch({ method: 2, accountId: 21, amount: '720.00' }).amounts).toBeNull();
  });
});

describe('connectWithdrawal: crypto figures', () => {
  it('has none on the bank-card tab', async () => {
    const { vm } = start();
    await settle();
    expect(vm().crypto).toBeNull();
  });

  it('converts at the rate and takes the chosen network fee, exactly', async () => {
    const { vm } = start({ method: 2 });
    await settle();
    vm().setAmount('720');
    expect(vm().crypto).toEqual({ network: null, rate: '7.2', converted: '100.00', fee: '', received: '100.00' });
    vm().selectAccount(21);
    expect(vm().crypto).toMatchObject({ network: 'TRC20', fee: '1.00', received: '99.00' });
    vm().selectAccount(22);
    expect(vm().crypto).toMatchObject({ network: 'ERC20', fee: '5.00', received: '95.00' });
    vm().setAmount('');
    expect(vm().crypto).toMatchObject({ converted: '0.00', received: '0.00' });
  });

  it('takes TRC20 on the token tab and says nothing of a rate it does not have', async () => {
    const { actor } = start({ method: 3 });
    await settle();
    actor.send({ type: 'account.select', id: 31 });
    const vm = connectWithdrawal(actor.getSnapshot(), actor.send, { rate: 0, erc20Fee: 0, trc20Fee: 0 });
    expect(vm.crypto).toMatchObject({ network: 'TRC20', rate: '', converted: '0.00' });
  });
});

describe('withdrawalMachine without its calls', () => {
  it('fails safe: nothing loads, and an unprovided request ends unresolved, never done', async () => {
    const clock = new SimulatedClock();
    const actor = createActor(withdrawalMachine, { input: {}, clock }).start();
    await settle();
    actor.send({ type: 'account.select', id: 1 });
    actor.send({ type: 'amount.change', value: '100' });
    actor.send({ type: 'payPassword.change', value: '123456' });
    actor.send({ type: 'submit' });
    await settle();
    for (let step = 0; step < 120; step += 1) {
      clock.increment(500);
      await settle();
    }
    const snapshot = actor.getSnapshot();
    expect(snapshot.hasTag('accountsFailed')).toBe(true);
    expect(snapshot.hasTag('turnoverFailed')).toBe(true);
    expect(snapshot.hasTag('unresolved')).toBe(true);
  });
});
