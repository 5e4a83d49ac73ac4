import { assign, fromPromise, setup } from 'xstate';
import { fromUnits, subtract, toDecimal } from '../money/index.ts';
import type { CallResult } from '../result.ts';

const MINUTE_MS = 60_000;

/** What the reality check starts from: the session and the interval in force. Times are epoch ms, the device's. */
export type RealityCheckInput = {
  /** When the player signed in (kept for the tab's session, so a reload keeps counting from it). */
  signedInAt: number;
  /** When the player last pressed 继续, kept like `signedInAt`; null before the first check. */
  acknowledgedAt: number | null;
  /**
   * The device's clock (the app gives `Date.now`), read when a count begins and when 继续 is pressed: the count is
   * measured from when the machine really starts, however late after its input was made.
   */
  clock: () => number;
  /** Minutes between checks; null for off. */
  intervalMinutes: number | null;
  /** The operator's `strict` profile: the check cannot be switched off. */
  strict: boolean;
};

/** Stakes and wins since sign-in in yuan, as the app reads them from the bet records. */
export type SessionTotals = { stakes: number; wins: number };

/** The session's result as the check shows it: being read, read (with the net, exact to the cent), or unreadable. */
export type SessionResultView =
  | { kind: 'loading' }
  | { kind: 'shown'; stakes: number; wins: number; net: number }
  | { kind: 'unreadable' };

/** What the reality check holds. */
export type RealityCheckContext = {
  signedInAt: number;
  /** The later of the sign-in and the last 继续: the next check is one interval after it. */
  anchor: number;
  /** The device's clock (the input's). */
  clock: () => number;
  intervalMinutes: number | null;
  strict: boolean;
  result: SessionResultView;
};

/** What the app sends: the player's 继续 and a new interval; a sign-out ends it. */
export type RealityCheckEvent =
  | { type: 'continue' }
  | { type: 'interval.set'; minutes: number | null }
  | { type: 'signOut' };

/**
 * Reads the session's totals as the check shows them; a failed read is unreadable, never a 0, and so is a total that
 * is no number. The net is exact (`money/decimal.ts`): 980.1 - 1250.3 is -270.2, 0.005 - 10 is -9.995.
 */
export function sessionResultView(result: CallResult<SessionTotals>): SessionResultView {
  if (!result.ok) return { kind: 'unreadable' };
  const { stakes, wins } = result.data;
  const [stakesExact, winsExact] = [toDecimal(stakes), toDecimal(wins)];
  if (stakesExact === null || winsExact === null) return { kind: 'unreadable' };
  const net = subtract(winsExact, stakesExact);
  return { kind: 'shown', stakes, wins, net: fromUnits(net.units, net.scale) };
}

/**
 * The session clock (issue #34's reality check): one interval after the later of sign-in and the last 继续 it is
 * `due` (tag `blocking`: the app opens no game and sends no deposit then, and shows the check as a modal dialog),
 * reads the session's result through the provided `sessionResult` ({ since: signedInAt }) and waits for 继续.
 * A count already past at the start (a reload after the time) is due at once. Waits are xstate delays measured
 * against the input's `clock` as each count begins, so a simulated clock (and its `now`) drives it in tests.
 */
export const realityCheckMachine = setup({
  types: {
    context: {} as RealityCheckContext,
    events: {} as RealityCheckEvent,
    input: {} as RealityCheckInput,
  },
  actors: {
    sessionResult: fromPromise<CallResult<SessionTotals>, { since: number }>(() =>
      Promise.reject(new Error('sessionResult is provided by the app')),
    ),
  },
  guards: {
    isOff: ({ context }) => context.intervalMinutes === null,
    isPastDue: ({ context }) => context.anchor + (context.intervalMinutes ?? 0) * MINUTE_MS <= context.clock(),
    refusesOff: ({ context, event }) => event.type === 'interval.set' && event.minutes === null && context.strict,
  },
  delays: {
    untilDue: ({ context }) =>
      Math.max(0, context.anchor + (context.intervalMinutes ?? 0) * MINUTE_MS - context.clock()),
  },
}).createMachine({
  id: 'realityCheck',
  context: ({ input }) => ({
    signedInAt: input.signedInAt,
    anchor: Math.max(input.signedInAt, input.acknowledgedAt ?? input.signedInAt),
    clock: input.clock,
    intervalMinutes: input.strict && input.intervalMinutes === null ? 60 : input.intervalMinutes,
    strict: input.strict,
    result: { kind: 'loading' },
  }),
  initial: 'choosing',
  on: {
    signOut: '.ended',
  },
  states: {
    choosing: {
      always: [{ guard: 'isOff', target: 'off' }, { guard: 'isPastDue', target: 'due' }, { target: 'counting' }],
    },
    off: {
      on: {
        'interval.set': {
          guard: ({ event }) => event.minutes !== null,
          target: 'choosing',
          actions: assign({ intervalMinutes: ({ event }) => event.minutes }),
        },
      },
    },
    counting: {
      after: { untilDue: 'due' },
      on: {
        'interval.set': [
          { guard: 'refusesOff' },
          {
            target: 'choosing',
            reenter: true,
            actions: assign({ intervalMinutes: ({ event }) => event.minutes }),
          },
        ],
      },
    },
    due: {
      tags: ['blocking'],
      entry: assign({ result: { kind: 'loading' } }),
      invoke: {
        src: 'sessionResult',
        input: ({ context }) => ({ since: context.signedInAt }),
        onDone: { actions: assign({ result: ({ event }) => sessionResultView(event.output) }) },
        onError: { actions: assign({ result: { kind: 'unreadable' } }) },
      },
      on: {
        continue: {
          target: 'choosing',
          actions: assign({ anchor: ({ context }) => context.clock() }),
        },
        'interval.set': [
          { guard: 'refusesOff' },
          { actions: assign({ intervalMinutes: ({ event }) => event.minutes }) },
        ],
      },
    },
    ended: { type: 'final' },
  },
});

/** Whether the check is showing: no game opens and no deposit is sent meanwhile. */
export function isRealityCheckBlocking(snapshot: { hasTag: (tag: 'blocking') => boolean }): boolean {
  return snapshot.hasTag('blocking');
}

/** When the player last pressed 继续 (for the app to keep through a reload), or null before the first check. */
export function acknowledgedAtOf(context: RealityCheckContext): number | null {
  return context.anchor > context.signedInAt ? context.anchor : null;
}
