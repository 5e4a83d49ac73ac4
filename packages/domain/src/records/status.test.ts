import { describe, expect, it } from 'vitest';
import { type StatusKind, statusLabel, TRANSACTION_TYPES, transactionStatusKind } from './status.ts';

describe('statusLabel', () => {
  it.each<[StatusKind, number, string]>([
    ['bet', 0, '未结算'],
    ['bet', 1, '已结算'],
    ['bet', 2, '已取消'],
    ['bet', 3, '已取消'],
    ['deposit', 0, '未定义'],
    ['deposit', 1, '待审核'],
    ['deposit', 2, '审核通过'],
    ['deposit', 3, '审核拒绝'],
    ['withdrawal', 0, '未定义'],
    ['withdrawal', 1, '待审核'],
    ['withdrawal', 2, '审核通过'],
    ['withdrawal', 3, '审核拒绝'],
    // The spec's table says 失败; the backend writes 0 while the aggregator answers (see TRANSFER_PENDING_LABEL).
    ['transfer', 0, '处理中'],
    ['transfer', 1, '成功'],
    ['transfer', 2, '待结算'],
    ['transfer', 3, '未定义'],
    ['activity', 0, '不同意'],
    ['activity', 1, '待审核'],
    ['activity', 2, '审核通过'],
    ['activity', 3, '审核拒绝'],
    ['activity', 4, '不同意'],
    ['rebate', 0, '未领取'],
    ['rebate', 1, '已领取'],
    ['rebate', 2, '已领取'],
  ])('labels %s state %i %s', (kind, state, label) => {
    expect(statusLabel(kind, state)).toBe(label);
  });

  it.each<[StatusKind, number | string]>([
    ['bet', 4],
    ['deposit', 9],
    ['withdrawal', -1],
    ['transfer', 4],
    ['activity', 5],
    ['bet', 'x'],
  ])('labels an unknown %s state %j 未定义', (kind, state) => {
    expect(statusLabel(kind, state)).toBe('未定义');
  });

  it('reads a state sent as text', () => {
    expect(statusLabel('deposit', '2')).toBe('审核通过');
    expect(statusLabel('rebate', '0')).toBe('未领取');
  });
});

describe('transactionStatusKind', () => {
  it.each([
    [TRANSACTION_TYPES.deposit, 'deposit'],
    [TRANSACTION_TYPES.withdrawal, 'withdrawal'],
    [TRANSACTION_TYPES.transferIn, 'transfer'],
    [TRANSACTION_TYPES.transferOut, 'transfer'],
  ])('reads tab %i rows with the %s table', (type, kind) => {
    expect(transactionStatusKind(type)).toBe(kind);
  });

  it('numbers the tabs as the spec does', () => {
    expect(TRANSACTION_TYPES).toEqual({ deposit: 1, withdrawal: 2, transferIn: 3, transferOut: 4 });
  });
});
