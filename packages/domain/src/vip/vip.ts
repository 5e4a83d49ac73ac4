import { divideRound, toDecimal } from '../money/index.ts';

/** A VIP level as the progress rule needs it: `recharge` is the cumulative deposit the level asks for. */
export type VipLevel = { recharge: number };

/** What the VIP progress needs: cumulative deposits, the player's level and the levels in level order. */
export type VipProgressInput = { paysum: number; vip: number; levels: readonly VipLevel[] };

/** The progress bar's cap: 100 percent. */
export const VIP_PROGRESS_MAX = 100;

/**
 * The VIP progress percentage (part 2, VIP): paysum divided by the deposit threshold of the level at index `vip`
 * (the levels are in level order from VIP1, so that is the next level's threshold), times 100, rounded half up,
 * capped at 100; 0 when either is 0 or missing. Computed exactly, so 28.5 % rounds to 29 as written.
 */
export function vipProgress({ paysum, vip, levels }: VipProgressInput): number {
  const deposits = toDecimal(paysum);
  const threshold = toDecimal(levels[vip]?.recharge ?? 0);
  if (deposits === null || threshold === null || deposits.units <= 0n || threshold.units <= 0n) return 0;
  const percent = divideRound(deposits, threshold, 2);
  return percent >= BigInt(VIP_PROGRESS_MAX) ? VIP_PROGRESS_MAX : Number(percent);
}

/** Whether the player's VIP level has reached `level`: a level counts as reached once the player is at or above it. */
export function isVipReached(userVip: number, level: number): boolean {
  return userVip >= level;
}

/** The VIP level in a label such as `VIP3`: the digits after the letter P, or 0 when there are none. */
export function parseVip(currentVip: string): number {
  const match = /P(\d+)/.exec(currentVip);
  return match?.[1] === undefined ? 0 : Number(match[1]);
}
