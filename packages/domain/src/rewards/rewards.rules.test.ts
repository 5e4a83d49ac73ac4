import { describe, expect, it } from 'vitest';
import {
  checkRebateClaim,
  checkRedPacketGrab,
  remainingGrabs,
  tierGrabs,
  toRedPacketTierRow,
} from './rewards.rules.ts';

describe('checkRebateClaim', () => {
  it.each([
    [0.01, true],
    [12.5, true],
    [0, false],
    [-3, false],
    [Number.NaN, false],
  ])('claimable %d may be claimed: %s', (claimable, passes) => {
    expect(checkRebateClaim(claimable)).toEqual(
      passes ? { ok: true } : { ok: false, field: 'claimable', message: '暂无领取额度！' },
    );
  });
});

describe('checkRedPacketGrab', () => {
  it.each([
    [1, true],
    [3, true],
    [0, false],
    [-1, false],
  ])('with %i grabs left a grab goes ahead: %s', (remaining, passes) => {
    expect(checkRedPacketGrab(remaining)).toEqual(
      passes ? { ok: true } : { ok: false, field: 'remaining', message: '您还未达到领取条件，快去完成吧！' },
    );
  });
});

describe('remainingGrabs', () => {
  it.each([
    [3, 3],
    [0, 0],
    [-2, 0],
  ])('shows %i remaining grabs as %i', (sendnums, shown) => {
    expect(remainingGrabs(sendnums)).toBe(shown);
  });
});

describe('tierGrabs', () => {
  it.each([
    [3, 3],
    [2.99, 2],
    [0.5, 0],
  ])('shows a tier of %d packets as %i', (recharge, shown) => {
    expect(tierGrabs(recharge)).toBe(shown);
  });
});

describe('toRedPacketTierRow', () => {
  // The backend's first seeded tier (answers.md, userredpacket) as the api reads it: day_flow "100.00",
  // flow_money "100000.00", recharge "3.00" grabs, money "2.00" percent.
  it('shows the deposits that reach the tier (day_flow to flow_money) and its packets, never the percentage', () => {
    const row = toRedPacketTierRow({
      id: 1,
      depositFrom: 100,
      depositTo: 100_000,
      grabs: 3.7,
      startTime: '2026-11-27 00:00:59',
      endTime: '2026-12-28 00:00:59',
    });
    expect(row).toEqual({
      id: 1,
      startTime: '2026-11-27 00:00:59',
      endTime: '2026-12-28 00:00:59',
      depositFrom: 100,
      depositTo: 100_000,
      packets: 3,
    });
  });
});
