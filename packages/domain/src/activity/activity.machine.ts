import { assign, fromPromise, type SnapshotFrom, setup } from 'xstate';
import { type LoadAction, loadingState, shownOrEmpty } from '../load/load-states.ts';
import type { CallError, CallResult } from '../result/index.ts';
import {
  ALL_PROMOTIONS,
  activePromotions,
  type Promotion,
  type PromotionTab,
  type PromotionType,
  promotionTabs,
} from './activity.rules.ts';

/** What a promotions call answers: a page whose rows are read (the api's paginator fits as is). */
export type PromotionList<P> = { rows: P[] };

/** What the provided `fetchPromotions` actor is given: the category, or null for all offers (sent without type). */
export type FetchPromotionsInput = { type: number | null };

/** The promotions screen's state: the menu, the category shown, the promotions shown and the last failure. */
export type ActivityContext<P> = {
  tabs: PromotionTab[];
  selected: number | null;
  /** Only the shown ones (state 1), in server order. */
  promotions: P[];
  /** Why the list failed; null once it loads. */
  error: CallError | null;
  /** Why the menu failed; null once it loads. */
  typesError: CallError | null;
};

/** `type.select` picks a menu entry (null: all offers); `retry` loads again whatever failed. */
export type ActivityEvent = { type: 'type.select'; id: number | null } | { type: 'retry' };

/** The menu's answer: all offers and the server's categories (a failure keeps all offers). */
const keepTabs = (types: PromotionType[]): LoadAction[] => [
  { type: 'assignTabs', params: { tabs: promotionTabs(types) } },
];

/** The list's answer: the shown promotions (state 1 only), in server order. */
const keepPromotions = <P extends { isActive: boolean }>(list: PromotionList<P>): LoadAction[] => [
  { type: 'assignPromotions', params: { promotions: activePromotions(list.rows) } },
];

// Provided calls answer with a result and never throw; a rejected one still counts as the network failing.

/**
 * Builds the /activity machine for one promotion type. Two regions load at once: `types` (the menu: all offers,
 * then the server's categories) and `list` (the promotions of the selected category, only those with state 1).
 * `type.select` reloads the list only when the entry differs from the one shown (part 1 §2); a list still
 * loading for the old entry is dropped. Tags: `busy` while the list loads, `failed` after it failed, `empty`
 * when it has nothing to show, `typesFailed` when the menu failed (it keeps all offers). `retry` loads again
 * whatever failed. The screen provides `fetchTypes`, `fetchPromotions` and `notify`.
 */
export function createActivityMachine<P extends { isActive: boolean }>() {
  return setup({
    types: {
      context: {} as ActivityContext<P>,
      events: {} as ActivityEvent,
    },
    actors: {
      fetchTypes: fromPromise<CallResult<PromotionType[]>>(() =>
        Promise.reject(new Error('fetchTypes is provided by the screen')),
      ),
      fetchPromotions: fromPromise<CallResult<PromotionList<P>>, FetchPromotionsInput>(() =>
        Promise.reject(new Error('fetchPromotions is provided by the screen')),
      ),
    },
    actions: {
      notify: (_, _params: { message: string }) => {},
      assignTabs: assign((_, { tabs }: { tabs: PromotionTab[] }) => ({ tabs, typesError: null })),
      assignTypesError: assign((_, { error }: { error: CallError }) => ({ typesError: error })),
      assignPromotions: assign((_, { promotions }: { promotions: P[] }) => ({ promotions, error: null })),
      assignError: assign((_, { error }: { error: CallError }) => ({ error })),
    },
    guards: {
      isEmpty: ({ context }) => context.promotions.length === 0,
    },
  }).createMachine({
    id: 'activity',
    type: 'parallel',
    context: { tabs: [ALL_PROMOTIONS], selected: null, promotions: [], error: null, typesError: null },
    states: {
      types: {
        initial: 'loading',
        states: {
          loading: loadingState<ActivityContext<P>, PromotionType[]>({
            src: 'fetchTypes',
            good: keepTabs,
            keepError: 'assignTypesError',
            tags: [],
          }),
          ready: {},
          failed: {
            tags: ['typesFailed'],
            on: { retry: 'loading' },
          },
        },
      },
      list: {
        on: {
          'type.select': {
            guard: ({ context, event }) => event.id !== context.selected,
            target: '.loading',
            reenter: true,
            actions: assign(({ event }) => ({ selected: event.id, promotions: [], error: null })),
          },
        },
        initial: 'loading',
        states: {
          loading: loadingState<ActivityContext<P>, PromotionList<P>>({
            src: 'fetchPromotions',
            input: ({ context }) => ({ type: context.selected }),
            good: keepPromotions,
          }),
          ready: shownOrEmpty,
          failed: {
            tags: ['failed'],
            on: { retry: 'loading' },
          },
        },
      },
    },
  });
}

/** The /activity machine over the domain's own promotion shape; screens may build a typed one. */
export const activityMachine = createActivityMachine<Promotion>();

/** A snapshot of an /activity machine of promotion type `P`. */
export type ActivitySnapshot<P extends { isActive: boolean }> = SnapshotFrom<
  ReturnType<typeof createActivityMachine<P>>
>;
