import { describe, expect, it } from 'vitest';
import { centsToDecimal, decimalToCents } from './money.ts';

describe('money', () => {
  it('formats cents as a DECIMAL column does', () => {
    expect(centsToDecimal(888_800)).toBe('8888.00');
    expect(centsToDecimal(5)).toBe('0.05');
    expect(centsToDecimal(0)).toBe('0.00');
    expect(centsToDecimal(-1250)).toBe('-12.50');
  });

  it('reads decimal text as cents without rounding drift', () => {
    expect(decimalToCents('8888.00')).toBe(888_800);
    expect(decimalToCents('0.1')).toBe(10);
    expect(decimalToCents('19.99')).toBe(1999);
    expect(() => decimalToCents('1.999')).toThrow();
  });
});
