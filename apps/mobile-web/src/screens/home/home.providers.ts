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

const calls = () => import('../../calls/home.calls.ts');

/** The api result and the domain's call result have the same shape (kept explicit, as in app/providers.ts). */
const toCallResult = <T>(result: CallResult<T>): CallResult<T> => result;

/** A call whose code could not load answers like a dropped network, so the machine keeps what it had. */
async function call<T>(run: (areas: Awaited<ReturnType<typeof calls>>) => Promise<CallResult<T>>) {
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

/** The home machine with the live calls and effects. */
export const liveHomeMachine = createHomeMachine<Banner, Game>().provide({
  actors: {
    fetchBanners: fromPromise(() => call(async ({ content }) => toCallResult(await content.bannerList()))),
    fetchNotices: fromPromise<CallResult<HomeNotice[]>>(() =>
      call(async ({ content }) => toCallResult(await content.homenotice())),
    ),
    fetchGames: fromPromise(() => call(async ({ games }) => toCallResult(await games.gameList()))),
  },
  actions: {
    notify: (_, { message }: { message: string }) => toaster.show(message, { kind: 'error' }),
    navigate: (_, { to }: { to: string }) => navigate(to),
    save: (_, { key, list }: HomeSave<Banner, Game>) => writeJson('local', LOCAL_KEYS[key], list),
    rememberDismissal: (_, { popup }: { popup: DismissedPopup }) => writeString('local', DISMISSAL_KEYS[popup], '1'),
  },
});
