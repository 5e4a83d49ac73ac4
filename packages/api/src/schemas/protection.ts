import * as z from 'zod/mini';
import { integer, money } from './primitives.ts';

const serverTime = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/));

/** One period's deposit limit as a backend with the protection calls keeps it; amounts in yuan, times UTC+8. */
export type DepositLimit = {
  /** The limit in force; null when there is none. */
  amount: number | null;
  /** A raise or removal waiting for its 24 hours; `amount` null is a removal. */
  pending: { amount: number | null; at: string } | null;
  /** Deposited in the window ending now, as the limit counts it. */
  used: number;
};

/** The limits per 24 hours (`day`), 7 days (`week`) and 30 days (`month`). */
export type ProtectionLimits = { day: DepositLimit; week: DepositLimit; month: DepositLimit };

const depositLimit = z.pipe(
  z.looseObject({
    amount: z.nullable(money),
    pending_amount: z.nullable(money),
    pending_at: z.nullable(serverTime),
    used: money,
  }),
  z.transform(
    (wire): DepositLimit => ({
      amount: wire.amount,
      pending: wire.pending_at === null ? null : { amount: wire.pending_amount, at: wire.pending_at },
      used: wire.used,
    }),
  ),
);

/** `data` of POST /api/responsible/limits and /api/responsible/set_limit. */
export const protectionLimitsDataSchema = z.pipe(
  z.looseObject({ day: depositLimit, week: depositLimit, month: depositLimit }),
  z.transform((wire): ProtectionLimits => ({ day: wire.day, week: wire.week, month: wire.month })),
);

/** Until when a break lasts (server time, UTC+8). */
export type BreakTaken = { until: string };

/** `data` of POST /api/responsible/break. */
export const breakDataSchema = z.pipe(
  z.looseObject({ until: serverTime }),
  z.transform((wire): BreakTaken => ({ until: wire.until })),
);

/** What the session staked and what came back to the player, in yuan, over `bets` bets. */
export type SessionResult = { stakes: number; wins: number; bets: number };

/** `data` of POST /api/responsible/session. */
export const sessionResultDataSchema = z.pipe(
  z.looseObject({ stakes: money, wins: money, bets: integer }),
  z.transform((wire): SessionResult => ({ stakes: wire.stakes, wins: wire.wins, bets: wire.bets })),
);
