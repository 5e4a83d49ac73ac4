import { describe, expect, it } from 'vitest';
import {
  ADDRESS_MAX_LENGTH,
  AMOUNT_MAX_DIGITS,
  cleanAddress,
  cleanNewPayPassword,
  cleanPayPassword,
  digitsOnly,
  moneyText,
  PAY_PASSWORD_LIMITS,
  passwordLength,
} from './input.ts';

describe('cleanAddress', () => {
  it.each([
    ['TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE', 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE'],
    [' TQn9 Y2kh-EsLJ.W1Ch\n', 'TQn9Y2khEsLJW1Ch'],
    ['0x_52908400098527886E0F7030069857D2E4169EE7', '0x_52908400098527886E0F7030069857D2E4169EE'],
    ['地址abc', 'abc'],
    ['', ''],
  ])('cleans %j to %j', (typed, kept) => {
    expect(cleanAddress(typed)).toBe(kept);
  });

  it('keeps at most 42 characters', () => {
    expect(ADDRESS_MAX_LENGTH).toBe(42);
    expect(cleanAddress('a'.repeat(42))).toHaveLength(42);
    expect(cleanAddress('a'.repeat(43))).toHaveLength(42);
  });
});

describe('digitsOnly', () => {
  it.each<[string, number | undefined, string]>([
    ['123456', 6, '123456'],
    ['1234567', 6, '123456'],
    ['12a3 4-5', 6, '12345'],
    ['１２３', 6, ''],
    ['abc', 6, ''],
    ['6222 0202 0011 2233 445', 50, '6222020200112233445'],
    ['100.50', undefined, '10050'],
    ['9'.repeat(80), undefined, '9'.repeat(80)],
  ])('keeps the digits of %j, at most %s', (typed, max, kept) => {
    expect(digitsOnly(typed, max)).toBe(kept);
  });
});

describe('payment passwords as typed', () => {
  it('take one the player has as it is: any characters, 6 to 72 (bcrypt reads 72 bytes)', () => {
    expect(PAY_PASSWORD_LIMITS).toEqual({ minLength: 6, maxLength: 72, newDigits: 6 });
    for (const typed of ['123456', 'Pay!2024abc', ' pa ss wo rd ', '支付密码12345678', '１２３４５６７８']) {
      expect(cleanPayPassword(typed)).toBe(typed);
    }
  });

  it('cut one the player has at 72 code points, never inside an emoji', () => {
    expect(cleanPayPassword('a'.repeat(72))).toBe('a'.repeat(72));
    expect(cleanPayPassword('a'.repeat(73))).toBe('a'.repeat(72));
    const emoji = `${'a'.repeat(71)}😀😀`;
    expect(cleanPayPassword(emoji)).toBe(`${'a'.repeat(71)}😀`);
  });

  it('count a password in code points, as the backend does', () => {
    expect(passwordLength('Pay!2024')).toBe(8);
    expect(passwordLength('😀😀😀')).toBe(3);
    expect(passwordLength('密码')).toBe(2);
  });

  it('keep a new one in six digits', () => {
    expect(cleanNewPayPassword('12a34 5678')).toBe('123456');
    expect(cleanNewPayPassword('Pay!2024abc')).toBe('2024');
  });
});

describe('moneyText', () => {
  it.each<[string, string]>([
    ['100', '100'],
    ['100.505', '100.50'],
    ['100.', '100.'],
    ['.5', '0.5'],
    ['１００。５', '100.5'],
    ['１００．２５', '100.25'],
    ['200元', '200'],
    ['abc', ''],
    ['1234567890123', '123456789'],
    // Separators that would change the amount if dropped stay, for the check to refuse.
    ['100，10', '100,10'],
    ['1,000.5元', '1,000.5'],
    ['1.2.3', '1.2.3'],
  ])('keeps %j as %j', (typed, kept) => {
    expect(moneyText(typed)).toBe(kept);
  });

  it('takes at most 9 whole digits', () => {
    expect(AMOUNT_MAX_DIGITS).toBe(9);
    expect(moneyText('9'.repeat(12))).toBe('9'.repeat(9));
  });
});
