// The states of loading one answer, written once: a `loading` state that invokes the screen's call and lands on a
// good or a bad answer, the `shown`/`empty` pair of a loaded value and the `failed` state `retry` leaves. The load
// machine (createLoadMachine), the /activity machine's two lists and the /concise machine are built from them.
import { enqueueActions } from 'xstate';
import { type CallResult, REJECTED, serverMessage } from '../result/index.ts';

/** An action a load's answer enqueues: the screen's own for a good answer, the failure kept and its notice. */
export type LoadAction = { type: string; params?: object };

/** What {@link loadingState} is told: the call, its input, a good answer's actions, where each answer lands. */
export type LoadingOf<C, T> = {
  /** The provided actor that makes the call (it answers with a result and never throws). */
  src: string;
  /** The actor's input, from the context. */
  input?: (args: { context: C }) => unknown;
  /** What a good answer does (its value assigned, saved, stored under its key). */
  good: (data: T, context: C) => LoadAction[];
  /** The action that keeps a failure (`params: { error }`): `assignError` unless the state keeps its own. */
  keepError?: string;
  /** Where a good answer lands (`ready`) and where a bad one does (`failed`). */
  done?: string;
  failed?: string;
  /** The state's tags (`busy`). */
  tags?: readonly string[];
};

/**
 * What an answer does: a good one the screen's `good` actions; a failure is kept (`keepError`) and, when the
 * server worded it (part 1 §8), toasted by `notify`. Network and contract failures stay quiet.
 */
export function answerActions<C, T>(
  result: CallResult<T>,
  context: C,
  good: LoadingOf<C, T>['good'],
  keepError = 'assignError',
): LoadAction[] {
  if (result.ok) return good(result.data, context);
  const message = serverMessage(result.error);
  const notices = message === null ? [] : [{ type: 'notify', params: { message } }];
  return [{ type: keepError, params: { error: result.error } }, ...notices];
}

/**
 * A state that makes the call on entry: a good answer lands in `done` and a bad one in `failed`, each doing
 * {@link answerActions}; a rejected call counts as the network failing ({@link REJECTED}). The machine's setup
 * provides the `src` actor, `notify` and the actions `good` and `keepError` name.
 *
 * The config is returned untyped: XState 5 types a state config against one `setup(...)`, and this state goes
 * into several. The inputs are typed, and each machine's own tests drive every transition.
 */
export function loadingState<C, T>({
  src,
  input,
  good,
  keepError = 'assignError',
  done = 'ready',
  failed = 'failed',
  tags = ['busy'],
}: LoadingOf<C, T>) {
  type Answer = { context: C; event: { output: CallResult<T> } };
  const collect = ({ context, event, enqueue }: Answer & { enqueue: (action: LoadAction) => void }) => {
    for (const action of answerActions(event.output, context, good, keepError)) enqueue(action);
  };
  const settle = enqueueActions(collect as never);
  // biome-ignore lint/suspicious/noExplicitAny: a state config that goes into several setups (see above).
  const state: any = {
    tags,
    invoke: {
      src,
      input,
      onDone: [
        { guard: ({ event }: Answer) => event.output.ok, target: done, actions: settle },
        { target: failed, actions: settle },
      ],
      onError: {
        target: failed,
        actions: enqueueActions((({ enqueue }: { enqueue: (action: LoadAction) => void }) =>
          enqueue({ type: keepError, params: { error: REJECTED } })) as never),
      },
    },
  };
  return state;
}

/** A loaded value's substates: `shown`, or `empty` (tag `empty`) when the machine's `isEmpty` guard holds. */
export const shownOrEmpty = {
  initial: 'shown',
  states: {
    shown: { always: { guard: 'isEmpty', target: 'empty' } },
    empty: { tags: ['empty'] },
  },
} as const;
