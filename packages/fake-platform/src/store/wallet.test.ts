import { describe, expect, it } from 'vitest';
import { auditMoney } from '../audit.ts';
import type { FakeKind } from '../kind.ts';
import { createStore, DEMO_ACCOUNT, type FakeUser, usdtPayout } from '../store.ts';
import { beijingDayStart } from '../time.ts';

const START = new Date('2026-11-22T04:00:00Z');

function setup(approveAfterMs: number | null = 1_000, kind: FakeKind = 'real') {
  let now = START;
  const store = createStore(undefined, { now: () => now, approveAfterMs, kind });
  const demo = store.userByName(DEMO_ACCOUNT.username) as FakeUser;
  const registered = store.register({
    username: 'newbie01',
    password: 'pass1234',
    realname: '李四',
    payPassword: '123456',
  });
  if (!registered.ok) throw new Error('registration works');
  return {
    store,
    demo,
    newbie: registered.user as FakeUser,
    advance(ms: number) {
      now = new Date(now.getTime() + ms);
      store.tick();
    },
  };
}

const deposit = { protocol: '', bank: '', bankNo: '', bankOwner: '', bankAddress: '' };
const bankCardOf = (store: ReturnType<typeof setup>['store'], user: FakeUser) => store.cards(user, 1)[0]?.id ?? -1;

describe('deposits', () => {
  it('stay pending until the approval delay has passed, then credit the wallet exactly', () => {
    const { store, newbie, advance } = setup();

    const created = store.createDeposit(newbie, { ...deposit, payType: 'alipay', amountCents: 30_010 });
    expect(created).toMatchObject({ ok: true, deposit: { state: 1, amountCents: 30_010 } });
    advance(999);
    expect(newbie.balanceCents).toBe(0);
    advance(1);
    expect(newbie.balanceCents).toBe(30_010);
    expect(store.deposits(newbie)[0]?.state).toBe(2);
  });

  it('raise the VIP level with the cumulative deposits, never lower it', () => {
    const { store, newbie, advance } = setup();

    store.createDeposit(newbie, {
      ...deposit,
      payType: 'bank',
      amountCents: 500_000,
      bank: '招商银行',
      bankNo: '6225',
      bankOwner: '李四',
      bankAddress: '上海',
    });
    advance(1_000);

    expect(newbie.vip).toBe(3);
  });

  it('wait for the back office when automatic approval is off', () => {
    const { store, newbie, advance } = setup(null);
    const created = store.createDeposit(newbie, { ...deposit, payType: 'wxpay', amountCents: 20_000 });
    const orderNo = created.ok ? created.deposit.orderNo : '';

    advance(86_400_000);
    expect(newbie.balanceCents).toBe(0);
    expect(store.approveDeposit(orderNo)).toBe(true);
    expect(newbie.balanceCents).toBe(20_000);
    expect(store.approveDeposit(orderNo)).toBe(false);
    expect(newbie.balanceCents).toBe(20_000);
  });

  it('credit nothing when rejected', () => {
    const { store, newbie, advance } = setup(null);
    const created = store.createDeposit(newbie, { ...deposit, payType: 'ebpay', amountCents: 20_000 });

    expect(store.rejectDeposit(created.ok ? created.deposit.orderNo : '')).toBe(true);
    advance(10_000);
    expect(newbie.balanceCents).toBe(0);
    expect(store.deposits(newbie)[0]?.state).toBe(3);
  });

  it("refuse amounts outside the channel's range, closed channels and unknown methods", () => {
    const { store, newbie } = setup();

    expect(store.createDeposit(newbie, { ...deposit, payType: 'alipay', amountCents: 9_999 })).toEqual({
      ok: false,
      code: 500,
      message: '充值金额不能低于100元',
    });
    expect(store.createDeposit(newbie, { ...deposit, payType: 'alipay', amountCents: 500_001 })).toMatchObject({
      code: 500,
      message: '充值金额不能高于5000元',
    });
    expect(
      store.createDeposit(newbie, { ...deposit, payType: 'usdt', protocol: 'ERC20', amountCents: 20_000 }),
    ).toMatchObject({
      code: 500,
      message: '充值金额不能低于500元',
    });
    expect(store.createDeposit(newbie, { ...deposit, payType: 'dsfpay', amountCents: 20_000 })).toMatchObject({
      code: 500,
      message: '系统维护中...',
    });
    expect(store.createDeposit(newbie, { ...deposit, payType: 'paypal', amountCents: 20_000 })).toMatchObject({
      code: 1000,
    });
    expect(store.createDeposit(newbie, { ...deposit, payType: 'bank', amountCents: 20_000 })).toMatchObject({
      code: 1000,
      message: '请输入存款人姓名',
    });
    expect(store.deposits(newbie)).toEqual([]);
  });

  it('read "usdt" with the bank antoken as a token deposit on TRC20', () => {
    const { store, newbie } = setup();

    const created = store.createDeposit(newbie, { ...deposit, payType: 'usdt', bank: 'antoken', amountCents: 20_000 });

    expect(created).toMatchObject({ ok: true, deposit: { payType: 'antoken', protocol: 'TRC20' } });
  });
});

