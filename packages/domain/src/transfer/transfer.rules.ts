import { messages } from '../messages.ts';
import { type AmountInput, parseAmount } from '../money/amount.ts';
import { firstFailure, type Verdict } from '../verdict.ts';

/** The platform wallet's name among the wallets (the entry 平台钱包 the transfer screen prepends). */
export const PLATFORM_WALLET = 'userbalance';

/** How often the transfer screen polls the venue balances. */
export const VENUE_BALANCE_POLL_MS = 1500;

/** The transfer screen's main form: an amount and the source and target wallets ('' when none is chosen). */
export type TransferForm = { amount: AmountInput; source: string; target: string };

/**
 * Checks a transfer in the spec's order: an amount above 0; the source or the target is the platform wallet;
 * a target chosen. Taken literally, that order means an empty target beside a venue source is refused as venue
 * to venue (neither side is the platform wallet), and 请选择转入平台 shows when the source is the platform wallet.
 */
export function checkTransfer(form: TransferForm): Verdict {
  return firstFailure(form, [
    ['amount', (f) => !(parseAmount(f.amount) > 0), messages['transfer.amountRequired']],
    ['target', (f) => f.source !== PLATFORM_WALLET && f.target !== PLATFORM_WALLET, messages['transfer.venueToVenue']],
    ['target', (f) => f.target === '', messages['transfer.targetRequired']],
  ]);
}
