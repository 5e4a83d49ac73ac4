// The transfer screen's calls (its chunk, not the shell's): venue wallets (read, polled, one at a time), the
// transfer records an unanswered transfer is judged by, transfers, recover-all, the refresh and the switch.
import { createTransferApi, type Member } from '@lobby/api';
import type { CallResult } from '@lobby/domain/result';
import {
  type PendingTransfer,
  type TransferIntent,
  transferIntentMachine,
  transferMachine,
  type VenueBalance,
} from '@lobby/domain/transfer';
import { fromPromise } from 'xstate';
import { toaster } from '../../wiring/app/effects.ts';
import { confirmResend, keptIntent, readLedger, stampIntent } from '../../wiring/app/money-intent.ts';
import { toCallResult, transport, withLoading } from '../../wiring/app/providers.ts';

const walletApi = createTransferApi(transport);

/** The transfer screen's open intent, kept across a reload or a return to the screen (session storage). */
export const keptTransfer = keptIntent<PendingTransfer>('transfer');

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
      // The backend answers the aggregator's balance alone: the venue is the one asked for.
      fetchVenue: fromPromise<CallResult<VenueBalance>, { platform: string }>(async ({ input }) => {
        const result = await walletApi.userapimoney(input.platform);
        return toCallResult(
          result.ok
            ? { ...result, data: { platform: input.platform, name: '', balance: result.data.balance } }
            : result,
        );
      }),
      intent: transferIntentMachine.provide({
        actors: {
          stamp: stampIntent,
          readLedger,

          // A transfer's amount goes as its canonical whole yuan: what was checked is what is sent.
          send: fromPromise<CallResult<unknown>, { request: TransferIntent; key: string }>(async ({ input }) => {
            const options = { idempotencyKey: input.key };
            const { request } = input;
            if (request.kind === 'recover')
              return toCallResult<unknown>(await withLoading(walletApi.transall(options)));
            const { amount, source, target } = request.request;
            return toCallResult<unknown>(
              await withLoading(walletApi.transfer({ amount, sourcetype: source, targettype: target }, options)),
            );
          }),
        },
      }),
      confirmResend,
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
      saveIntent: (_, pending) => keptTransfer.save(pending),
      clearIntent: () => keptTransfer.clear(),
    },
  });
}
