import * as z from 'zod/mini';
import { optionalMoney } from './primitives.ts';

/** The turnover counted towards withdrawal. */
export type BetAmount = { betAmount: number };

/** `data` of POST /api/getBetAmount: a decimal string, or 0 without bets (its own module: the withdrawal screen's). */
export const betAmountDataSchema = z.pipe(
  z.looseObject({ bet_amount: optionalMoney }),
  z.transform((wire): BetAmount => ({ betAmount: wire.bet_amount })),
);
