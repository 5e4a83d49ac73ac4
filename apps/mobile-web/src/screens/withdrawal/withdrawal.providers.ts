// The withdrawal screen's calls (its chunk, not the shell's): accounts, turnover, the withdrawals' first page
// (the ledger an unanswered request is judged by) and the withdrawal itself, with its intent's key.
import { createCardApi, createWithdrawalApi } from '@lobby/api';
import type { CallResult } from '@lobby/domain/result';
import {
  type PendingWithdrawal,
  WITHDRAWAL_CARD_TYPES,
  type WithdrawalAccount,
  type WithdrawalMethod,
  type WithdrawalRequest,
  withdrawalIntentMachine,
  withdrawalMachine,
} from '@lobby/domain/withdrawal';
import { fromPromise } from 'xstate';
import { toaster } from '../../wiring/app/effects.ts';
import { confirmResend, keptIntent, readLedger, stampIntent } from '../../wiring/app/money-intent.ts';
import { toCallResult, transport, withLoading } from '../../wiring/app/providers.ts';

const accountApi = createCardApi(transport);
const walletApi = createWithdrawalApi(transport);

/** The withdrawal intent kept across a reload or a return to the screen (session storage, no password). */
export const keptWithdrawal = keptIntent<PendingWithdrawal>('withdrawal');

/** The withdrawal machine with the real calls and toasts; the screen adds the balance refresh and navigation. */
export const liveWithdrawalMachine = withdrawalMachine.provide({
  actors: {
    fetchAccounts: fromPromise<CallResult<readonly WithdrawalAccount[]>, { method: WithdrawalMethod }>(
      async ({ input }) => toCallResult(await accountApi.getcard({ type: WITHDRAWAL_CARD_TYPES[input.method] })),
    ),
    fetchTurnover: fromPromise<CallResult<number>>(async () => {
      const result = await walletApi.getBetAmount();
      return result.ok ? { ok: true, data: result.data.betAmount, message: result.message } : result;
    }),
    intent: withdrawalIntentMachine.provide({
      actors: {
        stamp: stampIntent,
        readLedger,

        // The payment password goes into this one request and nowhere else (no storage, no log). The canonical
        // amount ("100.00") goes as the number it writes.
        send: fromPromise<CallResult<unknown>, { request: WithdrawalRequest; key: string }>(async ({ input }) =>
          toCallResult(
            await withLoading(
              walletApi.withdraw(
                {
                  amount: Number(input.request.amount),
                  bank: input.request.accountId,
                  password: input.request.payPassword,
                },
                { idempotencyKey: input.key },
              ),
            ),
          ),
        ),
      },
    }),
    confirmResend,
  },
  actions: {
    notify: (_, { message }) => toaster.show(message, { kind: 'error' }),
    notifySuccess: (_, { message }) => toaster.show(message, { kind: 'success' }),
    saveIntent: (_, pending) => keptWithdrawal.save(pending),
    clearIntent: () => keptWithdrawal.clear(),
  },
});
