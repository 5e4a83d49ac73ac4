import { parseServerTime } from '../time/server-time.ts';
import type { SessionTotals } from './reality-check.machine.ts';

/** A bet as the records call gives it (the fields the totals read). */
export type CountedBet = { betTime: string; betAmount: number; winLoss: number; status: number };

const toCents = (yuan: number) => Math.round(yuan * 100);

/**
 * What the session staked and what came back, from the bet records, counting the bets placed at or after `since`
 * (server time, UTC+8): every bet not cancelled is staked (unsettled ones too); a settled one gives back its stake
 * and its win or loss. A bet whose time cannot be read is not counted.
 */
export function sessionTotals(bets: ReadonlyArray<CountedBet>, since: number): SessionTotals {
  let stakes = 0;
  let wins = 0;
  for (const bet of bets) {
    const at = parseServerTime(bet.betTime);
    if (at === null || at < since || (bet.status !== 0 && bet.status !== 1)) continue;
    stakes += toCents(bet.betAmount);
    if (bet.status === 1) wins += toCents(bet.betAmount) + toCents(bet.winLoss);
  }
  return { stakes: stakes / 100, wins: wins / 100 };
}
