import { assign, fromPromise, type SnapshotFrom, setup } from 'xstate';
import type { LaunchableGame } from '../game-launch/index.ts';
import { CONCISE_CODES, FISHING_CODE } from '../games/index.ts';
import { type LoadAction, loadingState, shownOrEmpty } from '../load/load-states.ts';
import type { CallError, CallResult } from '../result/index.ts';

/** A game-list code /concise can load (obgdy, pp, fgdz, pg, fgfish, ae). */
export type ConciseCode = (typeof CONCISE_CODES)[number];

/** A game of a code's list as /concise reads it: venue, code, name and picture (the api's `GameByCode` fits). */
export type ConciseGame = LaunchableGame & { name: string; image: string };

/** What /concise starts with: its optional `type` query. */
export type ConciseInput = { type?: string | null };

/** What the provided `fetchGames` actor is given: the code whose list is due. */
export type FetchConciseInput = { code: ConciseCode };

/** The list screen's state: the code shown, every list loaded so far by code, and the last failure. */
export type ConciseContext<G> = {
  code: ConciseCode;
  lists: Partial<Record<ConciseCode, G[]>>;
  error: CallError | null;
};

/** `code.select` for a tab or a route change with a type (any text: see {@link conciseCodeOf}); `retry`. */
export type ConciseEvent = { type: 'code.select'; code: string | null } | { type: 'retry' };

/** The code a `type` query names when it is one of the list codes; fishing (obgdy) otherwise (part 1 §2). */
export function conciseCodeOf(type: string | null | undefined): ConciseCode {
  return CONCISE_CODES.find((code) => code === type) ?? FISHING_CODE;
}

/** A list answer is kept under its code (a refusal sets no list, part 1 §8). */
const keepList = <G>(list: G[], { code }: { code: ConciseCode }): LoadAction[] => [
  { type: 'storeList', params: { code, list } },
];

// Provided calls answer with a result and never throw; a rejected one still counts as the network failing.

/**
 * Builds the /concise machine for one game type. It shows the query's code (see {@link conciseCodeOf}) and loads
 * each code's list once: a filled list makes no call (an empty one is asked again). `code.select` switches code;
 * selecting the one shown does nothing. Tags: `busy` while a list loads, `failed` after a failure (until `retry`),
 * `empty` when the shown list has no games. The screen provides `fetchGames` and `notify`.
 */
export function createConciseMachine<G>() {
  return setup({
    types: {
      context: {} as ConciseContext<G>,
      events: {} as ConciseEvent,
      input: {} as ConciseInput,
    },
    actors: {
      fetchGames: fromPromise<CallResult<G[]>, FetchConciseInput>(() =>
        Promise.reject(new Error('fetchGames is provided by the screen')),
      ),
    },
    actions: {
      notify: (_, _params: { message: string }) => {},
      storeList: assign(({ context }, { code, list }: { code: ConciseCode; list: G[] }) => ({
        lists: { ...context.lists, [code]: list },
        error: null,
      })),
      assignError: assign((_, { error }: { error: CallError }) => ({ error })),
    },
    guards: {
      isFilled: ({ context }) => (context.lists[context.code]?.length ?? 0) > 0,
      isEmpty: ({ context }) => context.lists[context.code]?.length === 0,
    },
  }).createMachine({
    id: 'concise',
    context: ({ input }) => ({ code: conciseCodeOf(input.type), lists: {}, error: null }),
    on: {
      'code.select': {
        guard: ({ context, event }) => conciseCodeOf(event.code) !== context.code,
        // Re-entering drops a list still loading for the old code; it loads again when selected again.
        target: '.checking',
        reenter: true,
        actions: assign(({ event }) => ({ code: conciseCodeOf(event.code), error: null })),
      },
    },
    initial: 'checking',
    states: {
      checking: {
        always: [{ guard: 'isFilled', target: 'ready' }, { target: 'loading' }],
      },
      loading: loadingState<ConciseContext<G>, G[]>({
        src: 'fetchGames',
        input: ({ context }) => ({ code: context.code }),
        good: keepList,
      }),
      ready: shownOrEmpty,
      failed: {
        tags: ['failed'],
        on: { retry: 'loading' },
      },
    },
  });
}

/** The /concise machine over the domain's own game shape; screens may build a typed one with createConciseMachine. */
export const conciseMachine = createConciseMachine<ConciseGame>();

/** A snapshot of a /concise machine of game type `G`. */
export type ConciseSnapshot<G> = SnapshotFrom<ReturnType<typeof createConciseMachine<G>>>;
