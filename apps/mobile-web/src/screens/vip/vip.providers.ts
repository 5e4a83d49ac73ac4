// /vip's call area and live actors: the content area bound to the app's one transport, in this route's chunk.
import { createContentApi, type VipLevel } from '@lobby/api';
import { createLoadMachine, type LoadParams } from '@lobby/domain/load';
import type { CallResult } from '@lobby/domain/result';
import { fromPromise } from 'xstate';
import { toaster } from '../../wiring/app/effects.ts';
import { transport } from '../../wiring/app/providers.ts';

const contentApi = createContentApi(transport);

/** The VIP levels (/api/uservip, the same for visitors and players); a refusal is toasted with its message. */
export const liveVipMachine = createLoadMachine<readonly VipLevel[], null>().provide({
  actors: {
    load: fromPromise<CallResult<readonly VipLevel[]>, LoadParams<null>>(() => contentApi.uservip()),
  },
  actions: {
    notify: (_, { message }: { message: string }) => toaster.show(message, { kind: 'error' }),
  },
});

/** No levels at all: the empty state. */
export const noLevels = (levels: readonly VipLevel[]): boolean => levels.length === 0;
