// The states every money screen (deposit, withdrawal, transfer) wraps around its intent machine, written once:
// `starting` (a kept intent resumes its check), `deciding` and `asking` (after a "not done" the next tap asks
// first), and `submitting` with its `sending`, `checking` and `unresolved` substates, the intent's events and the
// notDone, refused and failed endings. What differs by screen comes in: how its draft and amount are read, the
// intent's input, its own endings for an intent made (sent or done), what checking clears, what else unresolved
// answers.
import { assign, enqueueActions, sendTo } from 'xstate';
import { failureMessage } from '../form/index.ts';
import {
  type IntentFields,
  type IntentInput,
  type IntentOutput,
  intentFailure,
  type StoredIntent,
} from './intent.machine.ts';
import { outcomeMessages, resendQuestion } from './outcome.ts';

/** What a transition out of `submitting` reads: the screen's context and the intent's ending. */
export type IntentDone<C> = { context: C; event: { output: IntentOutput<unknown> } };

/** What the screen gives {@link intentStates}, in this order (positional: each screen chunk spells no names); `C` is its context, `K` the draft it keeps of an intent. */
export type IntentStatesOf<C extends IntentFields<K>, K> = {
  /** The draft of what the form asks for now. */
  draftOf: (context: C) => K;
  /** The amount the resend question names (null: the question names none, as for recover-all). */
  amountOf: (context: C) => string | null;
  /** The intent machine's input: send the draft, or resume the kept intent. */
  input: (context: C) => IntentInput<unknown>;
  /** The screen's own endings, tried before the shared ones: an intent made (sent or done), a held one. */
  made: readonly unknown[];
  /** What entering `checking` also does (withdrawal clears the payment password). */
  checking?: readonly unknown[];
  /** What else `unresolved` answers (deposit and transfer let the form's other events through). */
  unresolvedOn?: Readonly<Record<string, unknown>>;
};

const notify = (message: string) => ({ type: 'notify', params: { message } }) as const;
const recheck = { target: 'checking', actions: sendTo('intent', { type: 'recheck' }) } as const;
const forget = [assign({ pending: null }), 'clearIntent'] as const;

/**
 * The shared states, spread into the screen machine's form region beside its `editing`. Each screen's setup provides
 * the `intent` and `confirmResend` actors and the `notify`, `saveIntent`, `clearIntent` and `refreshBalance`
 * actions these states name.
 *
 * The config is returned untyped: XState 5 types a state config against one `setup(...)`, and these states are
 * spread into three. The inputs above are typed, and each machine's own tests and the shared set in
 * intent-states.test.ts drive every transition.
 */
export function intentStates<C extends IntentFields<K>, K>(
  draftOf: IntentStatesOf<C, K>['draftOf'],
  amountOf: IntentStatesOf<C, K>['amountOf'],
  input: IntentStatesOf<C, K>['input'],
  made: IntentStatesOf<C, K>['made'],
  checking: IntentStatesOf<C, K>['checking'] = [],
  unresolvedOn: IntentStatesOf<C, K>['unresolvedOn'] = {},
  // biome-ignore lint/suspicious/noExplicitAny: a state config spread into three setups (see above).
): Record<'starting' | 'deciding' | 'asking' | 'submitting', any> {
  // The intent the records said did not go through: kept with its draft, so the next tap asks first.
  const keepNotDone = ({ context, event }: IntentDone<C>): Partial<IntentFields<K>> => ({
    notDone: { intent: event.output.intent, draft: context.pending?.draft ?? draftOf(context) },
    pending: null,
  });
  // The intent has its key and start: kept in the context and in session storage, to survive a reload.
  const keepStarted = ({
    context,
    event,
    enqueue,
  }: {
    context: C;
    event: { intent: StoredIntent };
    enqueue: IntentEnqueue<K>;
  }) => {
    const pending = { intent: event.intent, draft: draftOf(context) };
    enqueue.assign({ pending });
    enqueue({ type: 'saveIntent', params: pending });
  };
  return {
    // A kept intent (a reload, a return to the screen) resumes its check instead of a fresh form.
    starting: {
      always: [
        { guard: ({ context }: { context: C }) => context.pending !== null, target: 'submitting.checking' },
        { target: 'editing' },
      ],
    },
    // After a "not done", the next money intent first asks: the earlier request may still arrive.
    deciding: {
      always: [
        { guard: ({ context }: { context: C }) => context.notDone === null, target: 'submitting' },
        { target: 'asking' },
      ],
    },
    asking: {
      tags: ['busy'],
      invoke: {
        src: 'confirmResend',
        input: ({ context }: { context: C }) => ({ message: resendQuestion(amountOf(context)) }),
        onDone: [
          { guard: ({ event }: { event: { output: boolean } }) => event.output, target: 'submitting' },
          { target: 'editing' },
        ],
        onError: 'editing',
      },
    },
    submitting: {
      initial: 'sending',
      invoke: {
        id: 'intent',
        src: 'intent',
        input: ({ context }: { context: C }) => input(context),
        onDone: [
          ...made,
          {
            guard: ({ event }: IntentDone<C>) => event.output.status === 'notDone',
            target: 'editing',
            actions: [
              // `as never`: the assigner is typed here, the setup it runs in is the screen's (see above).
              assign(keepNotDone as never),
              'clearIntent',
              notify(outcomeMessages.notDone),
            ],
          },
          {
            target: 'editing',
            actions: [
              ...forget,
              {
                type: 'notify',
                params: ({ event }: IntentDone<C>) => ({ message: failureMessage(intentFailure(event.output)) }),
              },
            ],
          },
        ],
        onError: { target: 'editing', actions: [...forget, notify(outcomeMessages.unknown)] },
      },
      on: {
        'intent.started': {
          actions: enqueueActions(keepStarted as never),
        },
        'intent.progress': {
          actions: assign(({ event }: { event: { elapsedMs: number } }) => ({ checkElapsedMs: event.elapsedMs })),
        },
      },
      states: {
        sending: {
          tags: ['busy'],
          on: { 'intent.uncertain': { target: 'checking', actions: notify(outcomeMessages.checking) } },
        },
        checking: {
          tags: ['busy', 'checking'],
          entry: [assign({ checkElapsedMs: 0 }), 'refreshBalance', ...checking],
          on: { 'intent.unresolved': 'unresolved' },
        },
        unresolved: {
          tags: ['unresolved'],
          entry: notify(outcomeMessages.unknown),
          on: { submit: recheck, 'outcome.recheck': recheck, ...unresolvedOn },
        },
      },
    },
  };
}

/** The part of enqueueActions' helper the intent's start uses, `K` being the screen's draft. */
type IntentEnqueue<K> = {
  (action: { type: 'saveIntent'; params: unknown }): void;
  assign: (values: Partial<IntentFields<K>>) => void;
};
