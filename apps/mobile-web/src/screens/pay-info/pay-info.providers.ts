// The payment page's one call (its chunk, not the shell's): the order's payment details.
import { createDepositApi, type PaymentInfo } from '@lobby/api';
import { createPayInfoMachine } from '@lobby/domain/pay-info';
import type { CallResult } from '@lobby/domain/result';
import { fromPromise } from 'xstate';
import { toaster } from '../../wiring/app/effects.ts';
import { toCallResult, transport } from '../../wiring/app/providers.ts';

const wallet = createDepositApi(transport);

/** The /payInfo machine with the real call. */
export const livePayInfoMachine = createPayInfoMachine<PaymentInfo>().provide({
  actors: {
    fetchPayInfo: fromPromise<CallResult<PaymentInfo>, { depositNo: string }>(async ({ input }) =>
      toCallResult(await wallet.payinfo({ deposit_no: input.depositNo })),
    ),
  },
  actions: {
    notify: (_, { message }) => toaster.show(message, { kind: 'error' }),
  },
});
