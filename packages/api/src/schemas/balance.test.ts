import { describe, expect, it } from 'vitest';
import { balanceDataSchema } from './balance.ts';

describe('balanceDataSchema', () => {
  it('reads a DECIMAL string and a missing game balance', () => {
    expect(balanceDataSchema.parse({ balance: '8888.00' })).toEqual({ balance: 8888, gameBalance: 0 });
  });

  it('reads both wallets as strings or numbers', () => {
    expect(balanceDataSchema.parse({ balance: '12.50', gameblance: '3.25' })).toEqual({
      balance: 12.5,
      gameBalance: 3.25,
    });
    expect(balanceDataSchema.parse({ balance: 0, gameblance: 7 })).toEqual({ balance: 0, gameBalance: 7 });
  });

  it('rejects a missing balance, "nothing" values and text that is not money', () => {
    expect(balanceDataSchema.safeParse({}).success).toBe(false);
    expect(balanceDataSchema.safeParse([]).success).toBe(false);
    expect(balanceDataSchema.safeParse('').success).toBe(false);
    expect(balanceDataSchema.safeParse({ balance: '' }).success).toBe(false);
    expect(balanceDataSchema.safeParse({ balance: 'NaN' }).success).toBe(false);
  });
});
