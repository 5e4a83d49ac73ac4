import { moneyMessages as messages } from '../messages/index.ts';
import { type AmountInput, amountMessages, amountProblem, parseAmount } from '../money/index.ts';
import { firstFailure, type Verdict } from '../result/index.ts';

/** The platform wallet's name among the wallets (the entry 平台钱包 the transfer screen prepends). */
export const PLATFORM_WALLET = 'userbalance';

/** How often the transfer screen polls the venue balances. */
export const VENUE_BALANCE_POLL_MS = 1500;

/** The transfer screen's main form: an amount and the source and target wallets ('' when none is chosen). */
export type TransferForm = { amount: AmountInput; source: string; target: string };

/**
 * Checks a transfer in the spec's order: an amount above 0 (and whole yuan: `100.50` is refused, never sent as
 * 10050 or cut to 100; text that is no amount is refused as such); the source or the target is the platform wallet;
 * a target chosen. Taken literally, that order means an empty target beside a venue source is refused as venue
 * to venue (neither side is the platform wallet), and 请选择转入平台 shows when the source is the platform wallet.
 */
export function checkTransfer(form: TransferForm): Verdict {
  return firstFailure(form, [
    ['amount', (f) => amountProblem(f.amount, 0) === 'invalid', amountMessages.invalid],
    ['amount', (f) => amountProblem(f.amount, 0) === 'notWhole', amountMessages.notWhole],
    ['amount', (f) => !(parseAmount(f.amount) > 0), messages['transfer.amountRequired']],
    ['target', (f) => f.source !== PLATFORM_WALLET && f.target !== PLATFORM_WALLET, messages['transfer.venueToVenue']],
    ['target', (f) => f.target === '', messages['transfer.targetRequired']],
  ]);
}

/** The platform wallet's display name, first in the wallet list. */
export const PLATFORM_WALLET_NAME = '平台钱包';

/** How many wallets the list shows before 展开. */
export const WALLETS_SHOWN = 4;

/** The longest amount the transfer fields take (part 2 §2: text, max length 50). */
export const TRANSFER_AMOUNT_MAX_LENGTH = 50;

/** A transfer as sent: wallet names (`userbalance` or a venue code) and whole yuan as typed. */
export type TransferRequest = { source: string; target: string; amount: string };

/** The quota sheet's direction: 0 moves platform money into the venue, 1 brings it back (part 2 §9). */
export type TransferDirection = 0 | 1;

/** The transfer a quota sheet sends: into the venue for direction 0, out of it otherwise (part 2 §4). */
export function sheetTransfer(platform: string, direction: TransferDirection, amount: string): TransferRequest {
  return direction === 0
    ? { source: PLATFORM_WALLET, target: platform, amount }
    : { source: platform, target: PLATFORM_WALLET, amount };
}

/**
 * Which records a transfer adds a row to, and for which venue: money into a venue is a transfer in (records
 * type 3), money back to the platform wallet a transfer out (type 4).
 */
export function transferLedger(request: TransferRequest): { type: 3 | 4; platform: string } {
  return request.source === PLATFORM_WALLET
    ? { type: 3, platform: request.target }
    : { type: 4, platform: request.source };
}
