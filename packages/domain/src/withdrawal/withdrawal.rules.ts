import { messages } from '../messages.ts';
import { type AmountInput, parseAmount } from '../money/amount.ts';
import { firstFailure, isBlank, type Verdict } from '../verdict.ts';

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
 * wallet), amount at least 100, payment password present.
 */
export function checkWithdrawal(form: WithdrawalForm): Verdict {
  const noAccount = form.method === 1 ? messages['withdraw.cardRequired'] : messages['withdraw.walletRequired'];
  return firstFailure(form, [
    [
      'accountId',
      (f) => f.accountId === null || f.accountId === undefined || f.accountId === '' || f.accountId === 0,
      noAccount,
    ],
    ['amount', (f) => !(parseAmount(f.amount) >= WITHDRAWAL_MIN_AMOUNT), messages['withdraw.minAmount']],
    ['payPassword', (f) => isBlank(f.payPassword), messages['withdraw.payPasswordRequired']],
  ]);
}
