// The transfer screen's calls (its chunk, not the shell's): venue wallets (read, polled, one at a time), the
// transfer records an unanswered transfer is judged by, transfers, recover-all, the refresh and the switch.
import { createRecordsApi, createWalletApi, type Member, type TransactionRecord } from '@lobby/api';
import {
  type CallResult,
  type LedgerEntry,
  type TransferRequest,
  transferLedger,
  transferMachine,
  type VenueBalance,
} from '@lobby/domain';
import { fromPromise } from 'xstate';
import { toaster } from '../../app/effects.ts';
import { toCallResult, transport, withLoading } from '../../app/providers.ts';

const walletApi = createWalletApi(transport);
const recordsApi = createRecordsApi(transport);

/** A transfer row as the outcome check compares them: the rows carry no number, so every field they show. */
export function transferEntry(row: TransactionRecord): LedgerEntry {
  return {
    key: `${row.createdAt}|${row.amount}|${row.platform}|${row.state}|${row.realMoney}`,
    amount: row.amount,
    platform: row.platform,
  };
}

/**
 * The transfer machine with the real calls and toasts. `received` hands a freshly read player to the app
 * (the balance refresh); the screen adds the app's own refresh and the locally kept switch.
 */
export function liveTransferMachine(received: (user: Member) => void) {
  return transferMachine.provide({
    actors: {
      fetchVenues: fromPromise<CallResult<readonly VenueBalance[]>>(async () =>
        toCallResult(await walletApi.balancelist()),
      ),
      pollVenues: fromPromise<CallResult<readonly VenueBalance[]>>(async () =>
        toCallResult(await walletApi.balancelist2()),
      ),
      fetchVenue: fromPromise<CallResult<VenueBalance>, { platform: string }>(async ({ input }) =>
        toCallResult(await walletApi.userapimoney(input.platform)),
      ),
      readLedger: fromPromise<CallResult<readonly LedgerEntry[]>, TransferRequest>(async ({ input }) => {
        const { type, platform } = transferLedger(input);
        const result = await recordsApi.gettransrecord({ type, date: 4, page: 1, api_type: platform });
        return result.ok ? { ok: true, data: result.data.rows.map(transferEntry), message: '' } : result;
      }),
      // The amount goes as the whole-yuan text the player typed: what is shown is what is sent.
      submitTransfer: fromPromise<CallResult<unknown>, TransferRequest>(async ({ input }) =>
        toCallResult(
          await withLoading(
            walletApi.transfer({ amount: input.amount, sourcetype: input.source, targettype: input.target }),
          ),
        ),
      ),
      recoverAll: fromPromise<CallResult<unknown>>(async () => toCallResult(await withLoading(walletApi.transall()))),
      refreshMoney: fromPromise<CallResult<unknown>>(async () => {
        const result = await withLoading(walletApi.refreshusermoney());
        if (result.ok) received(result.data);
        return toCallResult(result);
      }),
      setSeamless: fromPromise<CallResult<unknown>, { on: boolean }>(async ({ input }) =>
        toCallResult(await withLoading(walletApi.uptransferstatus({ transferstatus: input.on ? 1 : 0 }))),
      ),
    },
    actions: {
      notify: (_, { message }) => toaster.show(message, { kind: 'error' }),
      notifySuccess: (_, { message }) => toaster.show(message, { kind: 'success' }),
    },
  });
}
