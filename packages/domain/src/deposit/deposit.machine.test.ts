import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import { messages } from '../messages/index.ts';
import { type LedgerEntry, OUTCOME_CHECK_WINDOW_MS, outcomeMessages, RECHECK_LABEL } from '../money/index.ts';
import type { CallResult } from '../result/index.ts';
import { fail, ledgerPage, ok, settle } from '../testing/index.ts';
import { connectDeposit } from './deposit.connect.ts';
import {
  type DepositOrder,
  type DepositReceivingAccount,
  type DepositRequest,
  depositIntentMachine,
  depositMachine,
  type PendingDeposit,
  payInfoPath,
} from './deposit.machine.ts';
import type { DepositChannelFlags, DepositRange } from './deposit.rules.ts';

// 2024-03-01 12:00:00 in Beijing (UTC+8): the device clock of every test.
const NOW = Date.UTC(2024, 2, 1, 4, 0, 0);
const ALL_ON: DepositChannelFlags = { antoken: 1, card: 1, usdt: 1, wechat: 1, alipay: 1, dsfpay: 1 };
const RECEIVING: DepositReceivingAccount[] = [
  { bankName: '中国工商银行', number: '6212260200012345678', owner: '李明', address: '深圳市福田支行' },
];
const BANKS = ['中国工商银行', '中国银行'];

type Answers = {
  payWays?: () => Promise<CallResult<DepositChannelFlags>>;
  accounts?: () => Promise<CallResult<number>>;
  range?: (query: { channel: string; protocol: string }) => Promise<CallResult<DepositRange>>;
  receiving?: () => Promise<CallResult<readonly DepositReceivingAccount[]>>;
  banks?: () => Promise<CallResult<readonly string[]>>;
  submit?: (request: DepositRequest) => Promise<CallResult<DepositOrder>>;
  payAddress?: (order: DepositOrder) => Promise<CallResult<{ url: string }>>;
  ledger?: () => Promise<CallResult<readonly LedgerEntry[]>>;
  confirm?: () => Promise<boolean>;
};

/** The deposit machine on a simulated clock with every call answered as told (by default: all good). */
function start(answers: Answers = {}, flags: DepositChannelFlags = ALL_ON, pending?: PendingDeposit) {
  let keys = 0;
  const clock = new SimulatedClock();
  clock.set(NOW);
  const calls = {
    payWays: vi.fn(answers.payWays ?? (() => Promise.resolve(ok(flags)))),
    accounts: vi.fn(answers.accounts ?? (() => Promise.resolve(ok(3)))),
    range: vi.fn(answers.range ?? (() => Promise.resolve(ok({ min: 100, max: 5000 })))),
    receiving: vi.fn(answers.receiving ?? (() => Promise.resolve(ok(RECEIVING)))),
    banks: vi.fn(answers.banks ?? (() => Promise.resolve(ok(BANKS)))),
    submit: vi.fn(answers.submit ?? (() => Promise.resolve(ok({ depositNo: 'D20240301001' }, 'D20240301001')))),
    payAddress: vi.fn(answers.payAddress ?? (() => Promise.resolve(ok({ url: 'https://pay.example.com/p?no=1' })))),
    ledger: vi.fn(answers.ledger ?? (() => Promise.resolve(ok<readonly LedgerEntry[]>([])))),
    confirm: vi.fn(answers.confirm ?? (() => Promise.resolve(true))),
  };
  const effects = {
    notify: vi.fn<(message: string) => void>(),
    celebrate: vi.fn<(message: string) => void>(),
    navigate: vi.fn<(to: string) => void>(),
    redirect: vi.fn<(url: string) => void>(),
    refreshBalance: vi.fn<() => void>(),
    saveIntent: vi.fn<(pending: PendingDeposit) => void>(),
    clearIntent: vi.fn<() => void>(),
  };
  const machine = depositMachine.provide({
    actors: {
      fetchPayWays: fromPromise(() => calls.payWays()),
      fetchAccounts: fromPromise(() => calls.accounts()),
      fetchRange: fromPromise(({ input }) => calls.range(input)),
      fetchReceiving: fromPromise(() => calls.receiving()),
      fetchBanks: fromPromise(() => calls.banks()),
      intent: depositIntentMachine.provide({
        actors: {
          stamp: fromPromise(async () => {
            keys += 1;
            return { key: `key-${keys}`, at: NOW };
          }),
          readLedger: fromPromise(async () => ledgerPage(await calls.ledger())),
          send: fromPromise(({ input }) => calls.submit(input.request)),
        },
      }),
      confirmResend: fromPromise(() => calls.confirm()),
      fetchPayAddress: fromPromise(({ input }) => calls.payAddress(input)),
    },
    actions: {
      notify: (_, { message }) => effects.notify(message),
      celebrate: (_, { message }) => effects.celebrate(message),
      navigate: (_, { to }) => effects.navigate(to),
      redirect: (_, { url }) => effects.redirect(url),
      refreshBalance: () => effects.refreshBalance(),
      saveIntent: (_, kept) => effects.saveIntent(kept),
      clearIntent: () => effects.clearIntent(),
    },
  });
  const actor = createActor(machine, { clock, input: { usdtRate: 7.2, pending } }).start();
  const vm = () => connectDeposit(actor.getSnapshot(), actor.send);
  const advance = async (ms: number) => {
    for (let passed = 0; passed < ms; passed += 500) {
      clock.increment(500);
      await settle();
    }
  };
  return { actor, clock, calls, effects, vm, advance };
}

