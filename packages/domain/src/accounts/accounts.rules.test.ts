import { describe, expect, it } from 'vitest';
import {
  type BankCardForm,
  canAddAccount,
  checkBankCard,
  checkUnbind,
  checkUsdtCard,
  checkWalletBind,
  cleanBankCard,
  cleanUnbind,
  cleanWalletBind,
  MAX_ACCOUNTS,
  type UsdtCardForm,
  WALLET_PROTOCOLS,
  type WalletBindForm,
} from './accounts.rules.ts';

const ADDRESS = 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE';

describe('checkWalletBind', () => {
  const valid: WalletBindForm = { address: ADDRESS, protocol: 'TRC20', payPassword: '123456' };
  const check = (changes: Partial<WalletBindForm>) => checkWalletBind({ ...valid, ...changes });

  it('accepts a complete form', () => {
    expect(checkWalletBind(valid)).toEqual({ ok: true });
  });

  it.each<[string, Partial<WalletBindForm>, string, string]>([
    ['address', { address: '' }, 'address', '请输入钱包地址'],
    ['protocol', { protocol: '' }, 'protocol', '请选择钱包协议'],
    ['payment password', { payPassword: '' }, 'payPassword', '请输入支付密码'],
  ])('fails the %s rule with its message', (_rule, changes, field, message) => {
    expect(check(changes)).toEqual({ ok: false, field, message });
  });

  it.each<[string, Partial<WalletBindForm>, string]>([
    ['address before protocol', { address: '', protocol: '' }, 'address'],
    ['protocol before payment password', { protocol: '', payPassword: '' }, 'protocol'],
  ])('checks %s', (_pair, changes, field) => {
    expect(check(changes)).toMatchObject({ ok: false, field });
  });
});

describe('checkUnbind', () => {
  it.each([
    ['12345', false],
    ['123456', true],
    ['1234567', true],
    ['12345a', true],
    ['Pay!2024abc', true],
    ['a'.repeat(72), true],
    ['a'.repeat(73), false],
    ['😀😀😀', false],
    ['', false],
  ])('payment password %j unbinds: %s', (payPassword, passes) => {
    expect(checkUnbind({ payPassword })).toEqual(
      passes ? { ok: true } : { ok: false, field: 'payPassword', message: '请输入6位数字支付密码' },
    );
  });
});

describe('checkBankCard', () => {
  const valid: BankCardForm = {
    owner: '张三',
    bank: '中国工商银行',
    address: '北京市朝阳支行',
    cardNo: '6222020200112233445',
    payPassword: '123456',
  };
  const check = (changes: Partial<BankCardForm>) => checkBankCard({ ...valid, ...changes });

  it('accepts a complete form', () => {
    expect(checkBankCard(valid)).toEqual({ ok: true });
  });

  it.each<[string, Partial<BankCardForm>, string, string]>([
    ['cardholder name', { owner: '' }, 'owner', '请输入姓名'],
    ['bank', { bank: '' }, 'bank', '请输入银行'],
    ['branch address', { address: ' ' }, 'address', '请输入开户行地址'],
    ['card number', { cardNo: '' }, 'cardNo', '请输入银行卡号'],
    ['payment password', { payPassword: '' }, 'payPassword', '请输入支付密码'],
    ['card number length', { cardNo: '1234567' }, 'cardNo', '请输入正确的卡号长度'],
    ['payment password length', { payPassword: '12345' }, 'payPassword', '请输入支付密码长度'],
  ])('fails the %s rule with its message', (_rule, changes, field, message) => {
    expect(check(changes)).toEqual({ ok: false, field, message });
  });

  it.each<[string, Partial<BankCardForm>, string]>([
    ['name before bank', { owner: '', bank: '' }, 'owner'],
    ['bank before branch address', { bank: '', address: '' }, 'bank'],
    ['branch address before card number', { address: '', cardNo: '' }, 'address'],
    ['card number before payment password', { cardNo: '', payPassword: '' }, 'cardNo'],
    ['payment password before card number length', { payPassword: '', cardNo: '123' }, 'payPassword'],
    ['card number length before password length', { cardNo: '123', payPassword: '1' }, 'cardNo'],
  ])('checks %s', (_pair, changes, field) => {
    expect(check(changes)).toMatchObject({ ok: false, field });
  });

  it.each([
    ['1234567', false],
    ['12345678', true],
  ])('card number %j is long enough: %s', (cardNo, passes) => {
    expect(check({ cardNo }).ok).toBe(passes);
  });

  it.each([
    ['12345', false],
    ['123456', true],
    ['1234567', true],
    ['123456789012345678', true],
    // Past the spec's 18: the platform lets players choose longer ones and checks them whole (up to 72).
    ['1234567890123456789', true],
    ['Pay!2024 abc', true],
    ['a'.repeat(72), true],
    ['a'.repeat(73), false],
    ['😀😀😀', false],
  ])('payment password %j has a valid length: %s', (payPassword, passes) => {
    expect(check({ payPassword }).ok).toBe(passes);
  });
});

