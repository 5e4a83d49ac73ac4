// /fanshui's call areas and live actors: the records area (rebates, claim) and the venue list,
// loads cancelled by their actor's signal, so leaving the screen or changing a filter cancels what is under way.
import { createRecordsApi, type Rebate } from '@lobby/api';
import { messages } from '@lobby/domain/messages';
import { createPagedListMachine, type FetchPageInput, type SummaryPage } from '@lobby/domain/paging';
import type { DateCode } from '@lobby/domain/records';
import type { CallResult } from '@lobby/domain/result';
import { rebateClaimMachine } from '@lobby/domain/rewards';
import { fromPromise } from 'xstate';
import { toaster } from '../../wiring/app/effects.ts';
import { transport, withLoading } from '../../wiring/app/providers.ts';
import { liveVenuesMachine } from '../../wiring/records/venues.providers.ts';

const recordsApi = createRecordsApi(transport);

/** The rebate list's filter: a venue code ('' for every venue) and the rebate screen's date code. */
export type RebateFilter = { platform: string; date: DateCode };

/** The sums the rebate call answers beside its rows: claimed (jisuan) and still to claim (nojisuan). */
export type RebateSums = { claimed: number; unclaimed: number };

const notify = (_: unknown, { message }: { message: string }) => toaster.show(message, { kind: 'error' });

/** The rebates page by page with their sums (/api/getfanshui); a refused page is toasted with the server's words. */
export const liveRebateListMachine = createPagedListMachine<Rebate, RebateFilter, RebateSums>().provide({
  actors: {
    fetchPage: fromPromise<CallResult<SummaryPage<Rebate, RebateSums>>, FetchPageInput<RebateFilter>>(
      async ({ input, signal }) => {
        const result = await recordsApi.getfanshui(
          {
            date: input.filter.date,
            page: input.page,
            api_type: input.filter.platform,
            type: '',
          },
          signal,
        );
        if (!result.ok) return result;
        const { page, claimed, unclaimed } = result.data;
        return { ...result, data: { ...page, summary: { claimed, unclaimed } } };
      },
    ),
  },
  actions: { notify },
});

/** The venues for the platform filter; a refusal is an error toast. */
export const livePlatformsMachine = liveVenuesMachine(notify);

/**
 * The claim with the real call (/api/dofanshui) under the loading overlay. A good answer toasts the server's
 * words and runs `claimed` (the screen refreshes the user and reloads the list); a refusal is an error toast.
 */
export function liveRebateClaimMachine(claimed: () => void) {
  return rebateClaimMachine.provide({
    actors: {
      // A claim under way is not cancelled: the player's money may already have moved.
      claimRebate: fromPromise<CallResult<unknown>>(() => withLoading(recordsApi.dofanshui())),
    },
    actions: {
      notify,
      succeed: (_, { message }: { message: string }) => {
        toaster.show(message || messages['generic.done'], { kind: 'success' });
        claimed();
      },
    },
  });
}
