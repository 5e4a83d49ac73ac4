// The withdrawal screen's calls (its chunk, not the shell's): accounts, turnover, the withdrawals' first page
// (the ledger an unanswered request is judged by) and the withdrawal itself.
import { createAccountApi, createRecordsApi, createWalletApi, type TransactionRecord } from '@lobby/api';
import {
  type CallResult,
  type LedgerEntry,
  WITHDRAWAL_CARD_TYPES,
  type WithdrawalAccount,
  type WithdrawalMethod,
  type WithdrawalRequest,
  withdrawalMachine,
} from '@lobby/domain';
import { fromPromise } from 'xstate';
import { toaster } from '../../app/effects.ts';
import { toCallResult, transport, withLoading } from '../../app/providers.ts';

const accountApi = createAccountApi(transport);
const walletApi = createWalletApi(transport);
const recordsApi = createRecordsApi(transport);

/** Records type 2: withdrawals; date 4 is the widest window the records offer. */
const WITHDRAWALS = { type: 2, date: 4, page: 1 } as const;

/** A withdrawal row as the outcome check compares them: its order number tells it apart. */
export function withdrawalEntry(row: TransactionRecord): LedgerEntry {
  return { key: row.orderNo || `${row.createdAt}|${row.amount}|${row.state}`, amount: row.amount, platform: '' };
}

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
    readLedger: fromPromise<CallResult<readonly LedgerEntry[]>>(async () => {
      const result = await recordsApi.gettransrecord(WITHDRAWALS);
      return result.ok ? { ok: true, data: result.data.rows.map(withdrawalEntry), message: '' } : result;
    }),
    // The payment password goes into this one request and nowhere else (no storage, no log).
    submitWithdrawal: fromPromise<CallResult<unknown>, WithdrawalRequest>(async ({ input }) =>
      toCallResult(
        await withLoading(
          walletApi.withdraw({ amount: Number(input.amount), bank: input.accountId, password: input.payPassword }),
        ),
      ),
    ),
  },
  actions: {
    notify: (_, { message }) => toaster.show(message, { kind: 'error' }),
    notifySuccess: (_, { message }) => toaster.show(message, { kind: 'success' }),
  },
});
