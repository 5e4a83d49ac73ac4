import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isVipReached, parseVip, type VipLevel, vipProgress } from './vip.ts';

const levels: VipLevel[] = [{ recharge: 0 }, { recharge: 1000 }, { recharge: 5000 }, { recharge: 20000 }];

describe('vipProgress', () => {
  it.each([
    ['half way to the next threshold', 500, 1, 50],
    ['the threshold of the entry at index vip', 2500, 2, 50],
    ['rounded to the nearest percent', 333, 1, 33],
    ['rounded half up at 28.5 %', 285, 1, 29],
    ['just below the threshold', 999, 1, 100],
    ['the threshold itself', 1000, 1, 100],
    ['capped at 100', 50000, 1, 100],
    ['0 without deposits', 0, 1, 0],
    ['0 when the threshold is 0', 500, 0, 0],
    ['0 past the last level', 500, 4, 0],
    ['0 for a level below 0', 500, -1, 0],
    ['0 for negative deposits', -500, 1, 0],
    ['0 for deposits that are no number', Number.NaN, 1, 0],
  ])('gives %s', (_case, paysum, vip, progress) => {
    expect(vipProgress({ paysum, vip, levels })).toBe(progress);
  });

  it('is 0 with no levels', () => {
    expect(vipProgress({ paysum: 500, vip: 0, levels: [] })).toBe(0);
  });

  it('is always a whole number from 0 to 100', () => {
    const amount = fc.oneof(
      fc.double({ noNaN: false }),
      fc.integer({ min: -1_000_000, max: 100_000_000 }).map((cents) => cents / 100),
    );
    fc.assert(
      fc.property(
        amount,
        fc.integer({ min: -2, max: 8 }),
        fc.array(
          amount.map((recharge) => ({ recharge })),
          { maxLength: 6 },
        ),
        (paysum, vip, drawnLevels) => {
          const progress = vipProgress({ paysum, vip, levels: drawnLevels });
          expect(Number.isInteger(progress)).toBe(true);
          expect(progress).toBeGreaterThanOrEqual(0);
          expect(progress).toBeLessThanOrEqual(100);
        },
      ),
    );
  });
});

describe('isVipReached', () => {
  it.each([
    [3, 2, true],
    [3, 3, true],
    [3, 4, false],
    [0, 1, false],
  ])('VIP%i has reached level %i: %s', (userVip, level, reached) => {
    expect(isVipReached(userVip, level)).toBe(reached);
  });
});

describe('parseVip', () => {
  it.each([
    ['VIP1', 1],
    ['VIP12', 12],
    ['P3', 3],
    ['VIP', 0],
    ['', 0],
  ])('reads %j as level %i', (label, level) => {
    expect(parseVip(label)).toBe(level);
  });
});
