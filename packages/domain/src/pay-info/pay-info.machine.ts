import { assign, enqueueActions, fromPromise, not, type SnapshotFrom, setup } from 'xstate';
import { payTimeLeft } from '../deposit/index.ts';
import { type CallError, type CallResult, serverMessage } from '../result/index.ts';

/** How a deposit is paid, as the payment info's `message` names it. */
export type PayInfoType = 'bankpay' | 'alipay' | 'wxpay' | 'usdtpay' | 'ebpay' | 'antoken';

/** What the machine reads of the payment info; the app's type carries the rest (amounts, address, pictures). */
export type PayInfoBasics = { payType: PayInfoType; createdAt: string };

/** `retry` after a failed read. */
export type PayInfoEvent = { type: 'retry' };

/** The order to show, the device clock and the payment info once read. */
export type PayInfoContext<P extends PayInfoBasics> = {
  depositNo: string;
  info: P | null;
  /** Why the order could not be read; null otherwise. */
  error: CallError | null;
  /** The device time of the last tick, epoch ms. */
  now: number;
  clock: () => number;
};

/** The order number from the page's query and the device clock (the domain reads no clock itself). */
export type PayInfoInput = { depositNo: string; clock: () => number };

/** The countdown's step. */
export const PAY_TICK_MS = 1000;

/** AnToken's detail page shows no countdown (part 2 §4). */
export function hasCountdown(payType: PayInfoType): boolean {
  return payType !== 'antoken';
}

/**
 * Builds the /payInfo machine for the app's payment-info type `P`: read the order (tag `loading`; a failure is
 * `failed` with `retry`, the server's words toasted), then count the 60-minute window down once a second from
 * `createdAt` (`counting`, re-reading the device clock each tick so a slow tab never drifts) until it closes
 * (`expired`, no more ticks). AnToken orders do not count (`still`).
 *
 * The screen provides `fetchPayInfo` (`{ depositNo }` -> `CallResult<P>`) and `notify`.
 */
export function createPayInfoMachine<P extends PayInfoBasics>() {
  return setup({
    types: {
      context: {} as PayInfoContext<P>,
      events: {} as PayInfoEvent,
      input: {} as PayInfoInput,
    },
    actors: {
      fetchPayInfo: fromPromise<CallResult<P>, { depositNo: string }>(() =>
        Promise.reject(new Error('fetchPayInfo is provided by the screen')),
      ),
    },
    actions: {
      notify: (_, _params: { message: string }) => {},
      readClock: assign(({ context }) => ({ now: context.clock() })),
    },
    guards: {
      isOpen: ({ context }) => context.info !== null && payTimeLeft(context.info.createdAt, context.now) > 0,
      counts: ({ context }) => context.info !== null && hasCountdown(context.info.payType),
    },
    delays: { tick: PAY_TICK_MS },
  }).createMachine({
    id: 'payInfo',
    context: ({ input }) => ({
      depositNo: input.depositNo,
      info: null,
      error: null,
      now: input.clock(),
      clock: input.clock,
    }),
    initial: 'loading',
    states: {
      loading: {
        tags: ['loading'],
        entry: assign({ error: null }),
        invoke: {
          src: 'fetchPayInfo',
          input: ({ context }) => ({ depositNo: context.depositNo }),
          onDone: [
            {
              guard: ({ event }) => event.output.ok,
              target: 'ready',
              actions: assign(({ context, event }) => ({
                info: event.output.ok ? event.output.data : null,
                now: context.clock(),
              })),
            },
            {
              target: 'failed',
              actions: enqueueActions(({ event, enqueue }) => {
                if (event.output.ok) return;
                enqueue.assign({ error: event.output.error });
                const words = serverMessage(event.output.error);
                if (words !== null) enqueue({ type: 'notify', params: { message: words } });
              }),
            },
          ],
          onError: { target: 'failed', actions: assign({ error: { kind: 'network' as const, message: '' } }) },
        },
      },
      failed: { tags: ['failed'], on: { retry: 'loading' } },
      ready: {
        initial: 'deciding',
        states: {
          deciding: {
            always: [{ guard: 'counts', target: 'counting' }, { target: 'still' }],
          },
          counting: {
            tags: ['counting'],
            always: { guard: not('isOpen'), target: 'expired' },
            after: { tick: { target: 'counting', reenter: true, actions: 'readClock' } },
          },
          expired: { tags: ['expired'] },
          still: {},
        },
      },
    },
  });
}

/** The /payInfo machine for any payment info; the screen builds a typed one with createPayInfoMachine. */
export const payInfoMachine = createPayInfoMachine<PayInfoBasics>();

/** A snapshot of a /payInfo machine for payment info `P`. */
export type PayInfoSnapshot<P extends PayInfoBasics> = SnapshotFrom<ReturnType<typeof createPayInfoMachine<P>>>;
