import { enqueueActions, fromPromise, setup } from 'xstate';
import type { CallResult } from '../result/index.ts';

/** How often the balance is polled while a player is logged in (part 1, section 9). */
export const BALANCE_POLL_MS = 4300;

/** What a poller starts with: the pause in milliseconds between the end of one poll and the start of the next. */
export type PollerInput = { interval: number };

/** The page's visibility, forwarded by the app: a hidden page stops spending calls. */
export type PollerEvent = { type: 'visibility.hide' } | { type: 'visibility.show' };

const pollerSetup = setup({
  types: {
    context: {} as PollerInput,
    events: {} as PollerEvent,
    input: {} as PollerInput,
  },
  actors: {
    poll: fromPromise<CallResult<unknown>>(() => Promise.reject(new Error('poll is provided by the owner'))),
  },
  actions: {
    deliver: (_, _data: unknown) => {},
    onUnauthorized: () => {},
    onBlocked: () => {},
  },
  delays: {
    interval: ({ context }) => context.interval,
  },
});

/**
 * A generic poller: calls `poll` at once and then every `interval` ms (through xstate delays, so a simulated
 * clock drives it), hands each successful result to `deliver`, and stops for good on `unauthorized`, calling
 * `onUnauthorized`, or on `blocked` (the member is disabled), calling `onBlocked`. Other failures are skipped and
 * polling goes on. A function, not a module-level machine: XState builds every state when a machine is created,
 * and this module is in the app's start chunk, whose evaluation is the start's longest task (issue #32).
 */
export const createPollerMachine = () =>
  pollerSetup.createMachine({
    id: 'poller',
    context: ({ input }) => ({ interval: input.interval }),
    initial: 'polling',
    states: {
      polling: {
        invoke: {
          src: 'poll',
          onDone: [
            {
              guard: ({ event }) => !event.output.ok && event.output.error.kind === 'unauthorized',
              target: 'stopped',
            },
            {
              guard: ({ event }) => !event.output.ok && event.output.error.kind === 'blocked',
              target: 'blocked',
            },
            {
              target: 'waiting',
              actions: enqueueActions(({ event, enqueue }) => {
                if (event.output.ok) enqueue({ type: 'deliver', params: event.output.data });
              }),
            },
          ],
          onError: 'waiting',
        },
        on: { 'visibility.hide': 'paused' },
      },
      waiting: {
        after: { interval: 'polling' },
        on: { 'visibility.hide': 'paused' },
      },
      paused: {
        on: { 'visibility.show': 'polling' },
      },
      stopped: {
        type: 'final',
        entry: 'onUnauthorized',
      },
      blocked: {
        type: 'final',
        entry: 'onBlocked',
      },
    },
  });
