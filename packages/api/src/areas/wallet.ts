import { spec } from '../call-spec.ts';
import type * as P from '../payloads.ts';
import { doneDataSchema } from '../schemas/done.ts';
import { userDataSchema } from '../schemas/user.ts';
import {
  recoverAllDataSchema,
  transferDataSchema,
  venueBalanceDataSchema,
  venueWalletListDataSchema,
} from '../schemas/wallets.ts';
import type { Transport } from '../transport.ts';
import { createDepositApi, depositCalls } from './deposit.ts';
import { keyField, type MoneyCallOptions } from './money-options.ts';
import { venueCalls } from './venues.ts';
import { createWithdrawalApi, withdrawalCalls } from './withdrawal.ts';

/** Deposit, withdrawal, transfer and venue wallets: how each call is sent and read. */
export const walletCalls = {
  ...depositCalls,
  getBetAmount: withdrawalCalls.getBetAmount,
  withdraw: withdrawalCalls.withdraw,
  transfer: spec('post', '/api/transfer', transferDataSchema),
  transall: spec('post', '/api/transall', recoverAllDataSchema),
  refreshusermoney: spec('post', '/api/refreshusermoney', userDataSchema),
  uptransferstatus: spec('post', '/api/uptransferstatus', doneDataSchema),
  userapimoney: spec('post', '/api/userapimoney/{code}', venueBalanceDataSchema),
  balancelist: venueCalls.balancelist,
  balancelist2: spec('post', '/api/balancelist2', venueWalletListDataSchema),
} as const;

export type { MoneyCallOptions } from './money-options.ts';

/** Deposit, withdrawal, transfer and venue wallets: one function per call, each resolving to an ApiResult and never throwing. */
export function createWalletApi(transport: Transport) {
  const { client, run } = transport;
  const text = 'text' as const;
  return {
    ...createDepositApi(transport),
    ...createWithdrawalApi(transport),
    /** POST /api/transfer: moves whole yuan between the platform wallet and a venue; the key rides in the body. */
    transfer: (payload: P.TransferPayload, options: MoneyCallOptions = {}) =>
      run(walletCalls.transfer, (signal) =>
        client.POST('/api/transfer', { body: { ...payload, ...keyField(options) }, parseAs: text, signal }),
      ),
    /**
     * POST /api/transall: brings venue money back into the platform wallet (the backend decides which); the key is
     * its only body, none without one.
     */
    transall: (options: MoneyCallOptions = {}) =>
      run(walletCalls.transall, (signal) => {
        const key = keyField(options);
        return key.idempotency_key === undefined
          ? client.POST('/api/transall', { parseAs: text, signal })
          : client.POST('/api/transall', { body: key, parseAs: text, signal });
      }),
    /** POST /api/refreshusermoney: the member, re-read after the venues report their balances. */
    refreshusermoney: () =>
      run(walletCalls.refreshusermoney, (signal) => client.POST('/api/refreshusermoney', { parseAs: text, signal })),
    /** POST /api/uptransferstatus: switches seamless transfer on (1) or off (0). */
    uptransferstatus: (payload: P.TransferStatusPayload) =>
      run(walletCalls.uptransferstatus, (signal) =>
        client.POST('/api/uptransferstatus', { body: payload, parseAs: text, signal }),
      ),
    /** POST /api/userapimoney/{code}: one venue's balance, re-read at the aggregator. */
    userapimoney: (code: string) =>
      run(walletCalls.userapimoney, (signal) =>
        client.POST('/api/userapimoney/{code}', { params: { path: { code } }, parseAs: text, signal }),
      ),
    /** POST /api/balancelist: every venue wallet. */
    balancelist: () =>
      run(walletCalls.balancelist, (signal) => client.POST('/api/balancelist', { parseAs: text, signal })),
    /** POST /api/balancelist2: every venue wallet (the twin the transfer screen polls). */
    balancelist2: () =>
      run(walletCalls.balancelist2, (signal) => client.POST('/api/balancelist2', { parseAs: text, signal })),
  };
}
