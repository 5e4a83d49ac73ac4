// The help centre's call area and live actors: the content area bound to the app's one transport, in this chunk.
import { createContentApi } from '@lobby/api';
import { createLoadMachine, type LoadParams } from '@lobby/domain/load';
import type { CallResult } from '@lobby/domain/result';
import { fromPromise } from 'xstate';
import { toaster } from '../../wiring/app/effects.ts';
import { transport } from '../../wiring/app/providers.ts';

const contentApi = createContentApi(transport);

/** One help article's HTML ('' when the back office has none), loaded by its type. */
export const liveHelpArticleMachine = createLoadMachine<string, number>().provide({
  actors: {
    load: fromPromise<CallResult<string>, LoadParams<number>>(async ({ input }) => {
      const result = await contentApi.article({ type: input.params });
      return result.ok ? { ...result, data: result.data?.content ?? '' } : result;
    }),
  },
  actions: {
    notify: (_, { message }: { message: string }) => toaster.show(message, { kind: 'error' }),
  },
});
