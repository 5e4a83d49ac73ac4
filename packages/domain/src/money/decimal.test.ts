import { describe, expect, it } from 'vitest';
import {
  compareDecimal,
  divideFloor,
  divideRound,
  formatDecimal,
  fromUnits,
  parseDecimal,
  subtract,
  toDecimal,
} from './decimal.ts';

describe('toDecimal', () => {
  it.each([
    [0.29, { units: 29n, scale: 2 }],
    [100, { units: 100n, scale: 0 }],
    [-1.5, { units: -15n, scale: 1 }],
    [1e21, { units: 10n ** 21n, scale: 0 }],
    [1.5e-7, { units: 15n, scale: 8 }],
    [-0, { units: 0n, scale: 0 }],
  ])('reads %d exactly as it prints', (value, decimal) => {
    expect(toDecimal(value)).toEqual(decimal);
  });

  it.each([Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY])('has no decimal for %d', (value) => {
    expect(toDecimal(value)).toBeNull();
  });
});

describe('decimal arithmetic', () => {
  const d = (value: number) => toDecimal(value) ?? { units: 0n, scale: 0 };

  it('floors toward minus infinity, also below zero', () => {
    expect(divideFloor(d(0.29), d(0.1), 2)).toBe(290n);
    expect(divideFloor(d(1), d(3), 2)).toBe(33n);
    expect(divideFloor(d(-1), d(3), 2)).toBe(-34n);
    expect(divideFloor(d(-0.3), d(0.1), 0)).toBe(-3n);
  });

  it('rounds half up', () => {
    expect(divideRound(d(0.285), d(1), 2)).toBe(29n);
    expect(divideRound(d(0.2849), d(1), 2)).toBe(28n);
    expect(divideRound(d(2), d(3), 2)).toBe(67n);
  });

  it('subtracts across scales and prints back the nearest number', () => {
    const difference = subtract(d(2.9), d(0.05));
    expect(difference).toEqual({ units: 285n, scale: 2 });
    expect(fromUnits(difference.units, difference.scale)).toBe(2.85);
    expect(fromUnits(-290n, 2)).toBe(-2.9);
  });
});

describe('decimal text', () => {
  it.each([
    ['100', { units: 100n, scale: 0 }],
    ['100.50', { units: 10050n, scale: 2 }],
    [' -3.2 ', { units: -32n, scale: 1 }],
  ])('reads %j exactly', (text, decimal) => {
    expect(parseDecimal(text)).toEqual(decimal);
  });

  it.each(['', ' ', 'abc', '1.', '.5', '1e3', '1.2.3'])('refuses %j', (text) => {
    expect(parseDecimal(text)).toBeNull();
  });

  it('compares exactly', () => {
    const d = (text: string) => parseDecimal(text) ?? { units: 0n, scale: 0 };
    expect(compareDecimal(d('100'), d('100.00'))).toBe(0);
    expect(compareDecimal(d('99.99'), d('100'))).toBe(-1);
    expect(compareDecimal(d('100.01'), d('100'))).toBe(1);
  });

  it.each<[string, number, string]>([
    ['12.345', 2, '12.34'],
    ['8888', 2, '8888.00'],
    ['0.05', 2, '0.05'],
    ['-1.005', 2, '-1.01'],
    ['7.9', 0, '7'],
  ])('formats %s at %i places as %s, floored', (text, places, shown) => {
    expect(formatDecimal(parseDecimal(text) ?? { units: 0n, scale: 0 }, places)).toBe(shown);
  });
});
