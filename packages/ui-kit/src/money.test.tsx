import { describe, expect, it } from 'vitest';
import { formatMoney } from './money.tsx';

/** A seeded generator (mulberry32), so every run checks the same amounts. */
function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Amounts of every size: whole yuan up to 10^k, with cents, half-cent ties, or a long binary tail; either sign. */
function amounts(count: number): number[] {
  const random = seeded(20261129);
  const values: number[] = [];
  for (let index = 0; index < count; index += 1) {
    const magnitude = 10 ** Math.floor(random() * 16);
    const whole = Math.floor(random() * magnitude);
    const kind = index % 3;
    const fraction =
      kind === 0 ? Math.floor(random() * 100) / 100 : kind === 1 ? (Math.floor(random() * 100) + 0.5) / 100 : random();
    values.push((random() < 0.3 ? -1 : 1) * (whole + fraction));
  }
  return values;
}

// The browser's own currency format, which formatMoney writes out without building it.
const reference = (locale: string) =>
  new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: 'CNY',
    currencyDisplay: 'narrowSymbol',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });

describe('formatMoney', () => {
  it('writes what the browser’s zh-CN and zh-TW currency formats write, for 3,000 amounts of every size', () => {
    const values = amounts(3000);
    for (const locale of ['zh-CN', 'zh-TW']) {
      const format = reference(locale);
      const differing = values.filter((value) => formatMoney(value) !== format.format(value));
      // Only negatives that round to zero differ (checked below); the generator makes none of them.
      expect(differing.map((value) => [value, formatMoney(value), format.format(value)])).toEqual([]);
    }
  });

  it('groups thousands, keeps two decimals and rounds half away from zero on the shortest decimal', () => {
    expect(formatMoney(0)).toBe('¥0.00');
    expect(formatMoney(999.994)).toBe('¥999.99');
    expect(formatMoney(999.995)).toBe('¥1,000.00');
    expect(formatMoney(1234567.5)).toBe('¥1,234,567.50');
    expect(formatMoney(-1234.125)).toBe('-¥1,234.13');
    // 313.825 is stored as 313.82499…; the browser's format rounds the decimal a player reads, up.
    expect(formatMoney(313.825)).toBe('¥313.83');
    expect(formatMoney(0.5)).toBe('¥0.50');
    expect(formatMoney(0.0000001)).toBe('¥0.00');
    // Integers past 2^53 are written by their shortest digits, as String() and the browser's format write them.
    expect(formatMoney(2 ** 60)).toBe('¥1,152,921,504,606,847,000.00');
  });

  it('writes no minus sign on an amount that rounds to zero', () => {
    expect(formatMoney(-0)).toBe('¥0.00');
    expect(formatMoney(-0.004)).toBe('¥0.00');
    expect(formatMoney(-0.005)).toBe('-¥0.01');
  });

  it('leaves what toFixed cannot write to the browser’s format', () => {
    expect(formatMoney(1e21)).toBe(reference('zh-CN').format(1e21));
    expect(formatMoney(Number.NaN)).toBe(reference('zh-CN').format(Number.NaN));
  });
});
