import { labels } from '../messages.ts';

/** The server's game category ids (part 1, section 9). */
export const CATEGORY_IDS = { hot: 99, slots: 4, board: 3, live: 1, sports: 0, lottery: 5 } as const;

/** The game-list code of fishing games, the one /concise tab and the home's fishing category. */
export const FISHING_CODE = 'obgdy';

/** The game-list codes /concise can load; only fishing has a tab. */
export const CONCISE_CODES = ['obgdy', 'pp', 'fgdz', 'pg', 'fgfish', 'ae'] as const;

/** A home category tab: a server category by id, or fishing, which is a game-list code opening /concise. */
export type GameCategory =
  | { key: keyof typeof CATEGORY_IDS; id: number; label: string }
  | { key: 'fishing'; code: string; label: string; path: string };

const [hot, slots, board, live, sports, lottery] = labels.gameCategories;

/** The home category tabs in display order: 热门 99, 电子 4, 棋牌 3, 真人 1, 体育 0, 彩票 5, then 捕鱼 (obgdy). */
export const GAME_CATEGORIES: readonly GameCategory[] = [
  { key: 'hot', id: hot.value, label: hot.label },
  { key: 'slots', id: slots.value, label: slots.label },
  { key: 'board', id: board.value, label: board.label },
  { key: 'live', id: live.value, label: live.label },
  { key: 'sports', id: sports.value, label: sports.label },
  { key: 'lottery', id: lottery.value, label: lottery.label },
  { key: 'fishing', code: FISHING_CODE, label: labels.fishingCategory.label, path: labels.fishingCategory.path },
];

/**
 * The games a list shows: those with `appState` 1 (the wire's app_state), in server order. Generic so a
 * screen keeps its own game type; only the field the rule reads is required.
 */
export function visibleGames<G extends { appState: number }>(games: readonly G[]): G[] {
  return games.filter((game) => game.appState === 1);
}

/** The hot list: every game with `isHot` 1 (the wire's is_hot), in server order. */
export function hotGames<G extends { isHot: number }>(games: readonly G[]): G[] {
  return games.filter((game) => game.isHot === 1);
}
