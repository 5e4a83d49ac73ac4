// /activity's call area and live actors: the content area bound to the app's one transport, in this route's chunk.
import { createContentApi, type Promotion } from '@lobby/api';
import { createActivityMachine, type FetchPromotionsInput, type PromotionList } from '@lobby/domain/activity';
import type { CallResult } from '@lobby/domain/result';
import { fromPromise } from 'xstate';
import { toaster } from '../../wiring/app/effects.ts';
import { transport } from '../../wiring/app/providers.ts';

const contentApi = createContentApi(transport);

/** The /activity machine over the api's promotions: the menu call, the list call (all offers send no type). */
export const liveActivityMachine = createActivityMachine<Promotion>().provide({
  actors: {
    fetchTypes: fromPromise(() => contentApi.activitytype()),
    fetchPromotions: fromPromise<CallResult<PromotionList<Promotion>>, FetchPromotionsInput>(({ input }) =>
      contentApi.activitylist(input.type === null ? {} : { type: input.type }),
    ),
  },
  actions: {
    notify: (_, { message }: { message: string }) => toaster.show(message, { kind: 'error' }),
  },
});