/** Fills the bank channel's four fields. */
function fillBank(vm: () => ReturnType<typeof connectDeposit>) {
  vm().setField('depositor', '张三');
  vm().setField('bank', '中国银行');
  vm().setField('cardNo', '6222020200112233445');
  vm().setField('bankAddress', '北京市朝阳支行');
}

describe('depositMachine: channels', () => {
  it('lists only the enabled channels and selects the default one, then reads its range', async () => {
    const { vm, calls } = start({}, { card: 1, usdt: 1, alipay: 0, dsfpay: 1 });
    expect(vm().loading).toBe(true);
    expect(vm().range).toEqual({ min: 200, max: 10000 });
    await settle();
    expect(vm().loading).toBe(false);
    expect(vm().channels.map((c) => c.label)).toEqual(['聚合支付', '网银转账', 'USDT']);
    expect(vm().channel).toBe('card');
    expect(calls.range).toHaveBeenCalledExactlyOnceWith({ channel: 'card', protocol: 'TRC20' });
    expect(vm().range).toEqual({ min: 100, max: 5000 });
    expect(vm().amountPlaceholder).toBe('请输入存款金额（100-5000）');
  });

  it('picks AnToken first when it is on, with TRC20 as its only network', async () => {
    const { vm } = start();
    await settle();
    expect(vm().channel).toBe('antoken');
    expect(vm().protocols).toEqual(['TRC20']);
    vm().selectProtocol('ERC20');
    expect(vm().protocol).toBe('TRC20');
  });

  it('has no channel when none is on', async () => {
    const { vm, calls } = start({}, {});
    await settle();
    expect(vm().channels).toEqual([]);
    expect(vm().channel).toBeNull();
    expect(calls.range).not.toHaveBeenCalled();
    vm().submit();
    expect(vm().busy).toBe(false);
  });

  it('choosing a channel resets the network, clears the amount and bank fields and reads the range again', async () => {
    const { vm, calls } = start();
    await settle();
    vm().selectChannel('usdt');
    vm().selectProtocol('ERC20');
    await settle();
    expect(calls.range).toHaveBeenLastCalledWith({ channel: 'usdt', protocol: 'ERC20' });
    vm().setField('amount', '300');
    vm().selectChannel('card');
    fillBank(vm);
    vm().setField('amount', '500');
    vm().selectChannel('usdt');
    expect(vm().protocol).toBe('TRC20');
    expect(vm().values).toEqual({ amount: '', depositor: '', bank: '', cardNo: '', bankAddress: '' });
    expect(vm().range).toEqual({ min: 200, max: 10000 });
    expect(vm().rangeLoading).toBe(true);
    await settle();
    expect(calls.range).toHaveBeenLastCalledWith({ channel: 'usdt', protocol: 'TRC20' });
    expect(vm().range).toEqual({ min: 100, max: 5000 });
  });

  it('ignores a channel the server did not enable', async () => {
    const { vm } = start({}, { card: 1 });
    await settle();
    vm().selectChannel('usdt');
    expect(vm().channel).toBe('card');
  });

  it('keeps only the newest range when channels change faster than the server answers', async () => {
    const pending: ((result: CallResult<DepositRange>) => void)[] = [];
    const { vm } = start({
      range: () =>
        new Promise((resolve) => {
          pending.push(resolve);
        }),
    });
    await settle();
    vm().selectChannel('wechat');
    await settle();
    pending[1]?.(ok({ min: 100, max: 3000 }));
    pending[0]?.(ok({ min: 1, max: 2 }));
    await settle();
    expect(vm().range).toEqual({ min: 100, max: 3000 });
  });

  it('keeps 200 to 10000 when the server has no range configured (0 to 0)', async () => {
    const { vm } = start({ range: () => Promise.resolve(ok({ min: 0, max: 0 })) }, { card: 1 });
    await settle();
    expect(vm().range).toEqual({ min: 200, max: 10000 });
  });

  it('asks no range for dsfpay and keeps 200 to 10000', async () => {
    const { vm, calls } = start({}, { dsfpay: 1 });
    await settle();
    expect(vm().channel).toBe('dsfpay');
    expect(calls.range).not.toHaveBeenCalled();
    expect(vm().range).toEqual({ min: 200, max: 10000 });
  });

  it('toasts a refused range in the server words and keeps the default; a lost one is quiet', async () => {
    const { vm, effects } = start({
      range: vi
        .fn()
        .mockResolvedValueOnce(fail('server', '通道维护中', 500))
        .mockResolvedValueOnce(fail('network', '网络异常'))
        .mockRejectedValueOnce(new Error('boom')),
    });
    await settle();
    expect(effects.notify).toHaveBeenCalledExactlyOnceWith('通道维护中');
    vm().selectChannel('usdt');
    await settle();
    vm().selectChannel('wechat');
    await settle();
    expect(effects.notify).toHaveBeenCalledTimes(1);
    expect(vm().range).toEqual({ min: 200, max: 10000 });
    expect(vm().rangeLoading).toBe(false);
  });

  it('says the channels could not be read when no receiving account shows either, toasting server words only, and retries', async () => {
    const { vm, calls, effects } = start({
      receiving: () => Promise.resolve(ok([])),
      payWays: vi
        .fn()
        .mockResolvedValueOnce(fail('server', '系统维护中', 500))
        .mockResolvedValueOnce(fail('network', ''))
        .mockRejectedValueOnce(new Error('x'))
        .mockResolvedValueOnce(ok({ usdt: 1 })),
    });
    await settle();
    expect(vm().failed).toBe(true);
    expect(vm().bankOnly).toBeNull();
    expect(vm().channels).toEqual([]);
    expect(vm().bank).toBeNull();
    expect(vm().error).toBe('系统维护中');
    expect(effects.notify).toHaveBeenCalledExactlyOnceWith('系统维护中');
    vm().retry();
    await settle();
    vm().retry();
    await settle();
    expect(vm().failed).toBe(true);
    expect(vm().error).toBe(messages['auth.networkError']);
    vm().retry();
    await settle();
    expect(calls.payWays).toHaveBeenCalledTimes(4);
    expect(vm().error).toBeNull();
    expect(effects.notify).toHaveBeenCalledTimes(1);
    expect(vm().channel).toBe('usdt');
  });
});

