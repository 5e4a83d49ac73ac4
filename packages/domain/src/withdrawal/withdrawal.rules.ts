import { moneyMessages as messages } from '../messages/index.ts';
import { type AmountInput, amountMessages, amountProblem, parseAmount } from '../money/index.ts';
import { firstFailure, isBlank, type Verdict } from '../result/index.ts';

/** The withdrawal tabs: 1 bank card, 2 USDT, 3 token wallet (AnToken). */
export type WithdrawalMethod = 1 | 2 | 3;

/** The smallest single withdrawal, in yuan, on every tab. */
export const WITHDRAWAL_MIN_AMOUNT = 100;

/** How long the success toast shows before the screen moves on to /transRecord. */
export const WITHDRAWAL_REDIRECT_MS = 1500;

/**
 * The withdrawal form. `accountId` is the chosen bound account's id; null, undefined, '' or 0 (ids start at 1)
 * mean none is chosen yet.
 */
export type WithdrawalForm = {
  method: WithdrawalMethod;
  accountId: number | string | null | undefined;
  amount: AmountInput;
  payPassword: string;
};

/**
 * Checks a withdrawal in the spec's order: account chosen (the bank tab asks for a card, the crypto tabs for a
 * wallet), amount at least 100 (text that is no amount, such as `100，10`, is refused as such first), payment
 * password present.
 */
export function checkWithdrawal(form: WithdrawalForm): Verdict {
  const noAccount = form.method === 1 ? messages['withdraw.cardRequired'] : messages['withdraw.walletRequired'];
  return firstFailure(form, [
    [
      'accountId',
      (f) => f.accountId === null || f.accountId === undefined || f.accountId === '' || f.accountId === 0,
      noAccount,
    ],
    ['amount', (f) => amountProblem(f.amount, 2) !== null, amountMessages.invalid],
    ['amount', (f) => !(parseAmount(f.amount) >= WITHDRAWAL_MIN_AMOUNT), messages['withdraw.minAmount']],
    ['payPassword', (f) => isBlank(f.payPassword), messages['withdraw.payPasswordRequired']],
  ]);
}

/** A bound account as the withdrawal picker needs it. */
export type WithdrawalAccount = {
  id: number;
  /** The bank's name, or USDT, or antoken. */
  bank: string;
  /** The card number or the wallet address. */
  number: string;
  /** For wallets the protocol (TRC20 or ERC20), which the backend keeps in the owner column. */
  owner: string;
};

/** A crypto network: it decides the fee of a USDT or token withdrawal. */
export type WithdrawalNetwork = 'TRC20' | 'ERC20';

/** getcard's type for each tab: bank cards 1, USDT wallets 2, the token wallet 4. */
export const WITHDRAWAL_CARD_TYPES: Readonly<Record<WithdrawalMethod, 1 | 2 | 4>> = { 1: 1, 2: 2, 3: 4 };

/** Where each tab's add button leads (part 2 §2). */
export const WITHDRAWAL_ADD_PATHS: Readonly<Record<WithdrawalMethod, string>> = {
  1: '/addBankCard',
  2: '/wallet?type=2&show=1',
  3: '/wallet?type=3&show=2',
};

/**
 * Where a withdrawal that went through leads, 1.5 s after its toast: the records' withdrawals tab (type 2), where
 * the new pending withdrawal is (the spec says /transRecord, whose first tab is deposits).
 */
export const WITHDRAWAL_DONE_PATH = '/transRecord?type=2';

/**
 * The network of a crypto withdrawal: a USDT wallet's own protocol (its owner column; TRC20 unless it says
 * ERC20), TRC20 for the token wallet (it supports nothing else), none for a bank card or before a wallet is chosen.
 */
export function withdrawalNetwork(
  method: WithdrawalMethod,
  account: Pick<WithdrawalAccount, 'owner'> | undefined,
): WithdrawalNetwork | null {
  if (method === 1 || account === undefined) return null;
  if (method === 3) return 'TRC20';
  return account.owner.trim().toUpperCase() === 'ERC20' ? 'ERC20' : 'TRC20';
}
