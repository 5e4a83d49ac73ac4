import { assign, enqueueActions, fromPromise, not, type SnapshotFrom, setup } from 'xstate';
import { type GameListKey, type GameLists, groupGames } from '../games/index.ts';
import { shellLabels as labels, shellMessages as messages } from '../messages/index.ts';
import { type CallResult, serverMessage } from '../result/index.ts';
import type { AppInfo } from '../session/index.ts';
import type { CategoryKey, HomeGame, HomeNotice } from './home.rules.ts';

/** What the home reads of the site info (the root actor's `AppInfo` fits as is). */
export type HomeSite = Pick<AppInfo, 'title' | 'appState' | 'redpacketSwitch' | 'indexModal' | 'webcontent'>;

/** The lists the app cached by key (local storage banner, realbet, joker, gaming, sport, lottery, concise, hot). */
export type HomeCache<B, G> = { banner?: B[]; lists?: Partial<GameLists<G>> };

/** Which dismissal the app remembers: the welcome popup, or the app-download banner. */
export type DismissedPopup = 'welcome' | 'appBanner';

/**
 * What the home starts with: the cached lists (shown at once), the site info if the root actor has it, and the
 * popups dismissed on an earlier visit.
 */
export type HomeInput<B, G> = {
  cached?: HomeCache<B, G>;
  site: HomeSite | null;
  dismissed?: Partial<Record<DismissedPopup, boolean>>;
};

/** What the app saves on a good answer: a list under its cache key. */
export type HomeSave<B, G> = { key: 'banner'; list: B[] } | { key: GameListKey; list: G[] };

/** The home's state. */
export type HomeContext<B, G> = {
  banners: B[];
  notices: HomeNotice[];
  lists: GameLists<G>;
  /** The selected category tab; hot (99) at first. Fishing is never selected: it opens /concise. */
  selected: CategoryKey;
  site: HomeSite | null;
  dismissed: Record<DismissedPopup, boolean>;
  /**
   * Why a first load failed with nothing cached to show, per list (the error's own message); null otherwise. A
   * failed refresh behind a cache keeps the cache and leaves this null.
   */
  failed: { banners: string | null; games: string | null };
};

/**
 * Events of the home. `site.receive` brings the site info when the root actor loads it. `notice.open` opens the
 * announcement (the first notice), `popup.close` closes it and `notice.more` goes to /message. The welcome popup
 * and the app-download banner are dismissed for good, the red-packet button closed for this page view.
 */
export type HomeEvent =
  | { type: 'site.receive'; site: HomeSite }
  | { type: 'category.select'; key: CategoryKey }
  | { type: 'notice.open' }
  | { type: 'notice.more' }
  | { type: 'popup.close' }
  | { type: 'welcome.dismiss' }
  | { type: 'appBanner.dismiss' }
  | { type: 'banners.retry' }
  | { type: 'games.retry' };

/** Where the announcement's 查看更多 leads. */
export const MESSAGES_PATH = '/message';

/** Where the red-packet button leads (the app's route guard checks login and the switch). */
export const RED_PACKET_PATH = '/hongbao';

const emptyLists = <G>(): GameLists<G> => ({
  realbet: [],
  joker: [],
  gaming: [],
  sport: [],
  lottery: [],
  concise: [],
  hot: [],
});

type Notice = { type: 'notify'; params: { message: string } };

/** What a first load that failed with nothing cached says when the actor itself rejected (no answer to word it). */
const HOT_REJECTED = messages['hot.requestFailed'];

/** The words of a failed first load: the error's own message, or the generic retry text when it has none. */
function failureOf(result: CallResult<unknown>): string {
  return result.ok ? HOT_REJECTED : result.error.message || HOT_REJECTED;
}

const isEmpty = (lists: GameLists<unknown>): boolean => Object.values(lists).every((list) => list.length === 0);

/** A banner or notice refusal toasts the server's message (part 1 §8); other failures keep the cache quietly. */
function notices(result: CallResult<unknown>): Notice[] {
  const message = result.ok ? null : serverMessage(result.error);
  return message === null ? [] : [{ type: 'notify', params: { message } }];
}

type BannerAction<B> =
  | { type: 'assignBanners'; params: { banners: B[] } }
  | { type: 'save'; params: { key: 'banner'; list: B[] } }
  | Notice;

function bannerActions<B>(result: CallResult<B[]>): BannerAction<B>[] {
  if (!result.ok) return notices(result);
  return [
    { type: 'assignBanners', params: { banners: result.data } },
    { type: 'save', params: { key: 'banner', list: result.data } },
  ];
}

