import type { GamePageEvent, GamePageSnapshot } from './game-page.machine.ts';
import type { GamePageIntent } from './game-page.rules.ts';

/** What /gamePage renders: the frame's address, the loading state, a title for the frame, and the way home. */
export type GamePageViewModel = {
  /** The address the frame loads; null while loading or when leaving. */
  frameUrl: string | null;
  /** An address call is under way. */
  loading: boolean;
  /** The frame's title: the venue for a game, '' for the agent login and customer service (the view names them). */
  title: string;
  /** What the page shows: agent login, customer service or a game (download and home only pass through). */
  kind: GamePageIntent['kind'];
  /** The top bar's 返回主页, the back button and hash changes. */
  back: () => void;
};

/** Turns a game-page snapshot into the view model; `send` is the actor's send. */
export function connectGamePage(snapshot: GamePageSnapshot, send: (event: GamePageEvent) => void): GamePageViewModel {
  const { context } = snapshot;
  return {
    frameUrl: context.frameUrl,
    loading: snapshot.hasTag('busy'),
    title: context.launch.platformName,
    kind: context.intent,
    back: () => send({ type: 'back' }),
  };
}