// The real backend answers every GET /api/get_pay_way with an HTTP 500 page (an undefined findActiveCodePay), while
// its bank transfer works: getpaybank lists the receiving accounts and recharge {paytype: bank} makes the order.
const ERROR_PAGE: CallResult<DepositChannelFlags> = {
  ok: false,
  error: { kind: 'server', message: '服务器繁忙，请稍后重试', httpStatus: 500 },
};

describe('depositMachine: the channels cannot be read, the bank transfer can', () => {
  it.each([
    ['an HTTP 500 page', () => Promise.resolve(ERROR_PAGE)],
    [
      'a 5xx with an envelope',
      () => Promise.resolve({ ok: false, error: { kind: 'server', message: '系统错误', code: 500, httpStatus: 502 } }),
    ],
    ['no answer', () => Promise.resolve(fail<DepositChannelFlags>('network', '网络连接超时，请重试!'))],
    ['no network', () => Promise.resolve(fail<DepositChannelFlags>('network', ''))],
    [
      'an answer off the contract',
      () => Promise.resolve(fail<DepositChannelFlags>('contract', '服务器数据异常，请稍后重试')),
    ],
    ['a rejected call', () => Promise.reject(new Error('x'))],
  ])('offers the bank transfer alone after %s, with a quiet note and no error', async (_name, payWays) => {
    const { vm, calls, effects } = start({
      payWays: payWays as () => Promise<CallResult<DepositChannelFlags>>,
    });
    expect(vm().loading).toBe(true);
    await settle();
    expect(vm().loading).toBe(false);
    expect(vm().failed).toBe(false);
    expect(vm().error).toBeNull();
    expect(vm().channels).toEqual([{ value: 'card', label: '网银转账' }]);
    expect(vm().channel).toBe('card');
    expect(vm().bankOnly).toMatchObject({
      message: '其他存款方式暂时无法加载，您可以先使用网银转账存款。',
      retrying: false,
    });
    expect(vm().bank).toMatchObject({ loading: false, error: null, accounts: RECEIVING, banks: BANKS });
    expect(calls.receiving).toHaveBeenCalledTimes(1);
    expect(calls.banks).toHaveBeenCalledTimes(1);
    expect(calls.range).toHaveBeenCalledExactlyOnceWith({ channel: 'card', protocol: 'TRC20' });
    expect(vm().range).toEqual({ min: 100, max: 5000 });
    // The api's words for an error page or a lost answer are not toasted: the page works, the note says enough.
    expect(effects.notify).not.toHaveBeenCalled();
  });

  it('toasts the server words of a code other than 200 in an HTTP 200 (part 2 §8), and still offers the bank transfer', async () => {
    const { vm, effects } = start({ payWays: () => Promise.resolve(fail('server', '系统维护中', 500)) });
    await settle();
    expect(vm().bankOnly).not.toBeNull();
    expect(vm().channel).toBe('card');
    expect(effects.notify).toHaveBeenCalledExactlyOnceWith('系统维护中');
  });

  it('makes a bank order there: checked, sent once, awaiting review, to the records', async () => {
    const { vm, calls, effects } = start({ payWays: () => Promise.resolve(ERROR_PAGE) });
    await settle();
    vm().submit();
    expect(effects.notify).toHaveBeenLastCalledWith(messages['deposit.depositorRequired']);
    fillBank(vm);
    vm().setField('amount', '300');
    vm().submit();
    await settle();
    expect(calls.submit).toHaveBeenCalledExactlyOnceWith({
      channel: 'card',
      amount: '300.00',
      protocol: null,
      bank: { depositor: '张三', bank: '中国银行', cardNo: '6222020200112233445', bankAddress: '北京市朝阳支行' },
    });
    expect(effects.celebrate).toHaveBeenCalledExactlyOnceWith(messages['deposit.bankSubmitted']);
    expect(effects.navigate).toHaveBeenCalledExactlyOnceWith('/transRecord');
    expect(vm().values.amount).toBe('');
  });

  it.each([
    ['lists no account', () => Promise.resolve(ok<readonly DepositReceivingAccount[]>([]))],
    ['fails too', () => Promise.resolve(fail<readonly DepositReceivingAccount[]>('server', '收款账户维护中'))],
    ['is rejected', () => Promise.reject(new Error('x'))],
  ])('says why the channels could not be read when getpaybank %s, and retries both', async (_name, receiving) => {
    const { vm, calls, effects } = start({
      payWays: () => Promise.resolve(ERROR_PAGE),
      receiving: receiving as () => Promise<CallResult<readonly DepositReceivingAccount[]>>,
    });
    await settle();
    expect(vm().failed).toBe(true);
    expect(vm().bankOnly).toBeNull();
    expect(vm().error).toBe('服务器繁忙，请稍后重试');
    expect(vm().channel).toBeNull();
    expect(vm().bank).toBeNull();
    expect(calls.range).not.toHaveBeenCalled();
    // One toast for the page (the api words it as before), not one more for the probe's own failure.
    expect(effects.notify).toHaveBeenCalledExactlyOnceWith('服务器繁忙，请稍后重试');
    // 重试 reads the channels again and, as they still fail, the receiving accounts again: now there is one.
    calls.receiving.mockImplementation(() => Promise.resolve(ok(RECEIVING)));
    vm().retry();
    expect(vm().loading).toBe(true);
    await settle();
    expect(calls.payWays).toHaveBeenCalledTimes(2);
    expect(calls.receiving).toHaveBeenCalledTimes(2);
    expect(vm().failed).toBe(false);
    expect(vm().bankOnly).not.toBeNull();
    expect(vm().bank?.accounts).toEqual(RECEIVING);
  });

  it('decides on the receiving accounts alone, and a new probe drops a bank list still on its way', async () => {
    let listBanks: (result: CallResult<readonly string[]>) => void = () => undefined;
    const { vm, calls } = start({
      payWays: () => Promise.resolve(ERROR_PAGE),
      receiving: () => Promise.resolve(ok([])),
      banks: () => new Promise((resolve) => (listBanks = resolve)),
    });
    await settle();
    expect(vm().failed).toBe(true);
    calls.receiving.mockImplementation(() => Promise.resolve(ok(RECEIVING)));
    vm().retry();
    await settle();
    expect(vm().bankOnly).not.toBeNull();
    expect(vm().bank).toMatchObject({ loading: true, accounts: RECEIVING });
    listBanks(ok(BANKS));
    await settle();
    expect(calls.banks).toHaveBeenCalledTimes(2);
    expect(vm().bank).toMatchObject({ loading: false, banks: BANKS });
  });

  it('reads the channels again on 重试, keeping what the player typed when the bank transfer is among them', async () => {
    const { vm, calls } = start({
      payWays: vi
        .fn()
        .mockResolvedValueOnce(ERROR_PAGE)
        .mockResolvedValueOnce(ok({ card: 1, usdt: 1 })),
    });
    await settle();
    fillBank(vm);
    vm().setField('amount', '300');
    vm().bankOnly?.retry();
    expect(vm().bankOnly?.retrying).toBe(true);
    expect(vm().loading).toBe(false);
    await settle();
    expect(calls.payWays).toHaveBeenCalledTimes(2);
    expect(vm().bankOnly).toBeNull();
    expect(vm().channels.map((c) => c.value)).toEqual(['card', 'usdt']);
    expect(vm().channel).toBe('card');
    expect(vm().values).toMatchObject({ amount: '300', depositor: '张三' });
    expect(calls.receiving).toHaveBeenCalledTimes(1);
    expect(calls.range).toHaveBeenCalledTimes(1);
    vm().selectChannel('usdt');
    expect(vm().channel).toBe('usdt');
  });

  it('goes to the default channel when the channels read again leave the bank transfer out', async () => {
    const { vm, calls } = start({
      payWays: vi
        .fn()
        .mockResolvedValueOnce(ERROR_PAGE)
        .mockResolvedValueOnce(ok({ usdt: 1, alipay: 1 })),
    });
    await settle();
    vm().setField('amount', '300');
    vm().retry();
    await settle();
    expect(vm().channels.map((c) => c.value)).toEqual(['usdt', 'alipay']);
    expect(vm().channel).toBe('usdt');
    expect(vm().values.amount).toBe('');
    expect(vm().bank).toBeNull();
    expect(calls.range).toHaveBeenLastCalledWith({ channel: 'usdt', protocol: 'TRC20' });
  });

  it('stays on the bank transfer when 重试 fails again, toasting only server words', async () => {
    const { vm, calls, effects } = start({
      payWays: vi
        .fn()
        .mockResolvedValueOnce(ERROR_PAGE)
        .mockResolvedValueOnce(ERROR_PAGE)
        .mockRejectedValueOnce(new Error('x'))
        .mockResolvedValueOnce(fail('server', '系统维护中', 500)),
    });
    await settle();
    vm().setField('amount', '300');
    for (let tap = 0; tap < 3; tap += 1) {
      vm().retry();
      await settle();
      expect(vm().bankOnly).toMatchObject({ retrying: false });
      expect(vm().failed).toBe(false);
      expect(vm().channel).toBe('card');
    }
    expect(calls.payWays).toHaveBeenCalledTimes(4);
    expect(vm().values.amount).toBe('300');
    expect(effects.notify).toHaveBeenCalledExactlyOnceWith('系统维护中');
  });

  it('does not read the channels again while an order is in flight', async () => {
    let answer: (result: CallResult<DepositOrder>) => void = () => undefined;
    const { vm, calls } = start({
      payWays: () => Promise.resolve(ERROR_PAGE),
      submit: () => new Promise((resolve) => (answer = resolve)),
    });
    await settle();
    fillBank(vm);
    vm().setField('amount', '300');
    vm().submit();
    await settle();
    expect(vm().busy).toBe(true);
    vm().retry();
    await settle();
    expect(calls.payWays).toHaveBeenCalledTimes(1);
    answer(ok({ depositNo: 'D1' }, 'D1'));
    await settle();
    expect(vm().busy).toBe(false);
  });
});

