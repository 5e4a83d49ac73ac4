import type { HotGame, LaunchableGame } from '@lobby/domain/game-launch';
import { shellMessages } from '@lobby/domain/messages';
import { selectIsSignedIn } from '@lobby/domain/session';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useSelector } from '../app/actor-state.ts';
import { useAppActor } from '../app/app-actor.tsx';
import { toaster } from '../app/effects.ts';
import type { GameLauncher } from './game-launcher.ts';

/** How a screen opens games: a tile through the game-URL call, a hot-grid item through the hot login. */
export type GameOpeners = {
  openGame: (game: LaunchableGame) => void;
  openHot: (game: HotGame) => void;
};

/** Said when the launcher's own code cannot load (the network dropped before the first tap). */
const LOAD_FAILED = shellMessages['auth.networkError'];

/**
 * The game launcher for a screen. Its machine and the games call area load on the player's first touch anywhere on
 * the page (a scroll to find a game starts with one), or on the first tap or key on a game, whichever comes first:
 * they weigh nothing on the route's cold start nor on its first seconds, and a visit that only looks never fetches
 * them. The session (token held, base address) follows the root actor.
 */
export function useGameLauncher(): GameOpeners {
  const signedIn = useSelector(useAppActor(), selectIsSignedIn);
  const session = useRef(signedIn);
  session.current = signedIn;
  const launcher = useRef<Promise<GameLauncher> | null>(null);

  const get = useCallback((): Promise<GameLauncher> => {
    launcher.current ??= import('./game-launcher.ts').then(
      ({ startGameLauncher }) => startGameLauncher(session.current),
      (error: unknown) => {
        launcher.current = null;
        throw error;
      },
    );
    return launcher.current;
  }, []);

  useEffect(() => {
    void launcher.current?.then((running) => running.setSignedIn(signedIn));
  }, [signedIn]);

  useEffect(() => {
    const preload = () => void get().catch(() => {});
    addEventListener('pointerdown', preload, { once: true });
    return () => {
      removeEventListener('pointerdown', preload);
      const running = launcher.current;
      launcher.current = null;
      void running?.then((started) => started.stop()).catch(() => {});
    };
  }, [get]);

  return useMemo(() => {
    const use = (act: (running: GameLauncher) => void) => {
      get().then(act, () => toaster.show(LOAD_FAILED, { kind: 'error' }));
    };
    return {
      openGame: (game) => use((running) => running.openGame(game)),
      openHot: (game) => use((running) => running.openHot(game)),
    };
  }, [get]);
}
