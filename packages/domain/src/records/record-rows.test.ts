import { describe, expect, it } from 'vitest';
import { hasOrderNumber, TRANSACTION_TABS, toBetRow, toTransactionRow, transactionTypeOf } from './record-rows.ts';

const bet = {
  betId: 'PG0001',
  betTime: '2026-11-20 12:00:00',
  platformName: 'PG电子',
  playName: '麻将胡了',
  betAmount: 100,
  winLoss: -100,
  status: 1,
};

const transaction = { orderNo: 'D2026', amount: 500, state: 1, payWay: '网银转账', createdAt: '2026-11-20 12:00:00' };

describe('bet rows', () => {
  it.each([
    [0, '未结算', false],
    [1, '已结算', true],
    [2, '已取消', false],
    [3, '已取消', false],
    [7, '未定义', false],
  ])('label status %i %s', (status, label, settled) => {
    expect(toBetRow({ ...bet, status })).toMatchObject({ status: label, settled });
  });

  it('show the game, else the venue, with the bet id as key', () => {
    expect(toBetRow(bet)).toEqual({
      id: 'PG0001',
      title: '麻将胡了',
      platformName: 'PG电子',
      betTime: '2026-11-20 12:00:00',
      betAmount: 100,
      winLoss: -100,
      status: '已结算',
      settled: true,
    });
    expect(toBetRow({ ...bet, playName: '' }).title).toBe('PG电子');
  });
});

describe('transaction rows', () => {
  it('name the four tabs in order', () => {
    expect(TRANSACTION_TABS.map((tab) => `${tab.value}${tab.label}`)).toEqual(['1存款', '2取款', '3转入', '4转出']);
  });

  it.each([
    ['2', 2],
    ['3', 3],
    ['4', 4],
    ['1', 1],
    ['9', 1],
    [null, 1],
    ['x', 1],
  ] as const)('read the query type %j as tab %i', (query, type) => {
    expect(transactionTypeOf(query)).toBe(type);
  });

  it.each([
    ['Bank card', '银行卡'],
    ['Alipay', '支付宝'],
    ['WeChat', '微信'],
    ['Wallet', '优惠活动'],
    ['USDT-TRC20', 'USDT-TRC20'],
    ['AG真人', 'AG真人'],
    ['支付宝', '支付宝'],
  ])("show the backend's method label %j as %j", (payWay, title) => {
    expect(toTransactionRow(4, { ...transaction, payWay }, 0).title).toBe(title);
  });

  it('carry order numbers for deposits and withdrawals only', () => {
    expect([1, 2, 3, 4].map((type) => hasOrderNumber(type as 1 | 2 | 3 | 4))).toEqual([true, true, false, false]);
    expect(toTransactionRow(1, transaction, 0)).toEqual({
      key: 'D2026',
      orderNo: 'D2026',
      title: '网银转账',
      amount: 500,
      createdAt: '2026-11-20 12:00:00',
      status: '待审核',
    });
    expect(toTransactionRow(3, { ...transaction, orderNo: '' }, 5)).toMatchObject({ key: '3-5', orderNo: null });
    expect(toTransactionRow(2, { ...transaction, orderNo: '' }, 5)).toMatchObject({ key: '2-5', orderNo: '' });
  });

  it.each([
    [1, 2, '审核通过'],
    [2, 3, '审核拒绝'],
    [2, 0, '未定义'],
    [3, 0, '处理中'],
    [4, 0, '处理中'],
    [3, 1, '成功'],
    [4, 2, '待结算'],
    [4, 3, '未定义'],
  ] as const)('label tab %i state %i %s', (type, state, label) => {
    expect(toTransactionRow(type, { ...transaction, state }, 0).status).toBe(label);
  });
});