describe('depositMachine: the blocking notice', () => {
  it('shows when no bank, USDT or AnToken account is bound', async () => {
    const { vm } = start({ accounts: () => Promise.resolve(ok(0)) });
    expect(vm().needsAccount).toBe(false);
    await settle();
    expect(vm().needsAccount).toBe(true);
  });

  it('does not block on doubt: a failed or rejected count shows no notice', async () => {
    const failed = start({ accounts: () => Promise.resolve(fail('network', '')) });
    const rejected = start({ accounts: () => Promise.reject(new Error('x')) });
    await settle();
    expect(failed.vm().needsAccount).toBe(false);
    expect(rejected.vm().needsAccount).toBe(false);
  });
});

describe('depositMachine: the bank channel', () => {
  it('reads the receiving accounts and banks once, when the bank channel first shows', async () => {
    const { vm, calls } = start();
    await settle();
    expect(vm().bank).toBeNull();
    expect(calls.receiving).not.toHaveBeenCalled();
    vm().selectChannel('card');
    expect(vm().bank?.loading).toBe(true);
    await settle();
    expect(vm().bank).toMatchObject({ loading: false, error: null, accounts: RECEIVING, banks: BANKS });
    vm().selectChannel('usdt');
    vm().selectChannel('card');
    await settle();
    expect(calls.receiving).toHaveBeenCalledTimes(1);
    expect(calls.banks).toHaveBeenCalledTimes(1);
  });

  it('says why the accounts could not be read, toasts server words, and reads both again on retry', async () => {
    const { vm, calls, effects } = start(
      {
        receiving: vi
          .fn()
          .mockResolvedValueOnce(fail('network', ''))
          .mockRejectedValueOnce(new Error('x'))
          .mockResolvedValueOnce(ok(RECEIVING)),
        banks: vi
          .fn()
          .mockRejectedValueOnce(new Error('x'))
          .mockResolvedValue(fail('server', '错误', 500)),
      },
      { card: 1 },
    );
    await settle();
    expect(vm().bank?.error).toBe(messages['auth.networkError']);
    expect(effects.notify).not.toHaveBeenCalled();
    vm().bank?.retry();
    await settle();
    expect(vm().bank?.error).toBe('错误');
    expect(effects.notify).toHaveBeenCalledExactlyOnceWith('错误');
    calls.banks.mockResolvedValue(ok(BANKS));
    vm().bank?.retry();
    await settle();
    expect(vm().bank).toMatchObject({ error: null, accounts: RECEIVING, banks: BANKS });
    vm().bank?.retry();
    expect(calls.receiving).toHaveBeenCalledTimes(3);
  });

  it('checks the four bank fields in the spec order before the amount, beside the field and as a toast', async () => {
    const { vm, effects, calls } = start({}, { card: 1 });
    await settle();
    vm().setField('amount', '50');
    vm().submit();
    expect(effects.notify).toHaveBeenLastCalledWith(messages['deposit.depositorRequired']);
    expect(vm().fieldError('depositor')).toBe(messages['deposit.depositorRequired']);
    vm().setField('depositor', '张三');
    expect(vm().fieldError('depositor')).toBeUndefined();
    vm().submit();
    expect(effects.notify).toHaveBeenLastCalledWith(messages['deposit.bankRequired']);
    vm().setField('bank', '中国银行');
    vm().submit();
    expect(effects.notify).toHaveBeenLastCalledWith(messages['deposit.cardRequired']);
    vm().setField('cardNo', '622202');
    vm().submit();
    expect(effects.notify).toHaveBeenLastCalledWith(messages['deposit.bankAddressRequired']);
    vm().setField('bankAddress', '北京');
    vm().submit();
    expect(effects.notify).toHaveBeenLastCalledWith('请输入100-5000之间的金额！');
    expect(vm().fieldError('amount')).toBe('请输入100-5000之间的金额！');
    vm().setField('cardNo', '6222');
    expect(vm().fieldError('amount')).toBe('请输入100-5000之间的金额！');
    vm().chooseAmount(200);
    expect(vm().fieldError('amount')).toBeUndefined();
    expect(calls.submit).not.toHaveBeenCalled();
  });

  it('sends one bank order, says it awaits review, clears the form and goes to the records', async () => {
    const { vm, effects, calls } = start({}, { card: 1 });
    await settle();
    fillBank(vm);
    vm().chooseAmount(499);
    vm().submit();
    vm().submit();
    expect(vm().busy).toBe(true);
    await settle();
    expect(calls.submit).toHaveBeenCalledExactlyOnceWith({
      channel: 'card',
      amount: '499.00',
      protocol: null,
      bank: { depositor: '张三', bank: '中国银行', cardNo: '6222020200112233445', bankAddress: '北京市朝阳支行' },
    });
    expect(effects.celebrate).toHaveBeenCalledExactlyOnceWith('提交成功，等待后台审核');
    expect(effects.navigate).toHaveBeenCalledExactlyOnceWith('/transRecord');
    expect(vm().values.amount).toBe('');
    expect(vm().values.depositor).toBe('');
    // The order is made: a tap sends nothing more.
    vm().submit();
    await settle();
    expect(calls.submit).toHaveBeenCalledTimes(1);
    expect(effects.notify).not.toHaveBeenCalled();
  });
});

