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
import { keyField, type MoneyCallOptions } from './money-options.ts';
import { venueCalls } from './venues.ts';

/** The transfer screen's own calls (the wallet area lists them too, by these same specs). */
export const transferCalls = {
  transfer: spec('post', '/api/transfer', transferDataSchema),
  transall: spec('post', '/api/transall', recoverAllDataSchema),
  refreshusermoney: spec('post', '/api/refreshusermoney', userDataSchema),
  uptransferstatus: spec('post', '/api/uptransferstatus', doneDataSchema),
  userapimoney: spec('post', '/api/userapimoney/{code}', venueBalanceDataSchema),
  balancelist: venueCalls.balancelist,
  balancelist2: spec('post', '/api/balancelist2', venueWalletListDataSchema),
} as const;

/**
 * Transfers, recover-all, the refresh, the seamless switch and the venue wallets alone, for the transfer screen
 * (and /mine's refresh): the wallet area would bring the deposit and withdrawal calls' schemas into their chunks.
 */
export function createTransferApi({ client, run }: Transport) {
  const text = 'text' as const;
  return {
    /** POST /api/transfer: moves whole yuan between the platform wallet and a venue; the key rides in the body. */
    transfer: (payload: P.TransferPayload, options: MoneyCallOptions = {}) =>
      run(transferCalls.transfer, (signal) =>
        client.POST('/api/transfer', { body: { ...payload, ...keyField(options) }, parseAs: text, signal }),
      ),
    /**
     * POST /api/transall: brings venue money back into the platform wallet (the backend decides which); the key is
     * its only body, none without one.
     */
    transall: (options: MoneyCallOptions = {}) =>
      run(transferCalls.transall, (signal) => {
        const key = keyField(options);
        return key.idempotency_key === undefined
          ? client.POST('/api/transall', { parseAs: text, signal })
          : client.POST('/api/transall', { body: key, parseAs: text, signal });
      }),
    /** POST /api/refreshusermoney: the member, re-read after the venues report their balances. */
    refreshusermoney: () =>
      run(transferCalls.refreshusermoney, (signal) => client.POST('/api/refreshusermoney', { parseAs: text, signal })),
    /** POST /api/uptransferstatus: switches seamless transfer on (1) or off (0). */
    uptransferstatus: (payload: P.TransferStatusPayload) =>
      run(transferCalls.uptransferstatus, (signal) =>
        client.POST('/api/uptransferstatus', { body: payload, parseAs: text, signal }),
      ),
    /** POST /api/userapimoney/{code}: one venue's balance, re-read at the aggregator. */
    userapimoney: (code: string) =>
      run(transferCalls.userapimoney, (signal) =>
        client.POST('/api/userapimoney/{code}', { params: { path: { code } }, parseAs: text, signal }),
      ),
    /** POST /api/balancelist: every venue wallet. */
    balancelist: () =>
      run(transferCalls.balancelist, (signal) => client.POST('/api/balancelist', { parseAs: text, signal })),
    /** POST /api/balancelist2: every venue wallet (the twin the transfer screen polls). */
    balancelist2: () =>
      run(transferCalls.balancelist2, (signal) => client.POST('/api/balancelist2', { parseAs: text, signal })),
  };
}
