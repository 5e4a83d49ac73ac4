import { BANK_ADDRESS_MAX_LENGTH, CARD_NO_MAX_LENGTH, HOLDER_NAME_MAX_LENGTH } from '../accounts/index.ts';
import { formatMessage, depositMessages as messages } from '../messages/index.ts';
import { type AmountInput, amountMessages, amountProblem, parseAmount } from '../money/index.ts';
import { firstFailure, isBlank, type Verdict } from '../result/index.ts';

/** The bank channel's own fields: who paid, from which bank, the card number and the bank's address. */
export type BankDepositForm = { depositor: string; bank: string; cardNo: string; bankAddress: string };

/**
 * The bank channel's text inputs' `maxlength`s: a name, a card number and a bank's address, as long as the
 * add-bank-card form takes them (50, 50, 100).
 */
export const BANK_DEPOSIT_MAX_LENGTH = {
  depositor: HOLDER_NAME_MAX_LENGTH,
  cardNo: CARD_NO_MAX_LENGTH,
  bankAddress: BANK_ADDRESS_MAX_LENGTH,
} as const;

/** Checks the bank channel's fields in the spec's order, each required. */
export function checkBankDeposit(form: BankDepositForm): Verdict {
  return firstFailure(form, [
    ['depositor', (f) => isBlank(f.depositor), messages['deposit.depositorRequired']],
    ['bank', (f) => isBlank(f.bank), messages['deposit.bankRequired']],
    ['cardNo', (f) => isBlank(f.cardNo), messages['deposit.cardRequired']],
    ['bankAddress', (f) => isBlank(f.bankAddress), messages['deposit.bankAddressRequired']],
  ]);
}

/** A channel's deposit range, both ends allowed. */
export type DepositRange = { min: number; max: number };

/** The range a channel has until the server's answer overrides it. */
export const DEFAULT_DEPOSIT_RANGE: DepositRange = { min: 200, max: 10000 };

/**
 * Whether the server's range can stand: the backend answers 0 for a bank range it has no config for, which would
 * refuse every amount, so such a range (or one upside down) leaves the default in place.
 */
export function isConfiguredRange({ min, max }: DepositRange): boolean {
  return max > 0 && min <= max;
}

/** The quick-amount chips under the amount field. */
export const QUICK_AMOUNTS = [200, 499, 999, 1299, 2199] as const;

/**
 * Checks a deposit amount against the channel's range, inclusive at both ends; an empty field is out of range,
 * text that is no amount (`100，10`) is refused as such.
 */
export function checkDepositAmount(amount: AmountInput, { min, max }: DepositRange): Verdict {
  const value = parseAmount(amount);
  return firstFailure({ amount }, [
    ['amount', () => amountProblem(amount, 2) !== null, amountMessages.invalid],
    ['amount', () => !(value >= min && value <= max), formatMessage(messages['deposit.amountRange'], { min, max })],
  ]);
}

/** The deposit channels in the order the default is picked from. */
export const DEPOSIT_CHANNELS = ['antoken', 'card', 'usdt', 'wechat', 'alipay', 'dsfpay'] as const;

/** A deposit channel's name. */
export type DepositChannel = (typeof DEPOSIT_CHANNELS)[number];

/** The pay-way flags the server sends: 1 (or true) when a channel is enabled; a missing flag is off. */
export type DepositChannelFlags = Partial<Record<DepositChannel, number | boolean>>;

/** The channel selected on entry: the first enabled one in the order antoken, card, usdt, wechat, alipay, dsfpay. */
export function defaultDepositChannel(flags: DepositChannelFlags): DepositChannel | null {
  return DEPOSIT_CHANNELS.find((channel) => flags[channel] === 1 || flags[channel] === true) ?? null;
}
