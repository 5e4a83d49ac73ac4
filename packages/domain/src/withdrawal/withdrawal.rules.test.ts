import { describe, expect, it } from 'vitest';
import { checkWithdrawal, WITHDRAWAL_MIN_AMOUNT, type WithdrawalForm } from './withdrawal.rules.ts';

const CARD = '请选择您要提现到的银行卡';
const WALLET = '请选择钱包地址';
const MIN_AMOUNT = '单笔取款不能低于100元';
const PASSWORD = '请输入您的支付密码';

const valid: WithdrawalForm = { method: 1, accountId: 12, amount: '100', payPassword: '123456' };
const check = (changes: Partial<WithdrawalForm>) => checkWithdrawal({ ...valid, ...changes });

describe('checkWithdrawal', () => {
  it.each([1, 2, 3] as const)('accepts a complete form on tab %i', (method) => {
    expect(check({ method })).toEqual({ ok: true });
  });

  it.each<[string, Partial<WithdrawalForm>, string, string]>([
    ['account (bank tab)', { method: 1, accountId: null }, 'accountId', CARD],
    ['account (USDT tab)', { method: 2, accountId: null }, 'accountId', WALLET],
    ['account (token tab)', { method: 3, accountId: null }, 'accountId', WALLET],
    ['amount', { amount: '99' }, 'amount', MIN_AMOUNT],
    ['amount that is no amount', { amount: '100，10' }, 'amount', '请输入正确的金额'],
    ['amount with two points', { amount: '1.2.3' }, 'amount', '请输入正确的金额'],
    ['payment password', { payPassword: '' }, 'payPassword', PASSWORD],
  ])('fails the %s rule with its message', (_rule, changes, field, message) => {
    expect(check(changes)).toEqual({ ok: false, field, message });
  });

  it.each<[string, Partial<WithdrawalForm>, string]>([
    ['account before amount', { accountId: null, amount: '' }, CARD],
    ['amount before payment password', { amount: '', payPassword: '' }, MIN_AMOUNT],
  ])('checks %s', (_pair, changes, message) => {
    expect(check(changes)).toMatchObject({ ok: false, message });
  });

  it.each([undefined, null, '', 0])('treats account %j as none chosen', (accountId) => {
    expect(check({ method: 2, accountId })).toMatchObject({ field: 'accountId', message: WALLET });
  });

  it.each(['100.', '１００。００', '１５０'])('takes the Chinese keyboard amount %j', (amount) => {
    expect(check({ amount })).toEqual({ ok: true });
  });

  it('checks the account before a bad amount, and a bad amount before the password', () => {
    expect(check({ accountId: null, amount: '1,000' })).toMatchObject({ message: CARD });
    expect(check({ amount: '1,000', payPassword: '' })).toMatchObject({ message: '请输入正确的金额' });
  });

  it('takes a string id as chosen', () => {
    expect(check({ accountId: '7' })).toEqual({ ok: true });
  });

  it.each<[WithdrawalForm['amount'], boolean]>([
    [99, false],
    ['99', false],
    ['99.99', false],
    [100, true],
    ['100', true],
    ['100.00', true],
    [100.01, true],
    ['', false],
    ['abc', false],
  ])('amount %j passes on every tab: %s', (amount, passes) => {
    expect(WITHDRAWAL_MIN_AMOUNT).toBe(100);
    for (const method of [1, 2, 3] as const) expect(check({ method, amount }).ok).toBe(passes);
  });
});