type GameAction<G> =
  | { type: 'assignLists'; params: { lists: GameLists<G> } }
  | { type: 'save'; params: { key: GameListKey; list: G[] } };

/** A good game list is grouped and every list saved under its key; a failure keeps the cache silently (§8). */
function gameActions<G extends HomeGame>(result: CallResult<G[]>): GameAction<G>[] {
  if (!result.ok) return [];
  const lists = groupGames(result.data);
  const saves = (Object.keys(lists) as GameListKey[]).map(
    (key): GameAction<G> => ({ type: 'save', params: { key, list: lists[key] } }),
  );
  return [{ type: 'assignLists', params: { lists } }, ...saves];
}

/**
 * Builds the home machine for one banner and one game type (the screen keeps the api's richer types; only the
 * fields the rules read are required of a game).
 *
 * Parallel regions: `banners`, `notices` and `games` load at once, each cache-first: the cached lists render at
 * once, the call refreshes behind, a good answer is kept and `save`d (banner and the seven game lists by key);
 * a banner or notice refusal `notify`s the server's message, a game list failure keeps the cache silently.
 * `announcement` (tag `announcement`), `welcome` (tag `welcome`: site `indexModal` 1 and not dismissed before),
 * and `appBanner` (tag `appBanner`: `appState` 1 and not dismissed before) follow the site info and the player.
 * Dismissing the welcome popup or the app banner calls `rememberDismissal`. (The floating red-packet button is
 * the shell's, on every shell route: the app machine's `selectRedPacketShown`.) Tags `bannersLoading` and
 * `gamesLoading` mark a call under way. A first banner or game load that fails with nothing cached is `failed`
 * (tags `bannersFailed`, `gamesFailed`; the error's message in `failed`, shown in place instead of a toast) until
 * `banners.retry` or `games.retry` asks again.
 *
 * Category selection starts on hot (99); fishing `navigate`s to /concise?type=obgdy and the selection stays.
 */
