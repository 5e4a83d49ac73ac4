import { spec } from '../call-spec.ts';
import { venueWalletListDataSchema } from '../schemas/wallets.ts';
import type { Transport } from '../transport.ts';
import { linked } from './linked-signal.ts';

/** The venue list on its own: how it is sent and read (the wallet area lists it too, by this same spec). */
export const venueCalls = {
  balancelist: spec('post', '/api/balancelist', venueWalletListDataSchema),
} as const;

/**
 * The venue list alone, for screens that only filter by venue (the rebate record): the wallet area would bring
 * every money call's schema into their chunk.
 */
export function createVenueApi({ client, run }: Transport) {
  return {
    /** POST /api/balancelist: every venue wallet (name, code, balance); `cancel` aborts it. */
    balancelist: (cancel?: AbortSignal) =>
      run(venueCalls.balancelist, (signal) =>
        client.POST('/api/balancelist', { parseAs: 'text', signal: linked(signal, cancel) }),
      ),
  };
}