describe('depositMachine: USDT and the other channels', () => {
  it('estimates USDT from the typed amount at the user rate, floored to 2 decimals', async () => {
    const { vm, actor } = start({}, { usdt: 1, wechat: 1 });
    await settle();
    expect(vm().usdt).toEqual({ estimate: null, rate: 7.2 });
    vm().setField('amount', '1000');
    expect(vm().usdt?.estimate).toBe('138.88');
    vm().setField('amount', '1.29x9');
    expect(vm().values.amount).toBe('1.29');
    expect(vm().usdt?.estimate).toBe('0.17');
    // Two points stay for the check to refuse, and estimate nothing.
    vm().setField('amount', '1.2.9');
    expect(vm().values.amount).toBe('1.2.9');
    expect(vm().usdt?.estimate).toBeNull();
    vm().setField('amount', '.');
    expect(vm().usdt?.estimate).toBeNull();
    actor.send({ type: 'rate.set', usdtRate: 7 });
    vm().setField('amount', '700');
    expect(vm().usdt).toEqual({ estimate: '100.00', rate: 7 });
    actor.send({ type: 'rate.set', usdtRate: 0 });
    expect(vm().usdt?.estimate).toBeNull();
    vm().selectChannel('wechat');
    expect(vm().usdt).toBeNull();
    expect(vm().protocols).toEqual([]);
  });

  it('sends a USDT order with its network and goes to the payment page of the number the server sent', async () => {
    const { vm, calls, effects } = start(
      { submit: () => Promise.resolve(ok({ depositNo: 'D 9/1' }, 'D 9/1')) },
      { usdt: 1 },
    );
    await settle();
    vm().selectProtocol('ERC20');
    vm().setField('amount', '200.5');
    vm().submit();
    await settle();
    expect(calls.submit).toHaveBeenCalledExactlyOnceWith({
      channel: 'usdt',
      amount: '200.50',
      protocol: 'ERC20',
      bank: null,
    });
    expect(effects.navigate).toHaveBeenCalledExactlyOnceWith('/payInfo?deposit_no=D%209%2F1');
    expect(payInfoPath('D 9/1')).toBe('/payInfo?deposit_no=D%209%2F1');
    expect(effects.celebrate).not.toHaveBeenCalled();
    expect(vm().values.amount).toBe('');
  });

  it('sends AnToken on TRC20 and wechat without a network', async () => {
    const { vm, calls } = start();
    await settle();
    vm().chooseAmount(200);
    vm().submit();
    await settle();
    expect(calls.submit).toHaveBeenLastCalledWith({
      channel: 'antoken',
      amount: '200.00',
      protocol: 'TRC20',
      bank: null,
    });
    vm().selectChannel('wechat');
    vm().chooseAmount(1299);
    vm().submit();
    await settle();
    expect(calls.submit).toHaveBeenLastCalledWith({ channel: 'wechat', amount: '1299.00', protocol: null, bank: null });
  });

  it('sends the whole page of a dsfpay order to its outside payment page', async () => {
    const { vm, calls, effects } = start({}, { dsfpay: 1 });
    await settle();
    vm().chooseAmount(999);
    vm().submit();
    await settle();
    expect(calls.payAddress).toHaveBeenCalledExactlyOnceWith({ depositNo: 'D20240301001' });
    expect(effects.redirect).toHaveBeenCalledExactlyOnceWith('https://pay.example.com/p?no=1');
    expect(effects.navigate).not.toHaveBeenCalled();
  });

  it.each([
    ['no address', () => Promise.resolve(ok({ url: '' }))],
    ['a refused read', () => Promise.resolve(fail<{ url: string }>('server', '错误', 500))],
    ['a rejected read', () => Promise.reject(new Error('x'))],
  ])('shows a dsfpay order on its payment page when there is %s', async (_case, payAddress) => {
    const { vm, effects } = start({ payAddress }, { dsfpay: 1 });
    await settle();
    vm().chooseAmount(999);
    vm().submit();
    await settle();
    expect(effects.redirect).not.toHaveBeenCalled();
    expect(effects.navigate).toHaveBeenCalledExactlyOnceWith('/payInfo?deposit_no=D20240301001');
  });

  it('a page that stays after the order starts a new deposit from new typing', async () => {
    const { vm, calls } = start({}, { wechat: 1 });
    await settle();
    vm().chooseAmount(200);
    vm().submit();
    await settle();
    vm().chooseAmount(499);
    vm().submit();
    await settle();
    expect(calls.submit).toHaveBeenCalledTimes(2);
  });
});

