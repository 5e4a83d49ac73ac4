import * as z from 'zod/mini';
import { money, optionalMoney } from './primitives.ts';

/** The member's wallets. */
export type Balance = { balance: number; gameBalance: number };

/** `data` of POST /api/balance; `gameblance` is often missing, which means 0. */
export const balanceDataSchema = z.lazy(() =>
  z.pipe(
    z.looseObject({ balance: money, gameblance: optionalMoney }),
    z.transform((wire): Balance => ({ balance: wire.balance, gameBalance: wire.gameblance })),
  ),
);
