import { shellLabels as labels } from '../messages/index.ts';

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
 * The games a list shows: those listed in the app (`isShown`, the wire's app_state 1), in server order. Generic so
 * a screen keeps its own game type (the api's `Game` fits as is); only the field the rule reads is required.
 */
export function visibleGames<G extends { isShown: boolean }>(games: readonly G[]): G[] {
  return games.filter((game) => game.isShown);
}

/** The hot list: every game with `isHot` (the wire's is_hot 1), in server order. */
export function hotGames<G extends { isHot: boolean }>(games: readonly G[]): G[] {
  return games.filter((game) => game.isHot);
}

/**
 * The lists the home keeps, by the local-storage key the app caches each under (part 1 §3): one per server
 * category, and the hot list.
 */
export const GAME_LIST_KEYS = ['realbet', 'joker', 'gaming', 'sport', 'lottery', 'concise', 'hot'] as const;

/** A home game list, named by its cache key. */
export type GameListKey = (typeof GAME_LIST_KEYS)[number];

/** Every home game list by its key. */
export type GameLists<G> = Record<GameListKey, G[]>;

/** The list each server category tab shows: live is realbet, board joker, slots gaming (§3's category_id values). */
export const CATEGORY_LISTS: Readonly<Record<keyof typeof CATEGORY_IDS, GameListKey>> = {
  hot: 'hot',
  slots: 'gaming',
  board: 'joker',
  live: 'realbet',
  sports: 'sport',
  lottery: 'lottery',
};

// The backend also sends `fishing`, which §3 does not list and the cache has no key for: fishing games join the
// concise (fishing) list, which no home tab shows but the cache keeps.
const LIST_OF_CATEGORY: ReadonlyMap<string, GameListKey> = new Map<string, GameListKey>([
  ['realbet', 'realbet'],
  ['joker', 'joker'],
  ['gaming', 'gaming'],
  ['sport', 'sport'],
  ['lottery', 'lottery'],
  ['concise', 'concise'],
  ['fishing', 'concise'],
]);

/** What grouping reads of a game: its server category and its two flags. */
export type ListedGame = { category: string; isShown: boolean; isHot: boolean };

/**
 * Groups the whole game list into the home's lists: only shown games, each in its category's list in server
 * order (an unknown category in none), and the hot list of every shown hot game.
 */
export function groupGames<G extends ListedGame>(games: readonly G[]): GameLists<G> {
  const lists: GameLists<G> = { realbet: [], joker: [], gaming: [], sport: [], lottery: [], concise: [], hot: [] };
  const shown = visibleGames(games);
  for (const game of shown) {
    const key = LIST_OF_CATEGORY.get(game.category);
    if (key) lists[key].push(game);
  }
  lists.hot = hotGames(shown);
  return lists;
}

/** Tiles per carousel page on the home (part 1 §9). */
export const GAMES_PER_PAGE = 4;

/** Cuts a list into carousel pages of `size` (at least 1; the last page may be shorter); no items, no pages. */
export function pagesOf<T>(items: readonly T[], size: number = GAMES_PER_PAGE): T[][] {
  const step = Math.max(1, Math.floor(size));
  const pages: T[][] = [];
  for (let start = 0; start < items.length; start += step) pages.push(items.slice(start, start + step));
  return pages;
}
