import {
  type GameLaunch,
  type GameLaunchEvent,
  type GameLaunchSnapshot,
  gameLaunchOf,
  type HotGame,
  type LaunchableGame,
} from './game-launch.machine.ts';

/** What a screen that opens games renders (the loading and jumping overlays) and how it opens them. */
export type GameLaunchViewModel = {
  /** A launch is under way or the browser is leaving: the loading overlay; further taps do nothing. */
  busy: boolean;
  /** The hot grid's jump is under way: the jumping overlay. */
  jumping: boolean;
  /** Opens a tile's game (venue and code, sent as the app always did). */
  openGame: (game: LaunchableGame) => void;
  /** Opens a game with an explicit launch (the /gamePage query's name, type and code). */
  open: (launch: GameLaunch) => void;
  /** Opens a hot-grid item through the hot login. */
  openHot: (game: HotGame) => void;
  /** Tells the launcher the session changed: a token is held, and the base address ('' when none). */
  updateSession: (signedIn: boolean, baseUrl: string) => void;
};

/** Turns a launcher snapshot into the view model; `send` is the actor's send. */
export function connectGameLaunch(
  snapshot: GameLaunchSnapshot,
  send: (event: GameLaunchEvent) => void,
): GameLaunchViewModel {
  const open = (launch: GameLaunch) => send({ type: 'game.open', ...launch });
  return {
    busy: snapshot.hasTag('busy'),
    jumping: snapshot.hasTag('jumping'),
    openGame: (game) => open(gameLaunchOf(game)),
    open,
    openHot: (game) => send({ type: 'hot.open', game }),
    updateSession: (signedIn, baseUrl) => send({ type: 'session.update', signedIn, baseUrl }),
  };
}
