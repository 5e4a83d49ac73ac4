import { assign, fromPromise, type SnapshotFrom, setup } from 'xstate';
import type { CallError, CallResult } from '../result/index.ts';
import { type LoadAction, loadingState, shownOrEmpty } from './load-states.ts';

/** What a load starts with: the call's parameters, maybe a value kept from before, and what counts as empty. */
export type LoadInput<T, I> = {
  /** Handed to the provided `load` actor as `{ params }` (an article type, a query, or undefined). */
  params: I;
  /** A value cached by an earlier visit: shown at once while the call refreshes it behind. */
  cached?: T | undefined;
  /** Whether a loaded value has nothing to show (tag `empty`); without it nothing is empty. */
  isEmpty?: (value: T) => boolean;
};

/** What the provided `load` actor is given: the load's parameters (wrapped, so any type fits). */
export type LoadParams<I> = { params: I };

/** A load's state: the parameters, the value shown (undefined until there is one) and the last failure. */
export type LoadContext<T, I> = {
  params: I;
  value: T | undefined;
  /** The last failure; null after a good answer. A failed refresh keeps the value and sets this. */
  error: CallError | null;
  isEmpty: (value: T) => boolean;
};

/** `retry` after a failure, `reload` to ask again (behind the value shown, when there is one). */
export type LoadEvent = { type: 'retry' } | { type: 'reload' };

// Provided calls answer with a result and never throw; a rejected one still counts as the network failing.

const nothingIsEmpty = (): boolean => false;

/** A good answer becomes the value and is saved. */
const keepValue = <T>(value: T): LoadAction[] => [
  { type: 'assignValue', params: { value } },
  { type: 'save', params: { value } },
];

/**
 * Builds the load-and-retry machine of a read-only screen (help article, /app, the sponsorship article, the
 * promotion types...) for one value type `T` and parameter type `I`.
 *
 * Without a cached value it is `loading` (tag `busy`), then `loaded` or `failed` (tag `failed`; `retry` or
 * `reload` loads again). With one it shows it at once and is `refreshing` (tag `refreshing`) behind it: a good
 * answer replaces it, a failure keeps it and lands in `loaded` with `error` set. A loaded value for which
 * `isEmpty` holds is tagged `empty`. `reload` in `loaded` refreshes behind the value shown.
 *
 * The screen provides the `load` actor (`{ params }` -> `CallResult<T>`), the `notify` action (a failure's server
 * message, never a network one: provide a no-op where the spec shows nothing, as for help articles) and, to
 * keep a cache, the `save` action (every good answer).
 */
export function createLoadMachine<T, I>() {
  const paramsOf = ({ context }: { context: LoadContext<T, I> }): LoadParams<I> => ({ params: context.params });
  return setup({
    types: {
      context: {} as LoadContext<T, I>,
      events: {} as LoadEvent,
      input: {} as LoadInput<T, I>,
    },
    actors: {
      load: fromPromise<CallResult<T>, LoadParams<I>>(() =>
        Promise.reject(new Error('load is provided by the screen')),
      ),
    },
    actions: {
      notify: (_, _params: { message: string }) => {},
      save: (_, _params: { value: T }) => {},
      assignValue: assign((_, { value }: { value: T }) => ({ value, error: null })),
      assignError: assign((_, { error }: { error: CallError }) => ({ error })),
    },
    guards: {
      hasValue: ({ context }) => context.value !== undefined,
      isEmpty: ({ context }) => context.value !== undefined && context.isEmpty(context.value),
    },
  }).createMachine({
    id: 'load',
    context: ({ input }) => ({
      params: input.params,
      value: input.cached,
      error: null,
      isEmpty: input.isEmpty ?? nothingIsEmpty,
    }),
    initial: 'starting',
    states: {
      starting: {
        always: [{ guard: 'hasValue', target: 'refreshing' }, { target: 'loading' }],
      },
      loading: loadingState<LoadContext<T, I>, T>({ src: 'load', input: paramsOf, good: keepValue, done: 'loaded' }),
      // Either way the value stays on screen; only a good answer replaces it.
      refreshing: loadingState<LoadContext<T, I>, T>({
        src: 'load',
        input: paramsOf,
        good: keepValue,
        done: 'loaded',
        failed: 'loaded',
        tags: ['refreshing'],
      }),
      loaded: { on: { reload: 'refreshing', retry: 'refreshing' }, ...shownOrEmpty },
      failed: {
        tags: ['failed'],
        on: { retry: 'loading', reload: 'loading' },
      },
    },
  });
}

/** The load machine for any value and parameters; screens build a typed one with createLoadMachine. */
export const loadMachine = createLoadMachine<unknown, unknown>();

/** A snapshot of a load machine of value `T` and parameters `I`. */
export type LoadSnapshot<T, I> = SnapshotFrom<ReturnType<typeof createLoadMachine<T, I>>>;
