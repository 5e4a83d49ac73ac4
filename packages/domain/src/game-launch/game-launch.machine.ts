import { assign, enqueueActions, fromPromise, not, type SnapshotFrom, setup } from 'xstate';
import type { GameLaunch, LaunchTarget } from '../game-page/index.ts';
import { FRAME_PLATFORMS, gamePagePath } from '../game-page/index.ts';
import { launchMessages as messages } from '../messages/index.ts';
import type { CallResult } from '../result/index.ts';

export type { GameLaunch, LaunchTarget } from '../game-page/index.ts';

/**
 * A game as a tile carries it: the venue it runs on, its category (`category_id`: realbet, joker, gaming, sport,
 * lottery, concise, fishing) and its code (the api's `Game` fits as is; '' where the item has none).
 */
export type LaunchableGame = { platform: string; gameCode: string; category: string };

/** A hot-grid item: a game as a tile carries it. */
export type HotGame = LaunchableGame;

/** What the launcher knows of the session: a token is held, and the stored base address ('' when none). */
export type GameLaunchInput = { signedIn: boolean; baseUrl: string };

/** The launcher's state: the session facts and the last launch asked for. */
export type GameLaunchContext = GameLaunchInput & { launch: GameLaunch };

/**
 * Events of the launcher: `game.open` (a tile), `hot.open` (a hot-grid item), and `session.update` whenever the
 * token or the base address changes (the app sends it from its root actor and storage).
 */
export type GameLaunchEvent =
  | ({ type: 'game.open' } & GameLaunch)
  | { type: 'hot.open'; game: HotGame }
  | { type: 'session.update'; signedIn: boolean; baseUrl: string };

/** How long the loading stays after the browser is sent to a game (part 1 §4: about 1 second). */
export const GAME_LOADING_HIDE_MS = 1000;

/**
 * The launch a game asks for: its venue, its category as the game type and its code as the game code. The backend
 * launches only that pair (IndexController::getGameUrl: `normalizeGameRequest` wants a category name or 1-7 in
 * one field and the game's code in the other, then `isGamePlayable` finds the game by venue, category and code); the
 * old app's "game code as game type, empty game code" answers 500 "game is closed or missing" there.
 */
export function gameLaunchOf(game: LaunchableGame): GameLaunch {
  return { platformName: game.platform, gameType: game.category, gameCode: game.gameCode };
}

const NO_LAUNCH: GameLaunch = { platformName: '', gameType: '', gameCode: '' };

type LaunchAction =
  | { type: 'notify' | 'inform' | 'alert'; params: { message: string } }
  | { type: 'redirect'; params: { url: string } };

/** The error toast of a failed game URL call (part 1 §8): the network text, else the server's own words. */
function gameFailure(result: CallResult<LaunchTarget>): string {
  if (result.ok) return messages['hot.requestFailed'];
  if (result.error.kind === 'network') return messages['game.networkTimeout'];
  return result.error.message || messages['hot.requestFailed'];
}

/** A tile's answer: an address is announced (跳转中...) and gone to; anything else toasts why. */
function openedActions(result: CallResult<LaunchTarget>): LaunchAction[] {
  if (result.ok && result.data.url !== null) {
    return [
      { type: 'inform', params: { message: messages['game.jumping'] } },
      { type: 'redirect', params: { url: result.data.url } },
    ];
  }
  return [{ type: 'notify', params: { message: gameFailure(result) } }];
}

/**
 * The alert of a failed hot-grid launch (part 1 §8, the spec's "hot login"): the server's message (or 请求失败，请重试)
 * for a refusal or a missing address, the timeout text for the network, and 系统错误，请重试 for anything unexpected
 * (an answer off the contract).
 */
function hotFailure(result: CallResult<LaunchTarget>): string {
  if (result.ok) return result.message || messages['hot.requestFailed'];
  if (result.error.kind === 'network') return messages['hot.networkTimeout'];
  if (result.error.kind === 'contract') return messages['hot.systemError'];
  return result.error.message || messages['hot.requestFailed'];
}

/** A hot-grid launch's answer: the whole window goes to the address; anything else is alerted. */
function hotActions(result: CallResult<LaunchTarget>): LaunchAction[] {
  if (result.ok && result.data.url !== null) return [{ type: 'redirect', params: { url: result.data.url } }];
  return [{ type: 'alert', params: { message: hotFailure(result) } }];
}

const hasUrl = (result: CallResult<LaunchTarget>): boolean => result.ok && result.data.url !== null;

const launchSetup = setup({
  types: {
    context: {} as GameLaunchContext,
    events: {} as GameLaunchEvent,
    input: {} as GameLaunchInput,
  },
  actors: {
    fetchGameUrl: fromPromise<CallResult<LaunchTarget>, GameLaunch>(() =>
      Promise.reject(new Error('fetchGameUrl is provided by the app')),
    ),
  },
  actions: {
    notify: (_, _params: { message: string }) => {},
    inform: (_, _params: { message: string }) => {},
    alert: (_, _params: { message: string }) => {},
    redirect: (_, _params: { url: string }) => {},
    navigate: (_, _params: { to: string }) => {},
  },
  guards: {
    hasUrl: (_, result: CallResult<LaunchTarget>) => hasUrl(result),
    isSignedIn: ({ context }) => context.signedIn,
    isFramePlatform: (_, platformName: string) => FRAME_PLATFORMS.includes(platformName),
    hasBaseUrl: ({ context }) => context.baseUrl !== '',
    isHotMissingParams: (_, game: HotGame) => game.platform === '' || game.category === '',
  },
  delays: {
    loadingHide: GAME_LOADING_HIDE_MS,
  },
});

