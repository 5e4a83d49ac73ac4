import type { HttpHandler } from 'msw';
import { CODE_GAMES, GAMES } from '../catalogue/games.ts';
import type { FakeUser } from '../store.ts';
import { envelope, type Form, field, invalid, type Kit, ok, originOf, refused } from './http.ts';
import { asset, codeGameRow, gameRow } from './wire.ts';

/** The backend's game categories (gameCategoryMap), by name or as 1-7. */
const CATEGORIES: ReadonlyArray<string> = [
  ...['realbet', 'live', 'fishing', 'fish', 'concise', 'slot', 'slots', 'lottery', 'lhc', 'jsc', 'jwc', 'qkc'],
  ...['sport', 'joker', 'chess', 'poker', 'table', 'card', 'gaming', 'esport'],
];

function isCategory(value: string): boolean {
  return CATEGORIES.includes(value.toLowerCase()) || /^[1-7]$/.test(value);
}

/** The game lists and the game addresses (getGameUrl, for the tiles and the hot grid alike). */
export function gameHandlers({ store, route, member }: Kit): HttpHandler[] {
  function gameUrl(user: Readonly<FakeUser>, request: Request, form: Form): Response {
    const platform = field(form, 'plat_name');
    if (!platform) return invalid('平台名称不能为空');
    const gameType = field(form, 'game_type');
    const gameCode = field(form, 'game_code');
    // getGameUrl launches only when one of game_type and game_code names a category (or is 1-7) and the other
    // the game; the app's tile (game_type the game's code, game_code "") is 'game is closed or missing'.
    if (store.kind === 'real' && !isCategory(gameType) && !isCategory(gameCode)) {
      return envelope(500, 'game is closed or missing', []);
    }
    const entered = store.enterVenue(user, platform);
    if (!entered.ok) return refused(entered);
    const game = store.kind === 'real' && isCategory(gameType) ? gameCode : gameType || gameCode;
    const query = new URLSearchParams({ plat: platform, code: game });
    return ok({ url: `${asset(originOf(request), 'game.html')}?${query}` });
  }

  return [
    // The backend ignores the category the app sends and answers every game.
    route('get', '/api/game/list', (request) => ok(GAMES.map((game) => gameRow(originOf(request), game)))),

    route('post', '/api/gamelistBycode', (request, form) => {
      const code = field(form, 'gamecode');
      if (!code) return invalid('游戏平台不能为空');
      return ok((CODE_GAMES[code] ?? []).map((game) => codeGameRow(originOf(request), game)));
    }),

    member('post', '/api/getGameUrl', gameUrl),
  ];
}