describe('depositMachine: failures', () => {
  it('toasts a refusal in the server words and keeps everything typed', async () => {
    const { vm, effects, calls } = start(
      { submit: () => Promise.resolve(fail('server', '充值金额过低', 212)) },
      { card: 1 },
    );
    await settle();
    fillBank(vm);
    vm().chooseAmount(200);
    vm().submit();
    await settle();
    expect(effects.notify).toHaveBeenCalledExactlyOnceWith('充值金额过低');
    expect(vm().busy).toBe(false);
    expect(vm().values).toMatchObject({ amount: '200', depositor: '张三', cardNo: '6222020200112233445' });
    expect(vm().outcome).toBeNull();
    expect(effects.refreshBalance).not.toHaveBeenCalled();
    // Read once, before the order (the baseline): a refusal is an answer, so nothing is checked after it.
    expect(calls.ledger).toHaveBeenCalledTimes(1);
  });

  const row = (key: string, amount: number): LedgerEntry => ({ key, amount, platform: '', at: NOW + 1000 });

  it('shows the check while it runs', async () => {
    const { vm, calls } = start(
      { submit: () => Promise.resolve(fail('contract', '服务器数据异常，请稍后重试')) },
      { wechat: 1 },
    );
    await settle();
    vm().chooseAmount(200);
    vm().submit();
    await settle();
    expect(vm().outcome).toEqual({
      message: outcomeMessages.checking,
      progress: '核实中…已核实0秒',
      canRecheck: false,
      recheckLabel: RECHECK_LABEL,
    });
    expect(vm().busy).toBe(true);
    vm().submit();
    await settle();
    expect(calls.submit).toHaveBeenCalledTimes(1);
  });

  it('goes on as a success when the ledger gained the order of that amount, with the number its record carries', async () => {
    const { vm, effects, calls } = start(
      { submit: () => Promise.resolve(fail('server', '服务器繁忙，请稍后重试')) },
      { usdt: 1 },
    );
    await settle();
    calls.ledger
      .mockResolvedValueOnce(ok([row('OLD', 200)]))
      .mockResolvedValueOnce(ok([row('OTHER', 199.5), row('D777', 200.5), row('OLD', 200)]));
    vm().setField('amount', '200.5');
    vm().submit();
    await settle();
    expect(effects.navigate).toHaveBeenCalledExactlyOnceWith('/payInfo?deposit_no=D777');
    expect(vm().outcome).toBeNull();
    expect(effects.clearIntent).toHaveBeenCalled();
  });

  it('a found bank order says it awaits review; a found dsfpay order goes to its outside page', async () => {
    const bank = start({ submit: () => Promise.reject(new Error('x')) }, { card: 1, dsfpay: 1 });
    await settle();
    bank.calls.ledger.mockResolvedValueOnce(ok([])).mockResolvedValueOnce(ok([row('B1', 999)]));
    fillBank(bank.vm);
    bank.vm().chooseAmount(999);
    bank.vm().submit();
    await settle();
    expect(bank.effects.celebrate).toHaveBeenCalledExactlyOnceWith('提交成功，等待后台审核');
    expect(bank.effects.navigate).toHaveBeenCalledExactlyOnceWith('/transRecord');

    const dsf = start({ submit: () => Promise.resolve(fail('network', '')) }, { dsfpay: 1 });
    await settle();
    dsf.calls.ledger.mockResolvedValueOnce(ok([])).mockResolvedValueOnce(ok([row('B2', 999)]));
    dsf.vm().chooseAmount(999);
    dsf.vm().submit();
    await settle();
    expect(dsf.calls.payAddress).toHaveBeenCalledExactlyOnceWith({ depositNo: 'B2' });
    expect(dsf.effects.redirect).toHaveBeenCalledTimes(1);
  });

  it('offers 再次核实 once the ledger could not be read for the window', async () => {
    const { vm, advance } = start(
      {
        submit: () => Promise.resolve(fail('network', '')),
        ledger: () => Promise.resolve(fail('server', '错误', 500)),
      },
      { wechat: 1 },
    );
    await settle();
    vm().chooseAmount(1299);
    vm().submit();
    await settle();
    await advance(OUTCOME_CHECK_WINDOW_MS + 10_000);
    expect(vm().outcome).toEqual({
      message: outcomeMessages.unknown,
      progress: null,
      canRecheck: true,
      recheckLabel: RECHECK_LABEL,
    });
    expect(vm().busy).toBe(false);
  });

  it('a kept order found on a page that opens on another channel goes on as the channel it was made on', async () => {
    const { effects } = start(
      { ledger: () => Promise.resolve(ok([row('K2', 300)])) },
      { wechat: 1 },
      {
        intent: {
          key: 'kept',
          startedAt: NOW,
          serverStartedAt: null,
          baselineAt: null,
          baseline: [],
          match: { query: { ledger: 'deposits' }, amounts: ['300.00'], platform: '' },
        },
        draft: { channel: 'card', amount: '300.00', protocol: null, bank: null },
      },
    );
    await settle();
    expect(effects.celebrate).toHaveBeenCalledExactlyOnceWith('提交成功，等待后台审核');
    expect(effects.navigate).toHaveBeenCalledExactlyOnceWith('/transRecord');
  });
});

