// /message's call area and live actors: the content area bound to the app's one transport, in this route's chunk.
import { createContentApi, type Message } from '@lobby/api';
import { messageTabPage } from '@lobby/domain/message-centre';
import { createPagedListMachine, type FetchPageInput, type Page } from '@lobby/domain/paging';
import type { CallResult } from '@lobby/domain/result';
import { fromPromise } from 'xstate';
import { toaster } from '../../wiring/app/effects.ts';
import { transport } from '../../wiring/app/providers.ts';
import type { MessageTab } from './message.view.tsx';

const contentApi = createContentApi(transport);

/**
 * One tab's paged messages (its filter is the tab's type); a refused page is toasted with the server's words. The
 * backend's noticeList ignores `type` and answers every message, so each page keeps only the tab's own rows by their
 * `type` (domain's `messageTabPage`: 站内信 type 2, 公告 the rest), reading on past pages that hold none; `type` is
 * still sent, for a backend that honours it.
 */
export const liveMessageListMachine = createPagedListMachine<Message, MessageTab>().provide({
  actors: {
    fetchPage: fromPromise<CallResult<Page<Message>>, FetchPageInput<MessageTab>>(({ input }) =>
      messageTabPage(input.filter, input.page, (page) => contentApi.noticeList({ type: input.filter, page })),
    ),
  },
  actions: {
    notify: (_, { message }: { message: string }) => toaster.show(message, { kind: 'error' }),
  },
});
