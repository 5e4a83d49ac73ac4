// The venue list a platform filter offers, bound to the app's one transport: shared by the record screens and
// /fanshui. Only the venue call's schema comes along, not the whole wallet area.
import { createVenueApi, type VenueWallet } from '@lobby/api';
import { createLoadMachine, type LoadParams } from '@lobby/domain/load';
import type { CallResult } from '@lobby/domain/result';
import { fromPromise } from 'xstate';
import { transport } from '../app/providers.ts';

const venueApi = createVenueApi(transport);

/**
 * The venues (/api/balancelist: name and code), the request cancelled when its actor stops (the screen is left);
 * `notify` shows a refusal the way the screen's spec asks.
 */
export function liveVenuesMachine(notify: (_: unknown, params: { message: string }) => void) {
  return createLoadMachine<readonly VenueWallet[], null>().provide({
    actors: {
      load: fromPromise<CallResult<readonly VenueWallet[]>, LoadParams<null>>(({ signal }) =>
        venueApi.balancelist(signal),
      ),
    },
    actions: { notify },
  });
}
