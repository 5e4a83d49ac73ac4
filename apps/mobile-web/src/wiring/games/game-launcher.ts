// The game launcher: the domain's gameLaunchMachine with the real calls and effects. Loaded on demand (a screen
// imports it dynamically after its first paint), so the games call area stays out of the home route's first load.
import { createGamesApi, type GameUrlPayload } from '@lobby/api';
import { connectGameLaunch, type GameLaunchViewModel, gameLaunchMachine } from '@lobby/domain/game-launch';
import type { CallResult } from '@lobby/domain/result';
import { createActor, fromPromise } from 'xstate';
import { navigate } from '../../ground/routing/hash-location.ts';
import { dialogs, loading, redirect, toaster } from '../app/effects.ts';
import { apiBaseUrl } from '../app/endpoint.ts';
import { toCallResult, transport } from '../app/providers.ts';
import { armGameLaunch } from './launch-ticket.ts';

/** The games call area, bound to the app's one transport (its base address and bearer token). */
const games = createGamesApi(transport);

type Launch = { platformName: string; gameType: string; gameCode: string };

const payloadOf = (launch: Launch): GameUrlPayload => ({
  plat_name: launch.platformName,
  game_type: launch.gameType || '0',
  game_code: launch.gameCode,
  is_mobile_url: 1,
});

/** The launcher machine with the live calls: toasts, the alert dialog, in-app navigation and safe redirects. */
export const liveGameLaunchMachine = gameLaunchMachine.provide({
  actors: {
    // Tiles and the hot grid alike: the backend routes no /api/hotlogin, so the hot grid asks this call too.
    fetchGameUrl: fromPromise<CallResult<{ url: string | null }>, Launch>(async ({ input }) =>
      toCallResult(await games.getGameUrl(payloadOf(input))),
    ),
  },
  actions: {
    notify: (_, { message }: { message: string }) => toaster.show(message, { kind: 'error' }),
    inform: (_, { message }: { message: string }) => toaster.show(message, { kind: 'success' }),
    alert: (_, { message }: { message: string }) => {
      void dialogs.alert({ message });
    },
    // `redirect` checks `safeUrl` (http and https only) before the window leaves.
    redirect: (_, { url }: { url: string }) => redirect(url),
    // Only /gamePage (avia, yb): the player's own tap, so that page launches without asking.
    navigate: (_, { to }: { to: string }) => {
      armGameLaunch(to);
      navigate(to);
    },
  },
});

/** A running launcher: what a screen calls, and how to stop it. */
export type GameLauncher = Pick<GameLaunchViewModel, 'openGame' | 'openHot'> & {
  /** The player signed in or out; the base address is read again with it. */
  setSignedIn: (signedIn: boolean) => void;
  stop: () => void;
};

/**
 * Starts a launcher for the session as it is now (a token held or not; the base address the app's transport
 * uses, which the hot grid's checks name, in the spec's order). While a launch is under way (or the window is leaving) the app's
 * loading overlay shows, which also blocks further taps.
 */
export function startGameLauncher(signedIn: boolean): GameLauncher {
  const actor = createActor(liveGameLaunchMachine, { input: { signedIn, baseUrl: apiBaseUrl() } }).start();
  let done: (() => void) | null = null;
  const subscription = actor.subscribe((snapshot) => {
    const busy = snapshot.hasTag('busy');
    if (busy && !done) done = loading.start();
    if (!busy && done) {
      done();
      done = null;
    }
  });
  const vm = () => connectGameLaunch(actor.getSnapshot(), actor.send);
  return {
    openGame: (game) => vm().openGame(game),
    openHot: (game) => vm().openHot(game),
    setSignedIn: (now) => vm().updateSession(now, apiBaseUrl()),
    stop: () => {
      subscription.unsubscribe();
      done?.();
      actor.stop();
    },
  };
}
