import { assign, enqueueActions, fromPromise, type SnapshotFrom, setup } from 'xstate';
import { type CallError, type CallResult, REJECTED, serverMessage } from '../result/index.ts';
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

type Notice = { type: 'notify'; params: { message: string } };

type TypesAction =
  | { type: 'assignTabs'; params: { tabs: PromotionTab[] } }
  | { type: 'assignTypesError'; params: { error: CallError } }
  | Notice;

type ListAction<P> =
  | { type: 'assignPromotions'; params: { promotions: P[] } }
  | { type: 'assignError'; params: { error: CallError } }
  | Notice;

/** A refusal's server message is toasted (part 1 §8); network and contract failures only fail quietly. */
function notices(error: CallError): Notice[] {
  const message = serverMessage(error);
  return message === null ? [] : [{ type: 'notify', params: { message } }];
}

/** The menu's answer: all offers and the server's categories, or the failure kept and its notice (the menu keeps all offers). */
function typesActions(result: CallResult<PromotionType[]>): TypesAction[] {
  if (result.ok) return [{ type: 'assignTabs', params: { tabs: promotionTabs(result.data) } }];
  return [{ type: 'assignTypesError', params: { error: result.error } }, ...notices(result.error)];
}

/** The list's answer: the shown promotions (state 1 only), or the failure kept and its notice. */
function listActions<P extends { isActive: boolean }>(result: CallResult<PromotionList<P>>): ListAction<P>[] {
  if (result.ok) return [{ type: 'assignPromotions', params: { promotions: activePromotions(result.data.rows) } }];
  return [{ type: 'assignError', params: { error: result.error } }, ...notices(result.error)];
}

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
      isOk: (_, result: CallResult<unknown>) => result.ok,
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
          loading: {
            invoke: {
              src: 'fetchTypes',
              onDone: [
                {
                  guard: { type: 'isOk', params: ({ event }) => event.output },
                  target: 'ready',
                  actions: enqueueActions(({ event, enqueue }) => {
                    for (const action of typesActions(event.output)) enqueue(action);
                  }),
                },
                {
                  target: 'failed',
                  actions: enqueueActions(({ event, enqueue }) => {
                    for (const action of typesActions(event.output)) enqueue(action);
                  }),
                },
              ],
              onError: { target: 'failed', actions: assign({ typesError: REJECTED }) },
            },
          },
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
          loading: {
            tags: ['busy'],
            invoke: {
              src: 'fetchPromotions',
              input: ({ context }) => ({ type: context.selected }),
              onDone: [
                {
                  guard: { type: 'isOk', params: ({ event }) => event.output },
                  target: 'ready',
                  actions: enqueueActions(({ event, enqueue }) => {
                    for (const action of listActions(event.output)) enqueue(action);
                  }),
                },
                {
                  target: 'failed',
                  actions: enqueueActions(({ event, enqueue }) => {
                    for (const action of listActions(event.output)) enqueue(action);
                  }),
                },
              ],
              onError: { target: 'failed', actions: assign({ error: REJECTED }) },
            },
          },
          ready: {
            initial: 'shown',
            states: {
              shown: { always: { guard: 'isEmpty', target: 'empty' } },
              empty: { tags: ['empty'] },
            },
          },
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
