import { gameLaunchOf, type LaunchableGame } from '../game-launch/index.ts';
import { gamePagePath } from '../game-page/index.ts';
import { FISHING_CODE } from '../games/index.ts';
import { labels } from '../messages/index.ts';
import type { ConciseCode, ConciseEvent, ConciseSnapshot } from './concise.machine.ts';

/** The one tab /concise shows: fishing (obgdy). The other codes have lists but no tab (part 1 §2). */
export const CONCISE_TABS: readonly { code: ConciseCode; label: string }[] = [
  { code: FISHING_CODE, label: labels.fishingCategory.label },
];

/** A game of the list with the in-app path its tap opens (the game page with its venue and code). */
export type ConciseTile<G> = { game: G; path: string };

/** What /concise renders and how it answers. */
export type ConciseViewModel<G> = {
  code: ConciseCode;
  tabs: { code: ConciseCode; label: string; selected: boolean }[];
  /** The shown code's games; empty until loaded. */
  games: ConciseTile<G>[];
  busy: boolean;
  failed: boolean;
  empty: boolean;
  select: (code: ConciseCode) => void;
  retry: () => void;
};

/** Turns a /concise snapshot into the view model; `send` is the actor's send. */
export function connectConcise<G extends LaunchableGame>(
  snapshot: ConciseSnapshot<G>,
  send: (event: ConciseEvent) => void,
): ConciseViewModel<G> {
  const { code, lists } = snapshot.context;
  return {
    code,
    tabs: CONCISE_TABS.map((tab) => ({ ...tab, selected: tab.code === code })),
    games: (lists[code] ?? []).map((game) => ({ game, path: gamePagePath(gameLaunchOf(game)) })),
    busy: snapshot.hasTag('busy'),
    failed: snapshot.hasTag('failed'),
    empty: snapshot.hasTag('empty'),
    select: (next) => send({ type: 'code.select', code: next }),
    retry: () => send({ type: 'retry' }),
  };
}
