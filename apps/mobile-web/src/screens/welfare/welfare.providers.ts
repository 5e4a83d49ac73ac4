// /welfare's call area and live actors: the records area on the app's transport; a load in flight is cancelled by
// its actor's signal (the player left).
import { createRecordsApi, type RedPacketRecord, type RedPacketStatus } from '@lobby/api';
import { createLoadMachine, type LoadParams } from '@lobby/domain/load';
import { createPagedListMachine, type FetchPageInput, type Page } from '@lobby/domain/paging';
import type { CallResult } from '@lobby/domain/result';
import { fromPromise } from 'xstate';
import { toaster } from '../../wiring/app/effects.ts';
import { transport } from '../../wiring/app/providers.ts';

const recordsApi = createRecordsApi(transport);

const notify = (_: unknown, { message }: { message: string }) => toaster.show(message, { kind: 'error' });

/** The member's red packets page by page (/api/redpacket); a refused page is toasted with the server's words. */
export const liveRedPacketListMachine = createPagedListMachine<RedPacketRecord, null>().provide({
  actors: {
    fetchPage: fromPromise<CallResult<Page<RedPacketRecord>>, FetchPageInput<null>>(({ input, signal }) =>
      recordsApi.redpacket({ page: input.page }, signal),
    ),
  },
  actions: { notify },
});

/** The grabs left and made (/api/userredpacket); a refusal is toasted with its message. */
export const liveRedPacketCountsMachine = createLoadMachine<RedPacketStatus, null>().provide({
  actors: {
    load: fromPromise<CallResult<RedPacketStatus>, LoadParams<null>>(({ signal }) => recordsApi.userredpacket(signal)),
  },
  actions: { notify },
});