/**
 * Opens games, one request per intent (taps while busy are ignored).
 *
 * A tile (`game.open`): no token toasts 请登录！; the venues avia and yb `navigate` to /gamePage; otherwise
 * `fetchGameUrl`, and on an address the success toast
 * 跳转中... (`inform`), `redirect` and the loading kept about a second (tag `busy` throughout). A refusal toasts
 * the server's message, the network 网络连接超时，请重试! (`notify`).
 *
 * The hot grid (`hot.open`) checks in the spec's order (parameters, login, base address), then asks the same
 * `fetchGameUrl` as a tile (the spec's `/api/hotlogin` is no route of the real backend: `routes/api.php` has only
 * `/api/getGameUrl`, so a hot login there would always fail) and sends the whole window to the address under a
 * jumping overlay (tags `busy`, `jumping`). Every hot message is an `alert`, as the spec words them all ("the alert
 * missing required game parameters"; "an alert with the server message"); the tile's failures are toasts, as §8
 * says "error toast".
 */
export const gameLaunchMachine = launchSetup.createMachine({
  id: 'gameLaunch',
  context: ({ input }) => ({ signedIn: input.signedIn, baseUrl: input.baseUrl, launch: NO_LAUNCH }),
  on: {
    'session.update': {
      actions: assign(({ event }) => ({ signedIn: event.signedIn, baseUrl: event.baseUrl })),
    },
  },
  initial: 'idle',
  states: {
    idle: {
      on: {
        'game.open': [
          {
            guard: not('isSignedIn'),
            actions: { type: 'notify', params: { message: messages['auth.loginToPlay'] } },
          },
          {
            // avia and yb open inside /gamePage, which asks for the address itself (part 1 §2).
            guard: { type: 'isFramePlatform', params: ({ event }) => event.platformName },
            actions: { type: 'navigate', params: ({ event }) => ({ to: gamePagePath(event) }) },
          },
          {
            target: 'opening',
            actions: assign(({ event }) => ({
              launch: { platformName: event.platformName, gameType: event.gameType, gameCode: event.gameCode },
            })),
          },
        ],
        // The spec's order (part 1 §5): the item's parameters, then the login, then the base address.
        'hot.open': [
          {
            guard: { type: 'isHotMissingParams', params: ({ event }) => event.game },
            actions: { type: 'alert', params: { message: messages['hot.missingParams'] } },
          },
          {
            guard: not('isSignedIn'),
            actions: { type: 'alert', params: { message: messages['hot.loginFirst'] } },
          },
          {
            guard: not('hasBaseUrl'),
            actions: { type: 'alert', params: { message: messages['hot.noBaseAddress'] } },
          },
          { target: 'hotOpening', actions: assign(({ event }) => ({ launch: gameLaunchOf(event.game) })) },
        ],
      },
    },
    opening: {
      tags: ['busy'],
      invoke: {
        src: 'fetchGameUrl',
        input: ({ context }) => context.launch,
        onDone: [
          {
            guard: { type: 'hasUrl', params: ({ event }) => event.output },
            target: 'leaving',
            actions: enqueueActions(({ event, enqueue }) => {
              for (const action of openedActions(event.output)) enqueue(action);
            }),
          },
          {
            target: 'idle',
            actions: enqueueActions(({ event, enqueue }) => {
              for (const action of openedActions(event.output)) enqueue(action);
            }),
          },
        ],
        onError: { target: 'idle', actions: { type: 'notify', params: { message: messages['game.networkTimeout'] } } },
      },
    },
    leaving: {
      tags: ['busy'],
      after: { loadingHide: 'idle' },
    },
    hotOpening: {
      tags: ['busy'],
      invoke: {
        src: 'fetchGameUrl',
        input: ({ context }) => context.launch,
        onDone: [
          {
            guard: { type: 'hasUrl', params: ({ event }) => event.output },
            target: 'jumping',
            actions: enqueueActions(({ event, enqueue }) => {
              for (const action of hotActions(event.output)) enqueue(action);
            }),
          },
          {
            target: 'idle',
            actions: enqueueActions(({ event, enqueue }) => {
              for (const action of hotActions(event.output)) enqueue(action);
            }),
          },
        ],
        onError: { target: 'idle', actions: { type: 'alert', params: { message: messages['hot.systemError'] } } },
      },
    },
    // The window is on its way to the game; the overlay lifts after the same second in case the page stays.
    jumping: {
      tags: ['busy', 'jumping'],
      after: { loadingHide: 'idle' },
    },
  },
});

/** A snapshot of the game launcher. */
export type GameLaunchSnapshot = SnapshotFrom<typeof gameLaunchMachine>;
