// /activityRecord's call area and live actors: the content area on the app's transport; a page in flight is
// cancelled by its actor's signal (the player left).
import { createContentApi, type PromotionApplication } from '@lobby/api';
import { createPagedListMachine, type FetchPageInput, type Page } from '@lobby/domain/paging';
import type { CallResult } from '@lobby/domain/result';
import { fromPromise } from 'xstate';
import { toaster } from '../../wiring/app/effects.ts';
import { transport } from '../../wiring/app/providers.ts';

const contentApi = createContentApi(transport);

/** The member's applications page by page (/api/activityApplyLog); a refused page is toasted with the server's words. */
export const liveApplicationListMachine = createPagedListMachine<PromotionApplication, null>().provide({
  actors: {
    fetchPage: fromPromise<CallResult<Page<PromotionApplication>>, FetchPageInput<null>>(({ input, signal }) =>
      contentApi.activityApplyLog({ page: input.page }, signal),
    ),
  },
  actions: {
    notify: (_, { message }: { message: string }) => toaster.show(message, { kind: 'error' }),
  },
});