describe('depositMachine: before the app provides its calls', () => {
  it('treats every unprovided call as failed, never as done', async () => {
    const clock = new SimulatedClock();
    const bare = createActor(depositMachine, { clock, input: { usdtRate: 7.2 } }).start();
    await settle();
    expect(connectDeposit(bare.getSnapshot(), bare.send).failed).toBe(true);

    const machine = depositMachine.provide({
      actors: {
        fetchPayWays: fromPromise(() => Promise.resolve(ok<DepositChannelFlags>({ card: 1 }))),
        intent: depositIntentMachine.provide({ actors: { send: fromPromise(() => Promise.reject(new Error('x'))) } }),
      },
    });
    const actor = createActor(machine, { clock, input: { usdtRate: 7.2 } }).start();
    const vm = () => connectDeposit(actor.getSnapshot(), actor.send);
    await settle();
    expect(vm().bank).toMatchObject({ error: '网络异常，请检查网络后重试！', accounts: [], banks: [] });
    expect(vm().needsAccount).toBe(false);
    fillBank(vm);
    vm().chooseAmount(200);
    vm().submit();
    await settle();
    for (let step = 0; step < 120; step += 1) {
      clock.increment(500);
      await settle();
    }
    expect(vm().outcome?.canRecheck).toBe(true);

    const gateway = createActor(
      depositMachine.provide({
        actors: {
          fetchPayWays: fromPromise(() => Promise.resolve(ok<DepositChannelFlags>({ dsfpay: 1 }))),
          intent: depositIntentMachine.provide({
            actors: {
              stamp: fromPromise(async () => ({ key: 'k', at: NOW })),
              send: fromPromise(() => Promise.resolve(ok({ depositNo: 'D1' }))),
            },
          }),
        },
      }),
      { clock, input: { usdtRate: 7.2 } },
    ).start();
    await settle();
    gateway.send({ type: 'amount.choose', amount: 200 });
    gateway.send({ type: 'submit' });
    await settle();
    const done = connectDeposit(gateway.getSnapshot(), gateway.send);
    expect(done.busy).toBe(false);
    expect(done.values.amount).toBe('');
  });
});
