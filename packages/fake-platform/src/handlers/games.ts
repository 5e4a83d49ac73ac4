import type { HttpHandler } from 'msw';
import { CODE_GAMES, GAMES } from '../catalogue/games.ts';
import type { FakeUser } from '../store.ts';
import { type Form, field, invalid, type Kit, ok, originOf, refused } from './http.ts';
import { asset, codeGameRow, gameRow } from './wire.ts';

/** The game lists and the game addresses (getGameUrl, for the tiles and the hot grid alike). */
export function gameHandlers({ store, route, member }: Kit): HttpHandler[] {
  function gameUrl(user: Readonly<FakeUser>, request: Request, form: Form): Response {
    const platform = field(form, 'plat_name');
    if (!platform) return invalid('平台名称不能为空');
    const entered = store.enterVenue(user, platform);
    if (!entered.ok) return refused(entered);
    const query = new URLSearchParams({ plat: platform, code: field(form, 'game_type') || field(form, 'game_code') });
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