describe('withdrawals', () => {
  it('debit the wallet at once and stay pending; a rejection pays the money back', () => {
    const { store, demo } = setup();
    const before = demo.balanceCents;

    const result = store.requestWithdrawal(demo, {
      amountCents: 15_000,
      cardId: bankCardOf(store, demo),
      payPassword: '123456',
    });

    expect(result).toMatchObject({ ok: true, withdrawal: { state: 1, realMoney: '150.00' } });
    expect(demo.balanceCents).toBe(before - 15_000);
    const id = result.ok ? result.withdrawal.id : -1;
    expect(store.reviewWithdrawal(id, false)).toBe(true);
    expect(demo.balanceCents).toBe(before);
    expect(store.reviewWithdrawal(id, true)).toBe(false);
  });

  it('pay out on approval without touching the wallet again', () => {
    const { store, demo } = setup();
    const before = demo.balanceCents;
    const result = store.requestWithdrawal(demo, {
      amountCents: 10_000,
      cardId: bankCardOf(store, demo),
      payPassword: '123456',
    });

    expect(store.reviewWithdrawal(result.ok ? result.withdrawal.id : -1, true)).toBe(true);
    expect(demo.balanceCents).toBe(before - 10_000);
  });

  it('convert USDT withdrawals at the withdrawal rate, less the network fee', () => {
    expect(usdtPayout(100_000, 'TRC20')).toBe('140.84');
    expect(usdtPayout(100_000, 'ERC20')).toBe('136.84');
    expect(usdtPayout(500, 'ERC20')).toBe('0.00');
    const { store, demo } = setup();
    const wallet = store.cards(demo, 2)[0];

    const result = store.requestWithdrawal(demo, {
      amountCents: 100_000,
      cardId: wallet?.id ?? -1,
      payPassword: '123456',
    });

    expect(result).toMatchObject({ ok: true, withdrawal: { realMoney: '140.84', payWay: 'USDT-TRC20', cardType: 2 } });
  });

  it('refuse in the backend order: account, password, limits, balance', () => {
    const { store, demo } = setup();
    const cardId = bankCardOf(store, demo);
    const attempt = (amountCents: number, id: number, payPassword: string) =>
      store.requestWithdrawal(demo, { amountCents, cardId: id, payPassword });

    expect(attempt(1, 999_999, 'wrong')).toMatchObject({ code: 201 });
    expect(attempt(1, cardId, 'wrong')).toMatchObject({ code: 520, message: '支付密码错误' });
    expect(attempt(9_999, cardId, '123456')).toEqual({ ok: false, code: 214, message: '单笔取款不能低于100元' });
    expect(attempt(5_000_001, cardId, '123456')).toMatchObject({ code: 215 });
    expect(attempt(demo.balanceCents + 100, cardId, '123456')).toMatchObject({
      code: 208,
      message: '取款金额大于账户余额',
    });
    expect(store.withdrawals(demo).filter((withdrawal) => withdrawal.createdAt >= START.getTime())).toEqual([]);
  });

  it('allow five requests a day', () => {
    const { store, demo } = setup();
    const cardId = bankCardOf(store, demo);
    const dayStart = beijingDayStart(START.getTime());
    const today = store.withdrawals(demo).filter((withdrawal) => withdrawal.createdAt >= dayStart);

    const results = Array.from({ length: 6 - today.length }, () =>
      store.requestWithdrawal(demo, { amountCents: 10_000, cardId, payPassword: '123456' }),
    );

    expect(results.slice(0, -1).every((result) => result.ok)).toBe(true);
    expect(results.at(-1)).toMatchObject({ code: 216 });
  });

  it('need turnover as large as the deposits since the last payout', () => {
    const { store, newbie, advance } = setup();
    store.bindCard(newbie, {
      bank: '招商银行',
      number: '6225880212340000',
      owner: '李四',
      address: '上海',
      payPassword: '123456',
    });
    store.createDeposit(newbie, { ...deposit, payType: 'alipay', amountCents: 50_000 });
    advance(1_000);

    const result = store.requestWithdrawal(newbie, {
      amountCents: 10_000,
      cardId: bankCardOf(store, newbie),
      payPassword: '123456',
    });

    expect(result).toMatchObject({ ok: false, code: 214, message: '有效投注不足，暂不能取款' });
    expect(newbie.balanceCents).toBe(50_000);
  });
});

