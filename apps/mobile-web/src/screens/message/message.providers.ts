// /message's call area and live actors: the content area bound to the app's one transport, in this route's chunk.
import { createContentApi, type Message } from '@lobby/api';
import { type CallResult, createPagedListMachine, type FetchPageInput, type Page } from '@lobby/domain';
import { fromPromise } from 'xstate';
import { toaster } from '../../app/effects.ts';
import { transport } from '../../app/providers.ts';
import type { MessageTab } from './message.view.tsx';

const contentApi = createContentApi(transport);

/** One tab's paged messages (its filter is the tab's type); a refused page is toasted with the server's words. */
export const liveMessageListMachine = createPagedListMachine<Message, MessageTab>().provide({
  actors: {
    fetchPage: fromPromise<CallResult<Page<Message>>, FetchPageInput<MessageTab>>(({ input }) =>
      contentApi.noticeList({ type: input.filter, page: input.page }),
    ),
  },
  actions: {
    notify: (_, { message }: { message: string }) => toaster.show(message, { kind: 'error' }),
  },
});
