import { describe, expect, it } from 'vitest';
import {
  type BankDepositForm,
  checkBankDeposit,
  checkDepositAmount,
  DEFAULT_DEPOSIT_RANGE,
  DEPOSIT_CHANNELS,
  defaultDepositChannel,
  isConfiguredRange,
  QUICK_AMOUNTS,
} from './deposit.rules.ts';

describe('checkBankDeposit', () => {
  const valid: BankDepositForm = {
    depositor: '张三',
    bank: '中国工商银行',
    cardNo: '6222020200112233445',
    bankAddress: '北京市朝阳支行',
  };
  const check = (changes: Partial<BankDepositForm>) => checkBankDeposit({ ...valid, ...changes });

  it('accepts a complete form', () => {
    expect(checkBankDeposit(valid)).toEqual({ ok: true });
  });

  it.each<[string, Partial<BankDepositForm>, string, string]>([
    ['depositor', { depositor: '' }, 'depositor', '请输入存款人姓名'],
    ['bank', { bank: '' }, 'bank', '请输入银行类型'],
    ['card number', { cardNo: '' }, 'cardNo', '请输入银行卡号'],
    ['bank address', { bankAddress: '  ' }, 'bankAddress', '请输入银行开户行地址'],
  ])('fails the %s rule with its message', (_rule, changes, field, message) => {
    expect(check(changes)).toEqual({ ok: false, field, message });
  });

  it.each<[string, Partial<BankDepositForm>, string]>([
    ['depositor before bank', { depositor: '', bank: '' }, 'depositor'],
    ['bank before card number', { bank: '', cardNo: '' }, 'bank'],
    ['card number before bank address', { cardNo: '', bankAddress: '' }, 'cardNo'],
  ])('checks %s', (_pair, changes, field) => {
    expect(check(changes)).toMatchObject({ ok: false, field });
  });
});

describe('checkDepositAmount', () => {
  const range = { min: 200, max: 10000 };
  const refused = { ok: false, field: 'amount', message: '请输入200-10000之间的金额！' };

  it.each([
    [199, refused],
    [199.99, refused],
    [200, { ok: true }],
    ['200', { ok: true }],
    [5000, { ok: true }],
    [10000, { ok: true }],
    ['10000.00', { ok: true }],
    [10000.01, refused],
    [10001, refused],
    ['', refused],
    ['abc', { ok: false, field: 'amount', message: '请输入正确的金额' }],
    ['1,000', { ok: false, field: 'amount', message: '请输入正确的金额' }],
    ['500.', { ok: true }],
    ['５００。５', { ok: true }],
    [Number.NaN, refused],
  ])('amount %j gives %j', (amount, verdict) => {
    expect(checkDepositAmount(amount, range)).toEqual(verdict);
  });

  it("names the channel's own range", () => {
    expect(checkDepositAmount(50, { min: 100, max: 50000 })).toMatchObject({ message: '请输入100-50000之间的金额！' });
    expect(checkDepositAmount(0.5, { min: 0.5, max: 0.5 })).toEqual({ ok: true });
  });

  it('starts from 200 to 10000 with the quick amounts of the spec', () => {
    expect(DEFAULT_DEPOSIT_RANGE).toEqual({ min: 200, max: 10000 });
    expect(QUICK_AMOUNTS).toEqual([200, 499, 999, 1299, 2199]);
  });
});

describe('defaultDepositChannel', () => {
  it('picks in the order antoken, card, usdt, wechat, alipay, dsfpay', () => {
    expect(DEPOSIT_CHANNELS).toEqual(['antoken', 'card', 'usdt', 'wechat', 'alipay', 'dsfpay']);
  });

  it.each([
    [{ antoken: 1, card: 1, usdt: 1, wechat: 1, alipay: 1, dsfpay: 1 }, 'antoken'],
    [{ antoken: 0, card: 1, usdt: 1 }, 'card'],
    [{ wechat: 1, usdt: 1, card: 0 }, 'usdt'],
    [{ alipay: 1, wechat: 1 }, 'wechat'],
    [{ dsfpay: 1, alipay: 1 }, 'alipay'],
    [{ dsfpay: 1 }, 'dsfpay'],
    [{ card: true }, 'card'],
    [{ card: 2, usdt: 1 }, 'usdt'],
    [{ antoken: 0, card: 0, usdt: 0, wechat: 0, alipay: 0, dsfpay: 0 }, null],
    [{}, null],
  ])('picks from %j: %s', (flags, channel) => {
    expect(defaultDepositChannel(flags)).toBe(channel);
  });
});

describe('isConfiguredRange', () => {
  it.each([
    [{ min: 200, max: 10000 }, true],
    [{ min: 0, max: 5000 }, true],
    [{ min: 100, max: 100 }, true],
    [{ min: 0, max: 0 }, false],
    [{ min: 500, max: 100 }, false],
  ])('%j stands: %s', (range, stands) => {
    expect(isConfiguredRange(range)).toBe(stands);
  });
});