describe('transfers', () => {
  it('move whole yuan only, as the backend cuts the amount', () => {
    const { store, demo } = setup();
    const wallet = demo.balanceCents;

    expect(store.transfer(demo, 'userbalance', 'bg', 99.99)).toEqual({
      ok: true,
      balanceCents: wallet - 9_900,
      direction: 'in',
    });
    expect(demo.venues.bg).toBe(9_900);
    expect(store.transfer(demo, 'bg', 'userbalance', 50.5)).toEqual({
      ok: true,
      balanceCents: wallet - 4_900,
      direction: 'out',
    });
    expect(demo.venues.bg).toBe(4_900);
  });

  it("refuse as the backend's safeUserTransfer does, in its own words, before anything is logged", () => {
    const { store, demo } = setup();
    const before = auditMoney(store.snapshot());
    const rows = store.transferLogs(demo).length;

    expect(store.transfer(demo, 'userbalance', 'ag', 0.99)).toMatchObject({
      code: 209,
      message: 'invalid transfer amount',
    });
    expect(store.transfer(demo, 'ag', 'ag', 10)).toMatchObject({
      code: 209,
      message: 'source and target are the same',
    });
    expect(store.transfer(demo, 'ag', 'pg', 10)).toMatchObject({
      code: 209,
      message: 'cross-platform transfer is disabled',
    });
    expect(store.transfer(demo, 'userbalance', 'nowhere', 10)).toMatchObject({ code: 201 });
    expect(store.transfer(demo, 'userbalance', 'ag', 1_000_000)).toMatchObject({
      code: 210,
      message: 'insufficient balance',
    });
    expect(store.transferLogs(demo)).toHaveLength(rows);
    expect(auditMoney(store.snapshot())).toEqual(before);
  });

  it('log a transfer the aggregator refuses in state 0, with the money where it was', () => {
    const { store, demo } = setup();
    const wallet = demo.balanceCents;
    const ag = demo.venues.ag ?? 0;
    const before = auditMoney(store.snapshot());

    expect(store.transfer(demo, 'userbalance', 'ag', 50, 'Tg钱包转入失败')).toEqual({
      ok: false,
      code: 209,
      message: 'Tg钱包转入失败',
      upstream: { direction: 'in', balanceCents: wallet },
    });
    // Out of a venue holding too little: the backend does not look, the aggregator refuses.
    expect(store.transfer(demo, 'ag', 'userbalance', ag / 100 + 1)).toMatchObject({
      code: 209,
      upstream: { direction: 'out' },
    });
    // safeUserTransfer logs strtoupper(venue); the venue wallets stay keyed by the catalogue's code.
    expect(store.transferLogs(demo).slice(-2)).toMatchObject([
      { kind: 1, platform: 'AG', amountCents: 5_000, state: 0 },
      { kind: 2, platform: 'AG', state: 0 },
    ]);
    expect([demo.balanceCents, demo.venues.ag]).toEqual([wallet, ag]);
    expect(auditMoney(store.snapshot())).toEqual(before);
  });

  it("recover only the latest transfer in's venue, and only its whole yuan (safeUserTransAll)", () => {
    const { store, demo } = setup();
    const total = demo.balanceCents + Object.values(demo.venues).reduce((sum, cents) => sum + cents, 0);
    store.transfer(demo, 'userbalance', 'pg', 10);
    store.transfer(demo, 'userbalance', 'pp', 10);
    demo.venues.pp = (demo.venues.pp ?? 0) + 37;
    const pg = demo.venues.pg ?? 0;
    const pp = demo.venues.pp;

    const moved = Math.floor(pp / 100) * 100;
    expect(store.recoverAll(demo)).toEqual({ ok: true, movedCents: moved, balanceCents: demo.balanceCents });
    expect(demo.venues.pp).toBe(pp - moved);
    expect(demo.venues.pg).toBe(pg);
    // Less than a yuan left there: nothing comes back, though other venues hold money.
    expect(store.recoverAll(demo)).toMatchObject({ ok: true, movedCents: 0 });
    expect(store.recoverAll(demo, 'balance query failed')).toEqual({
      ok: false,
      code: 201,
      message: 'balance query failed',
    });
    // A failed transfer in still names the venue the backend reads next.
    store.transfer(demo, 'userbalance', 'pg', 10, 'Tg钱包转入失败');
    expect(store.recoverAll(demo)).toMatchObject({ ok: true, movedCents: Math.floor(pg / 100) * 100 });
    demo.venues.pp = (demo.venues.pp ?? 0) - 37;
    expect(demo.balanceCents + Object.values(demo.venues).reduce((sum, cents) => sum + cents, 0)).toBe(total);
  });

  it('take a venue code in any case, log it upper case and recover that venue from the row (MySQL compares codes without case)', () => {
    const { store, demo } = setup();
    const pg = demo.venues.pg ?? 0;
    const wallet = demo.balanceCents;

    expect(store.transfer(demo, 'userbalance', 'Pg', 10)).toMatchObject({ ok: true, direction: 'in' });
    expect(store.transfer(demo, 'PG', 'userbalance', 3)).toMatchObject({ ok: true, direction: 'out' });
    expect(demo.venues.pg).toBe(pg + 700);
    expect(Object.keys(demo.venues)).not.toContain('PG');
    expect(
      store
        .transferLogs(demo)
        .slice(-2)
        .map((row) => row.platform),
    ).toEqual(['PG', 'PG']);
    // The latest transfer in names 'PG'; recover-all brings back the wallet keyed 'pg'.
    expect(store.recoverAll(demo)).toMatchObject({ ok: true, movedCents: Math.floor((pg + 700) / 100) * 100 });
    expect(demo.balanceCents).toBe(wallet - 700 + Math.floor((pg + 700) / 100) * 100);
  });

  it('recover nothing for a player who never transferred in', () => {
    const { store, newbie } = setup();
    expect(store.recoverAll(newbie)).toEqual({ ok: true, movedCents: 0, balanceCents: 0 });
  });

  it('in spec mode: refuse in Chinese, check the venue first, recover every venue, cents included', () => {
    const { store, demo } = setup(1_000, 'spec');
    const before = auditMoney(store.snapshot());
    expect(store.transfer(demo, 'ag', 'pg', 10)).toMatchObject({ code: 209, message: '场馆之间不能互转' });
    expect(store.transfer(demo, 'userbalance', 'ag', 1_000_000)).toMatchObject({ code: 210, message: '余额不足' });
    expect(store.transfer(demo, 'ag', 'userbalance', 521)).toMatchObject({ code: 210 });
    expect(store.transfer(demo, 'userbalance', 'ag', 0.99)).toMatchObject({ code: 1000 });
    expect(store.transfer(demo, 'userbalance', 'ag', 10, 'ignored')).toMatchObject({ ok: true });
    expect(auditMoney(store.snapshot())).toEqual(before);

    const total = demo.balanceCents + Object.values(demo.venues).reduce((sum, cents) => sum + cents, 0);
    const held = total - demo.balanceCents;
    expect(store.recoverAll(demo)).toEqual({ ok: true, movedCents: held, balanceCents: total });
    expect(Object.values(demo.venues).every((cents) => cents === 0)).toBe(true);
    expect(store.recoverAll(demo)).toMatchObject({ movedCents: 0 });
  });

  it('take the whole yuan of the wallet into a game in seamless mode, and nothing otherwise', () => {
    const { store, demo } = setup();
    store.transfer(demo, 'userbalance', 'ag', 0.5);
    const wallet = demo.balanceCents;

    expect(store.enterVenue(demo, 'leg')).toEqual({ ok: true });
    expect(demo.venues.leg).toBe(0);
    expect(demo.balanceCents).toBe(wallet);

    store.setTransferStatus(demo, 1);
    store.requestWithdrawal(demo, { amountCents: 10_050, cardId: bankCardOf(store, demo), payPassword: '123456' });
    const cents = demo.balanceCents;
    store.enterVenue(demo, 'leg');
    expect(demo.venues.leg).toBe(Math.floor(cents / 100) * 100);
    expect(demo.balanceCents).toBe(cents % 100);
    expect(store.enterVenue(demo, 'nowhere')).toMatchObject({ code: 500 });
  });
});
