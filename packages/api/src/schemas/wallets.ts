import * as z from 'zod/mini';
import { listOf, money, moneyWire, nothing, optionalText, toMoney } from './primitives.ts';

/** The platform wallet after a transfer (/api/transfer). */
export type TransferResult = { balance: number };

/** `data` of POST /api/transfer: the new platform-wallet balance. */
export const transferDataSchema = z.pipe(
  z.looseObject({ balance: money }),
  z.transform((wire): TransferResult => ({ balance: wire.balance })),
);

/** What recover-all answers: the platform wallet after it, or null when nothing came back (or in the older reading). */
export type RecoverAllResult = { balance: number | null };

/**
 * `data` of POST /api/transall: `{balance}` when the backend brought money back (its source), or nothing when it
 * had nothing to bring back (or in the contract summary's older reading, which always answers nothing).
 */
export const recoverAllDataSchema = z.union([
  transferDataSchema,
  z.pipe(
    nothing,
    z.transform((): RecoverAllResult => ({ balance: null })),
  ),
]);

/** A venue wallet of the member (/api/balancelist, /api/userapimoney/{code}). */
export type VenueWallet = {
  /** The venue code (`platname`), used as a transfer source or target. */
  platform: string;
  name: string;
  balance: number;
  /** False when the member has no account on the venue yet (the backend sends the integer 0). */
  hasAccount: boolean;
  /** The venue's icon; '' when none. */
  icon: string;
};

// The balance's wire type tells whether an account exists: "%.2f" text when it does, the integer 0 when not.
const venueBalance = z.pipe(
  moneyWire,
  z.transform((value) => ({ amount: toMoney(value), hasAccount: typeof value === 'string' || value !== 0 })),
);

/** What POST /api/userapimoney/{code} tells of one venue: its balance at the aggregator. */
export type VenueBalanceReading = { balance: number };

/**
 * `data` of POST /api/userapimoney/{code}: the backend (IndexController::userapimoney) answers the aggregator's
 * balance alone, `{balance: <number>}`; a venue wallet row (the fake's `spec` kind, older builds) carries it too.
 * Either way only the balance is read: the venue is the one asked for.
 */
export const venueBalanceDataSchema = z.pipe(
  z.looseObject({ balance: moneyWire }),
  z.transform((wire): VenueBalanceReading => ({ balance: toMoney(wire.balance) })),
);

/** A venue wallet row of /api/balancelist. */
export const venueWalletDataSchema = z.pipe(
  z.looseObject({ platname: z.string(), name: optionalText, balance: venueBalance, app_icon: optionalText }),
  z.transform(
    (wire): VenueWallet => ({
      platform: wire.platname,
      name: wire.name,
      balance: wire.balance.amount,
      hasAccount: wire.balance.hasAccount,
      icon: wire.app_icon,
    }),
  ),
);

/** `data` of POST /api/balancelist and /api/balancelist2: every venue wallet of the member. */
export const venueWalletListDataSchema = listOf(venueWalletDataSchema);
