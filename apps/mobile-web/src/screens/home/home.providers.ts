// The home's live actors and actions: its calls (loaded on demand), the cached lists and dismissals in local
// storage, toasts and navigation.
import { type Banner, type Game, primedBannerList, sendBannerList } from '@lobby/api';
import { GAME_LIST_KEYS, type GameListKey } from '@lobby/domain/games';
import {
  createHomeMachine,
  type DismissedPopup,
  type HomeCache,
  type HomeNotice,
  type HomeSave,
} from '@lobby/domain/home';
import { shellMessages } from '@lobby/domain/messages';
import type { CallResult } from '@lobby/domain/result';
import { fromPromise } from 'xstate';
import { LOCAL_KEYS, readJson, readString, writeJson, writeString } from '../../ground/effects/storage.ts';
import { navigate } from '../../ground/routing/hash-location.ts';
import { toaster } from '../../wiring/app/effects.ts';
import { transport } from '../../wiring/app/providers.ts';

type HomeCalls = typeof import('../../wiring/calls/home.calls.ts');
let loadingCalls: Promise<HomeCalls> | undefined;

/** The home's call areas, loaded once for its three calls (a failed load is tried again by the next call). */
function calls(): Promise<HomeCalls> {
  loadingCalls ??= import('../../wiring/calls/home.calls.ts').catch((error: unknown) => {
    loadingCalls = undefined;
    throw error;
  });
  return loadingCalls;
}

/**
 * Asks for the home's call areas as the app starts on home (main.tsx): the first fetch then does not wait for
 * their code. The calls themselves were primed by index.html's early script (src/wiring/boot/early.ts) and wait in the page.
 */
export function preloadHomeCalls(): void {
  calls().catch(() => undefined);
}

/** The api result and the domain's call result have the same shape (kept explicit, as in wiring/app/providers.ts). */
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

/**
 * The banners index.html's early script primed, when their answer has already come, read as the call reads them:
 * the first frame then shows the page's largest picture (loading since that answer came) instead of a placeholder.
 */
function answeredBanners(): Banner[] | undefined {
  const result = primedBannerList();
  return result?.ok ? result.data : undefined;
}

/**
 * What home can show before its first fetch: the lists cached on an earlier visit, under the old app's keys
 * (banner and the seven game lists), with the banners already answered to the early call in place of the cached.
 */
export function readHomeCache(): HomeCache<Banner, Game> {
  const lists: Partial<Record<GameListKey, Game[]>> = {};
  for (const key of GAME_LIST_KEYS) {
    const list = cachedList<Game>(LOCAL_KEYS[key]);
    if (list) lists[key] = list;
  }
  return { banner: answeredBanners() ?? cachedList<Banner>(LOCAL_KEYS.banner), lists };
}

/** The popups dismissed on an earlier visit. */
export function readDismissed(): Record<DismissedPopup, boolean> {
  return {
    welcome: readString('local', DISMISSAL_KEYS.welcome) === '1',
    appBanner: readString('local', DISMISSAL_KEYS.appBanner) === '1',
  };
}

let liveHome: ReturnType<typeof buildLiveHomeMachine> | undefined;

/**
 * The home machine with the live calls and effects, built on its first use (home's first render), not while the
 * start chunk is evaluated: XState builds a machine's states when it is created, twice here (the machine, then the
 * copy `provide` makes), and in that one long task at the start every millisecond counts (issue #32).
 */
export function liveHomeMachine() {
  liveHome ??= buildLiveHomeMachine();
  return liveHome;
}

const buildLiveHomeMachine = () =>
  createHomeMachine<Banner, Game>().provide({
    actors: {
      // The banners (the page's largest picture) go with the first script's code, not after the call areas' chunk.
      fetchBanners: fromPromise(async () => toCallResult(await sendBannerList(transport))),
      fetchNotices: fromPromise(() =>
        call<HomeNotice[]>(async ({ content }) => toCallResult(await content.homenotice())),
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
