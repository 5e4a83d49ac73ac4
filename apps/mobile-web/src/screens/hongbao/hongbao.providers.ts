// /hongbao's call area and live actors: the records area (status, grab), loads cancelled by their actor's signal.
import { createRecordsApi, type RedPacketStatus } from '@lobby/api';
import type { CallResult } from '@lobby/domain/result';
import { createRedPacketMachine, type RedPacketWin } from '@lobby/domain/rewards';
import { fromPromise } from 'xstate';
import { toaster } from '../../wiring/app/effects.ts';
import { transport, withLoading } from '../../wiring/app/providers.ts';

const recordsApi = createRecordsApi(transport);

/**
 * The red-packet page with the real calls: the status (/api/userredpacket) and the grab (/api/douserredpacket,
 * under the loading overlay). Toasts are error toasts (a refused status, 服务器异常，请稍后再试).
 */
export const liveRedPacketMachine = createRedPacketMachine<RedPacketStatus>().provide({
  actors: {
    fetchStatus: fromPromise<CallResult<RedPacketStatus>>(({ signal }) => recordsApi.userredpacket(signal)),
    // A grab under way is not cancelled: the packet may already have been paid.
    grab: fromPromise<CallResult<RedPacketWin>>(async () => {
      const result = await withLoading(recordsApi.douserredpacket());
      return result.ok ? { ...result, data: { amount: result.data.amount } } : result;
    }),
  },
  actions: {
    notify: (_, { message }: { message: string }) => toaster.show(message, { kind: 'error' }),
  },
});
