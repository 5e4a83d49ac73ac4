// The home's live actors and actions: its calls (loaded on demand), the cached lists and dismissals in local
// storage, toasts and navigation.
import type { Banner, Game } from '@lobby/api';
import {
  type CallResult,
  createHomeMachine,
  type DismissedPopup,
  GAME_LIST_KEYS,
  type GameListKey,
  type HomeCache,
  type HomeNotice,
  type HomeSave,
  shellMessages,
} from '@lobby/domain';
import { fromPromise } from 'xstate';
import { toaster } from '../../app/effects.ts';
import { LOCAL_KEYS, readJson, readString, writeJson, writeString } from '../../effects/storage.ts';
import { navigate } from '../../routing/hash-location.ts';

type HomeCalls = typeof import('../../calls/home.calls.ts');
let loadingCalls: Promise<HomeCalls> | undefined;

/** The home's call areas, loaded once for its three calls (a failed load is tried again by the next call). */
function calls(): Promise<HomeCalls> {
  loadingCalls ??= import('../../calls/home.calls.ts').catch((error: unknown) => {
    loadingCalls = undefined;
    throw error;
  });
  return loadingCalls;
}

/** The api result and the domain's call result have the same shape (kept explicit, as in app/providers.ts). */
const toCallResult = <T>(result: CallResult<T>): CallResult<T> => result;

/** A call whose code could not load answers like a dropped network, so the machine keeps what it had. */
async function call<T>(run: (areas: HomeCalls) => Promise<CallResult<T>>) {
  try {
    return await run(await calls());
  } catch {
    return {
      ok: false,
      error: { kind: 'network', message: shellMessages['auth.networkError'] },
    } satisfies CallResult<T>;
  }
}

const DISMISSAL_KEYS: Record<DismissedPopup, string> = {
  welcome: LOCAL_KEYS.welcomeClosed,
  appBanner: LOCAL_KEYS.appBannerClosed,
};

function cachedList<T>(key: string): T[] | undefined {
  const value = readJson('local', key);
  return Array.isArray(value) && value.every((item) => typeof item === 'object' && item !== null)
    ? (value as T[])
    : undefined;
}

/** The lists cached on an earlier visit, under the old app's keys (banner and the seven game lists). */
export function readHomeCache(): HomeCache<Banner, Game> {
  const lists: Partial<Record<GameListKey, Game[]>> = {};
  for (const key of GAME_LIST_KEYS) {
    const list = cachedList<Game>(LOCAL_KEYS[key]);
    if (list) lists[key] = list;
  }
  return { banner: cachedList<Banner>(LOCAL_KEYS.banner), lists };
}

/** The popups dismissed on an earlier visit. */
export function readDismissed(): Record<DismissedPopup, boolean> {
  return {
    welcome: readString('local', DISMISSAL_KEYS.welcome) === '1',
    appBanner: readString('local', DISMISSAL_KEYS.appBanner) === '1',
  };
}

const firstCalls = {
  banners: () => call(async ({ content }) => toCallResult(await content.bannerList())),
  notices: () => call<HomeNotice[]>(async ({ content }) => toCallResult(await content.homenotice())),
  games: () => call(async ({ games }) => toCallResult(await games.gameList())),
};

type FirstCall = keyof typeof firstCalls;
type Early = { [K in FirstCall]?: ReturnType<(typeof firstCalls)[K]> };
let early: Early = {};

/**
 * Sends the home's three calls as the app starts (main.tsx, when the first page is home), instead of once the
 * screen has rendered and its machine started: their code and answers come while React renders the first frame,
 * and the first banner (the page's largest paint) asks for its picture that much sooner. Each is taken once.
 */
export function sendHomeCallsEarly(): void {
  early = { banners: firstCalls.banners(), notices: firstCalls.notices(), games: firstCalls.games() };
}

/** The call sent early if it is still untaken, otherwise a new one. */
function take<K extends FirstCall>(key: K): NonNullable<Early[K]> {
  const sent = early[key];
  delete early[key];
  return (sent ?? firstCalls[key]()) as NonNullable<Early[K]>;
}

/** The home machine with the live calls and effects. */
export const liveHomeMachine = createHomeMachine<Banner, Game>().provide({
  actors: {
    fetchBanners: fromPromise(() => take('banners')),
    fetchNotices: fromPromise(() => take('notices')),
    fetchGames: fromPromise(() => take('games')),
  },
  actions: {
    notify: (_, { message }: { message: string }) => toaster.show(message, { kind: 'error' }),
    navigate: (_, { to }: { to: string }) => navigate(to),
    save: (_, { key, list }: HomeSave<Banner, Game>) => writeJson('local', LOCAL_KEYS[key], list),
    rememberDismissal: (_, { popup }: { popup: DismissedPopup }) => writeString('local', DISMISSAL_KEYS[popup], '1'),
  },
});
