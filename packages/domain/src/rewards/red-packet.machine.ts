import { assign, enqueueActions, fromPromise, type SnapshotFrom, setup } from 'xstate';
import { messages } from '../messages/index.ts';
import { type CallError, type CallResult, REJECTED, serverMessage } from '../result/index.ts';
import { checkRedPacketGrab } from './rewards.rules.ts';

/** What the red-packet page reads of the status call; the app's status type may carry more (phase, rules). */
export type RedPacketCounts = { remaining: number; acquired: number; maxTimes: number };

/** What a grab yields: the amount won, in yuan. */
export type RedPacketWin = { amount: number };

/** The popup shown over the page: the win with its amount, or why the grab was refused (with 立即充值). */
export type RedPacketPopup = { kind: 'won'; amount: number } | { kind: 'insufficient'; message: string };

/** `grab` on the button, `close` on any popup, `retry` after a failed load. */
export type RedPacketEvent = { type: 'grab' } | { type: 'close' } | { type: 'retry' };

/** The red-packet page's state: the status shown, the last load failure and the popup. */
export type RedPacketContext<S extends RedPacketCounts> = {
  status: S | null;
  /** The status's grabs left (0 before it loads), which the grab is checked against. */
  remaining: number;
  error: CallError | null;
  popup: RedPacketPopup | null;
};

// Provided calls answer with a result and never throw; a rejected one still counts as the network failing.

type GrabAction = { type: 'assignPopup'; params: RedPacketPopup } | { type: 'notify'; params: { message: string } };

/**
 * What a grab's answer does (part 2 §4, §8): a win opens the won popup; a refusal worded by the server opens the
 * insufficient popup with those words; a request that failed (network, a broken answer) is the toast
 * 服务器异常，请稍后再试 and no popup.
 */
function grabActions(result: CallResult<RedPacketWin>): GrabAction[] {
  if (result.ok) return [{ type: 'assignPopup', params: { kind: 'won', amount: result.data.amount } }];
  const message = serverMessage(result.error);
  return message === null
    ? [{ type: 'notify', params: { message: messages['redPacket.serverError'] } }]
    : [{ type: 'assignPopup', params: { kind: 'insufficient', message } }];
}

type LoadAction<S> =
  | { type: 'assignStatus'; params: { status: S } }
  | { type: 'assignError'; params: { error: CallError } }
  | { type: 'notify'; params: { message: string } };

/** What a status answer does: a good one is shown; a failure is kept and, when the server worded it, toasted. */
function loadActions<S>(result: CallResult<S>): LoadAction<S>[] {
  if (result.ok) return [{ type: 'assignStatus', params: { status: result.data } }];
  const message = serverMessage(result.error);
  const notices: LoadAction<S>[] = message === null ? [] : [{ type: 'notify', params: { message } }];
  return [{ type: 'assignError', params: { error: result.error } }, ...notices];
}

/**
 * Builds the /hongbao machine for the app's status type `S`: load the status (tag `busy`; a failure is tag
 * `failed` with `retry`), then grab. A grab with no grabs left opens the insufficient popup with
 * 您还未达到领取条件，快去完成吧！ and sends nothing; otherwise one grab is sent (tag `grabbing`; taps meanwhile
 * are ignored). A win opens the won popup and reloads the status behind it (tag `refreshing`). `close` resets
 * every popup and its message.
 *
 * The screen provides `fetchStatus`, `grab` and `notify` (a toast).
 */
export function createRedPacketMachine<S extends RedPacketCounts>() {
  return setup({
    types: {
      context: {} as RedPacketContext<S>,
      events: {} as RedPacketEvent,
    },
    actors: {
      fetchStatus: fromPromise<CallResult<S>>(() => Promise.reject(new Error('fetchStatus is provided by the screen'))),
      grab: fromPromise<CallResult<RedPacketWin>>(() => Promise.reject(new Error('grab is provided by the screen'))),
    },
    actions: {
      notify: (_, _params: { message: string }) => {},
      assignStatus: assign((_, { status }: { status: S }) => ({ status, remaining: status.remaining, error: null })),
      assignError: assign((_, { error }: { error: CallError }) => ({ error })),
      assignPopup: assign((_, popup: RedPacketPopup) => ({ popup })),
    },
    guards: {
      isOk: (_, result: CallResult<unknown>) => result.ok,
      cannotGrab: ({ context }) => !checkRedPacketGrab(context.remaining).ok,
    },
  }).createMachine({
    id: 'redPacket',
    context: { status: null, remaining: 0, error: null, popup: null },
    initial: 'loading',
    states: {
      loading: {
        tags: ['busy'],
        invoke: {
          src: 'fetchStatus',
          onDone: [
            {
              guard: { type: 'isOk', params: ({ event }) => event.output },
              target: 'ready',
              actions: enqueueActions(({ event, enqueue }) => {
                for (const action of loadActions(event.output)) enqueue(action);
              }),
            },
            {
              target: 'failed',
              actions: enqueueActions(({ event, enqueue }) => {
                for (const action of loadActions(event.output)) enqueue(action);
              }),
            },
          ],
          onError: { target: 'failed', actions: assign({ error: REJECTED }) },
        },
      },
      failed: {
        tags: ['failed'],
        on: { retry: 'loading' },
      },
      ready: {
        on: { close: { actions: assign({ popup: null }) } },
        initial: 'idle',
        states: {
          idle: {
            on: {
              grab: [
                {
                  guard: 'cannotGrab',
                  actions: {
                    type: 'assignPopup',
                    params: { kind: 'insufficient', message: messages['redPacket.notEligible'] },
                  },
                },
                { target: 'grabbing' },
              ],
            },
          },
          grabbing: {
            tags: ['grabbing'],
            invoke: {
              src: 'grab',
              onDone: [
                {
                  guard: { type: 'isOk', params: ({ event }) => event.output },
                  target: 'refreshing',
                  actions: enqueueActions(({ event, enqueue }) => {
                    for (const action of grabActions(event.output)) enqueue(action);
                  }),
                },
                {
                  target: 'idle',
                  actions: enqueueActions(({ event, enqueue }) => {
                    for (const action of grabActions(event.output)) enqueue(action);
                  }),
                },
              ],
              onError: {
                target: 'idle',
                actions: { type: 'notify', params: { message: messages['redPacket.serverError'] } },
              },
            },
          },
          // After a win the counts change: asked again behind the popup, the page keeps showing the old ones.
          refreshing: {
            tags: ['refreshing'],
            invoke: {
              src: 'fetchStatus',
              onDone: {
                target: 'idle',
                actions: enqueueActions(({ event, enqueue }) => {
                  for (const action of loadActions(event.output)) enqueue(action);
                }),
              },
              onError: { target: 'idle', actions: assign({ error: REJECTED }) },
            },
          },
        },
      },
    },
  });
}

/** The red-packet machine over the bare counts; screens build one for their status type. */
export const redPacketMachine = createRedPacketMachine<RedPacketCounts>();

/** A snapshot of a red-packet machine of status `S`. */
export type RedPacketSnapshot<S extends RedPacketCounts> = SnapshotFrom<ReturnType<typeof createRedPacketMachine<S>>>;