describe('checkUsdtCard', () => {
  const valid: UsdtCardForm = { address: ADDRESS, protocol: 'ERC20', payPassword: '123456' };
  const check = (changes: Partial<UsdtCardForm>) => checkUsdtCard({ ...valid, ...changes });

  it('accepts a complete form', () => {
    expect(checkUsdtCard(valid)).toEqual({ ok: true });
  });

  it.each<[string, Partial<UsdtCardForm>, string, string]>([
    ['address', { address: '' }, 'address', '请输入USDT地址'],
    ['protocol', { protocol: '' }, 'protocol', '请选择钱包协议'],
    ['payment password', { payPassword: '' }, 'payPassword', '请输入支付密码'],
  ])('fails the %s rule with its message', (_rule, changes, field, message) => {
    expect(check(changes)).toEqual({ ok: false, field, message });
  });

  it.each<[string, Partial<UsdtCardForm>, string]>([
    ['address before protocol', { address: '', protocol: '' }, 'address'],
    ['protocol before payment password', { protocol: '', payPassword: '' }, 'protocol'],
  ])('checks %s', (_pair, changes, field) => {
    expect(check(changes)).toMatchObject({ ok: false, field });
  });
});

describe('account limits', () => {
  it('offers TRC20 first, then ERC20', () => {
    expect(WALLET_PROTOCOLS).toEqual(['TRC20', 'ERC20']);
  });

  it.each([
    [0, true],
    [4, true],
    [5, false],
    [6, false],
  ])('with %i accounts the add button shows: %s', (count, shows) => {
    expect(MAX_ACCOUNTS).toBe(5);
    expect(canAddAccount(count)).toBe(shows);
  });
});

describe('the account forms as typed', () => {
  it('keep a wallet address in word characters, 42 at most, and the payment password as the player has it', () => {
    expect(cleanWalletBind('address', ` ${ADDRESS}\n`)).toBe(ADDRESS);
    expect(cleanWalletBind('address', `0x${'a'.repeat(60)}`)).toHaveLength(42);
    expect(cleanWalletBind('payPassword', 'Pay!2024 abc')).toBe('Pay!2024 abc');
    expect(cleanWalletBind('payPassword', 'a'.repeat(80))).toBe('a'.repeat(72));
    expect(cleanWalletBind('protocol', 'ERC20')).toBe('ERC20');
    expect(cleanUnbind('payPassword', 'Pay!2024 abc')).toBe('Pay!2024 abc');
    expect(cleanUnbind('payPassword', 'a'.repeat(80))).toBe('a'.repeat(72));
    expect(cleanUnbind('id', '12')).toBe('12');
  });

  it('keep a card number in digits (50 at most), the holder within 50 and the branch as typed', () => {
    expect(cleanBankCard('cardNo', '6222 0212-3456 3445')).toBe('6222021234563445');
    expect(cleanBankCard('cardNo', '1'.repeat(60))).toHaveLength(50);
    expect(cleanBankCard('owner', '张'.repeat(60))).toHaveLength(50);
    expect(cleanBankCard('payPassword', 'a1b2c3d4e5f6g7')).toBe('a1b2c3d4e5f6g7');
    expect(cleanBankCard('payPassword', 'a'.repeat(80))).toBe('a'.repeat(72));
    expect(cleanBankCard('address', ' 北京市 朝阳支行 ')).toBe(' 北京市 朝阳支行 ');
  });
});
