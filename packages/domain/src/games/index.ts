// The games unit's entry: exactly what code outside src/games/ uses of it.
export {
  CATEGORY_LISTS,
  CONCISE_CODES,
  FISHING_CODE,
  GAME_CATEGORIES,
  GAME_LIST_KEYS,
  type GameCategory,
  type GameListKey,
  type GameLists,
  groupGames,
  type ListedGame,
  pagesOf,
} from './games.ts';