export function createHomeMachine<B, G extends HomeGame>() {
  return setup({
    types: {
      context: {} as HomeContext<B, G>,
      events: {} as HomeEvent,
      input: {} as HomeInput<B, G>,
    },
    actors: {
      fetchBanners: fromPromise<CallResult<B[]>>(() =>
        Promise.reject(new Error('fetchBanners is provided by the app')),
      ),
      fetchNotices: fromPromise<CallResult<HomeNotice[]>>(() =>
        Promise.reject(new Error('fetchNotices is provided by the app')),
      ),
      fetchGames: fromPromise<CallResult<G[]>>(() => Promise.reject(new Error('fetchGames is provided by the app'))),
    },
    actions: {
      notify: (_, _params: { message: string }) => {},
      navigate: (_, _params: { to: string }) => {},
      save: (_, _params: HomeSave<B, G>) => {},
      rememberDismissal: (_, _params: { popup: DismissedPopup }) => {},
      assignBanners: assign((_, { banners }: { banners: B[] }) => ({ banners })),
      assignLists: assign((_, { lists }: { lists: GameLists<G> }) => ({ lists })),
    },
    guards: {
      hasNotices: ({ context }) => context.notices.length > 0,
      isFishing: (_, key: CategoryKey) => key === 'fishing',
      isWelcomeDue: ({ context }) => context.site?.indexModal === 1 && !context.dismissed.welcome,
      isAppBannerDue: ({ context }) => context.site?.appState === 1 && !context.dismissed.appBanner,
    },
  }).createMachine({
    id: 'home',
    type: 'parallel',
    context: ({ input }) => ({
      banners: input.cached?.banner ?? [],
      notices: [],
      lists: { ...emptyLists<G>(), ...input.cached?.lists },
      selected: 'hot',
      site: input.site,
      dismissed: { welcome: input.dismissed?.welcome === true, appBanner: input.dismissed?.appBanner === true },
      failed: { banners: null, games: null },
    }),
    on: {
      'site.receive': { actions: assign({ site: ({ event }) => event.site }) },
      'category.select': [
        {
          guard: { type: 'isFishing', params: ({ event }) => event.key },
          actions: { type: 'navigate', params: { to: labels.fishingCategory.path } },
        },
        { actions: assign({ selected: ({ event }) => event.key }) },
      ],
    },
    states: {
      banners: {
        initial: 'loading',
        states: {
          loading: {
            tags: ['bannersLoading'],
            invoke: {
              src: 'fetchBanners',
              onDone: [
                {
                  guard: ({ context, event }) => !event.output.ok && context.banners.length === 0,
                  target: 'failed',
                  actions: assign(({ context, event }) => ({
                    failed: { ...context.failed, banners: failureOf(event.output) },
                  })),
                },
                {
                  target: 'done',
                  actions: enqueueActions(({ event, enqueue }) => {
                    for (const action of bannerActions(event.output)) enqueue(action);
                  }),
                },
              ],
              onError: [
                {
                  guard: ({ context }) => context.banners.length === 0,
                  target: 'failed',
                  actions: assign(({ context }) => ({ failed: { ...context.failed, banners: HOT_REJECTED } })),
                },
                { target: 'done' },
              ],
            },
          },
          done: {},
          failed: {
            tags: ['bannersFailed'],
            on: {
              'banners.retry': {
                target: 'loading',
                actions: assign(({ context }) => ({ failed: { ...context.failed, banners: null } })),
              },
            },
          },
        },
      },
      notices: {
        initial: 'loading',
        states: {
          loading: {
            invoke: {
              src: 'fetchNotices',
              onDone: {
                target: 'done',
                actions: enqueueActions(({ event, enqueue }) => {
                  if (event.output.ok) enqueue.assign({ notices: event.output.data });
                  for (const action of notices(event.output)) enqueue(action);
                }),
              },
              onError: 'done',
            },
          },
          done: {},
        },
      },
      games: {
        initial: 'loading',
        states: {
          loading: {
            tags: ['gamesLoading'],
            invoke: {
              src: 'fetchGames',
              onDone: [
                {
                  guard: ({ context, event }) => !event.output.ok && isEmpty(context.lists),
                  target: 'failed',
                  actions: assign(({ context, event }) => ({
                    failed: { ...context.failed, games: failureOf(event.output) },
                  })),
                },
                {
                  target: 'done',
                  actions: enqueueActions(({ event, enqueue }) => {
                    for (const action of gameActions(event.output)) enqueue(action);
                  }),
                },
              ],
              onError: [
                {
                  guard: ({ context }) => isEmpty(context.lists),
                  target: 'failed',
                  actions: assign(({ context }) => ({ failed: { ...context.failed, games: HOT_REJECTED } })),
                },
                { target: 'done' },
              ],
            },
          },
          done: {},
          failed: {
            tags: ['gamesFailed'],
            on: {
              'games.retry': {
                target: 'loading',
                actions: assign(({ context }) => ({ failed: { ...context.failed, games: null } })),
              },
            },
          },
        },
      },
      announcement: {
        initial: 'closed',
        states: {
          closed: { on: { 'notice.open': { guard: 'hasNotices', target: 'open' } } },
          open: {
            tags: ['announcement'],
            on: {
              'popup.close': 'closed',
              'notice.more': { target: 'closed', actions: { type: 'navigate', params: { to: MESSAGES_PATH } } },
            },
          },
        },
      },
      welcome: {
        initial: 'hidden',
        states: {
          hidden: { always: { guard: 'isWelcomeDue', target: 'open' } },
          open: {
            tags: ['welcome'],
            on: {
              'welcome.dismiss': {
                target: 'hidden',
                actions: [
                  assign({ dismissed: ({ context }) => ({ ...context.dismissed, welcome: true }) }),
                  { type: 'rememberDismissal', params: { popup: 'welcome' } },
                ],
              },
            },
          },
        },
      },
      appBanner: {
        initial: 'hidden',
        states: {
          hidden: { always: { guard: 'isAppBannerDue', target: 'shown' } },
          shown: {
            tags: ['appBanner'],
            always: { guard: not('isAppBannerDue'), target: 'hidden' },
            on: {
              'appBanner.dismiss': {
                target: 'hidden',
                actions: [
                  assign({ dismissed: ({ context }) => ({ ...context.dismissed, appBanner: true }) }),
                  { type: 'rememberDismissal', params: { popup: 'appBanner' } },
                ],
              },
            },
          },
        },
      },
    },
  });
}

/**
 * The home machine over the domain's own shapes; the screen builds a typed one with createHomeMachine. Marked pure:
 * an app that never reads it leaves the call out too, which otherwise built the whole machine while the start chunk
 * was evaluated (8 ms of that long task at 4x, issue #32).
 */
export const homeMachine = /* @__PURE__ */ createHomeMachine<unknown, HomeGame>();

/** A snapshot of a home machine of banner type `B` and game type `G`. */
export type HomeSnapshot<B, G extends HomeGame> = SnapshotFrom<ReturnType<typeof createHomeMachine<B, G>>>;
