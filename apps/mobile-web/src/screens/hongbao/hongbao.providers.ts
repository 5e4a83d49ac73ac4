// /hongbao's call area and live actors: the records area (status, grab), each request bound to its actor's signal.
import { createRecordsApi, type RedPacketStatus } from '@lobby/api';
import { type CallResult, createRedPacketMachine, type RedPacketWin } from '@lobby/domain';
import { fromPromise } from 'xstate';
import { toaster } from '../../app/effects.ts';
import { withLoading } from '../../app/providers.ts';
import { scopedTransport } from '../../app/scoped-transport.ts';

/**
 * The red-packet page with the real calls: the status (/api/userredpacket) and the grab (/api/douserredpacket,
 * under the loading overlay). Toasts are error toasts (a refused status, 服务器异常，请稍后再试).
 */
export const liveRedPacketMachine = createRedPacketMachine<RedPacketStatus>().provide({
  actors: {
    fetchStatus: fromPromise<CallResult<RedPacketStatus>>(({ signal }) =>
      createRecordsApi(scopedTransport(signal)).userredpacket(),
    ),
    grab: fromPromise<CallResult<RedPacketWin>>(async ({ signal }) => {
      const result = await withLoading(createRecordsApi(scopedTransport(signal)).douserredpacket());
      return result.ok ? { ...result, data: { amount: result.data.amount } } : result;
    }),
  },
  actions: {
    notify: (_, { message }: { message: string }) => toaster.show(message, { kind: 'error' }),
  },
});
