import { describe, expect, it } from 'vitest';
import { toRebateRow } from './rebate-row.ts';

describe('rebate rows', () => {
  const rebate = {
    id: 3,
    gameName: 'AG真人',
    amount: 12.5,
    createdAt: '2026-11-20 12:00:00',
    updatedAt: '2026-11-21 08:00:00',
    isClaimed: true,
  };

  it('show the claim time of a claimed rebate', () => {
    expect(toRebateRow(rebate)).toEqual({
      id: 3,
      gameName: 'AG真人',
      amount: 12.5,
      createdAt: '2026-11-20 12:00:00',
      claimedAt: '2026-11-21 08:00:00',
    });
  });

  it('say 未领取 while it is not claimed', () => {
    expect(toRebateRow({ ...rebate, isClaimed: false }).claimedAt).toBe('未领取');
  });
});
