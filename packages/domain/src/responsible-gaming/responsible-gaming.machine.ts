import { assign, fromPromise, setup } from 'xstate';
import { breakConfirmations } from '../protection/break.ts';
import type { ProtectionProfile } from '../protection/profile.ts';

/** What the page starts with: the interval in force and the operator's profile. */
export type ResponsibleGamingInput = { interval: number | null; profile: ProtectionProfile };

/** What responsibleGamingMachine holds. */
export type ResponsibleGamingContext = {
  interval: number | null;
  profile: ProtectionProfile;
  /** The break being asked about. */
  breakDays: number | null;
};

/** What the page sends. */
export type ResponsibleGamingEvent =
  | { type: 'interval.choose'; minutes: number | null }
  | { type: 'break.take'; days: number };

/**
 * /responsibleGaming: the reality check's interval (kept by the provided `saveInterval`; `strict` cannot choose
 * off) and a break (the self-check has its own machine, loaded when opened), asked twice through the provided `confirm` before the provided `takeBreak`
 * (the app keeps its end on the device, tells a backend that has the call, and ends the session).
 */
export const responsibleGamingMachine = setup({
  types: {
    context: {} as ResponsibleGamingContext,
    events: {} as ResponsibleGamingEvent,
    input: {} as ResponsibleGamingInput,
  },
  actors: {
    confirm: fromPromise<boolean, { message: string }>(() =>
      Promise.reject(new Error('confirm is provided by the app')),
    ),
  },
  actions: {
    saveInterval: (_, _minutes: number | null) => {},
    takeBreak: (_, _days: number) => {},
  },
}).createMachine({
  id: 'responsibleGaming',
  context: ({ input }) => ({
    interval: input.interval,
    profile: input.profile,
    breakDays: null,
  }),
  initial: 'idle',
  on: {
    'interval.choose': {
      guard: ({ context, event }) => !(event.minutes === null && context.profile === 'strict'),
      actions: [
        assign({ interval: ({ event }) => event.minutes }),
        { type: 'saveInterval', params: ({ event }) => event.minutes },
      ],
    },
  },
  states: {
    idle: {
      on: { 'break.take': { target: 'askingOnce', actions: assign({ breakDays: ({ event }) => event.days }) } },
    },
    askingOnce: {
      invoke: {
        src: 'confirm',
        input: ({ context }) => ({ message: breakConfirmations(context.breakDays ?? 1)[0] }),
        onDone: [{ guard: ({ event }) => event.output, target: 'askingTwice' }, { target: 'idle' }],
        onError: 'idle',
      },
    },
    askingTwice: {
      invoke: {
        src: 'confirm',
        input: ({ context }) => ({ message: breakConfirmations(context.breakDays ?? 1)[1] }),
        onDone: [
          {
            guard: ({ event }) => event.output,
            target: 'onBreak',
            actions: { type: 'takeBreak', params: ({ context }) => context.breakDays ?? 1 },
          },
          { target: 'idle' },
        ],
        onError: 'idle',
      },
    },
    onBreak: { type: 'final' },
  },
});
