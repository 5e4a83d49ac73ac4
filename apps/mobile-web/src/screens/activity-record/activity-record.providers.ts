// /activityRecord's call area and live actors: the content area, bound per request to the list actor's signal.
import { createContentApi, type PromotionApplication } from '@lobby/api';
import { type CallResult, createPagedListMachine, type FetchPageInput, type Page } from '@lobby/domain';
import { fromPromise } from 'xstate';
import { toaster } from '../../app/effects.ts';
import { scopedTransport } from '../../app/scoped-transport.ts';

/** The member's applications page by page (/api/activityApplyLog); a refused page is toasted with the server's words. */
export const liveApplicationListMachine = createPagedListMachine<PromotionApplication, null>().provide({
  actors: {
    fetchPage: fromPromise<CallResult<Page<PromotionApplication>>, FetchPageInput<null>>(({ input, signal }) =>
      createContentApi(scopedTransport(signal)).activityApplyLog({ page: input.page }),
    ),
  },
  actions: {
    notify: (_, { message }: { message: string }) => toaster.show(message, { kind: 'error' }),
  },
});
