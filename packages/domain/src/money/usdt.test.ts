import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseAmount } from './amount.ts';
import { toUsdt, usdtReceived } from './usdt.ts';

describe('toUsdt', () => {
  it.each([
    [0.29, 0.1, 2.9],
    [100, 7, 14.28],
    [700, 7, 100],
    [1000, 7.2, 138.88],
    [0.07, 0.01, 7],
    [199.99, 6.99, 28.61],
    [1, 3, 0.33],
    [2, 3, 0.66],
    [0, 7, 0],
  ])('converts %d yuan at %d to %d USDT, floored to cents', (amount, rate, usdt) => {
    expect(toUsdt(amount, rate)).toBe(usdt);
  });

  it.each([
    ['a zero rate', 100, 0],
    ['a negative rate', 100, -7],
    ['a rate that is no number', 100, Number.NaN],
    ['an amount that is no number', Number.NaN, 7],
    ['an infinite amount', Number.POSITIVE_INFINITY, 7],
  ])('gives 0 for %s', (_case, amount, rate) => {
    expect(toUsdt(amount, rate)).toBe(0);
  });

  // Amounts in cents and rates in ten-thousandths, as the server sends them: the exact quotient is 100a/b.
  const cents = fc.integer({ min: 0, max: 100_000_000 });
  const rateUnits = fc.integer({ min: 1, max: 1_000_000 });

  it('never gives more than the exact quotient, nor a cent less, and keeps at most 2 decimals', () => {
    fc.assert(
      fc.property(cents, rateUnits, (a, b) => {
        const usdt = toUsdt(a / 100, b / 10_000);
        const usdtCents = Math.round(usdt * 100);
        expect(String(usdt)).toMatch(/^\d+(\.\d{1,2})?$/);
        // usdt <= 100a/b < usdt + 0.01, compared in integers.
        expect(BigInt(usdtCents) * BigInt(b) <= 10_000n * BigInt(a)).toBe(true);
        expect(BigInt(usdtCents + 1) * BigInt(b) > 10_000n * BigInt(a)).toBe(true);
      }),
    );
  });
});

describe('usdtReceived', () => {
  it.each([
    [700, 7, 1, 99],
    [0.29, 0.1, 0.1, 2.8],
    [100, 7, 1.5, 12.78],
    [100, 7, 0.005, 14.275],
    [100, 7, 0, 14.28],
  ])('%d yuan at %d minus a %d USDT fee gives %d', (amount, rate, fee, received) => {
    expect(usdtReceived(amount, rate, fee)).toBe(received);
  });

  it('never goes below 0', () => {
    expect(usdtReceived(5, 7, 1)).toBe(0);
    expect(usdtReceived(7, 7, 1)).toBe(0);
  });

  it('counts a fee that is no number as no fee', () => {
    expect(usdtReceived(700, 7, Number.NaN)).toBe(100);
  });
});

describe('parseAmount', () => {
  it.each([
    [100, 100],
    ['100', 100],
    [' 99.5 ', 99.5],
    ['100.00', 100],
  ])('reads %j as %d', (value, amount) => {
    expect(parseAmount(value)).toBe(amount);
  });

  it.each(['', '   ', 'abc', null, undefined])('reads %j as no number', (value) => {
    expect(parseAmount(value)).toBeNaN();
  });
});
