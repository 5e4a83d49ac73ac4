import { spec } from '../call-spec.ts';
import type * as P from '../payloads.ts';
import { ALL_GAMES } from '../prime.ts';
import { gameListByCodeDataSchema, gameListDataSchema, linkDataSchema } from '../schemas/games.ts';
import type { Transport } from '../transport.ts';

/** Games and their addresses: how each call is sent and read. */
export const gamesCalls = {
  getAgentLoginUrl: spec('get', '/api/getAgentLoginUrl', linkDataSchema),
  gameList: spec('get', '/api/game/list', gameListDataSchema),
  gamelistBycode: spec('post', '/api/gamelistBycode', gameListByCodeDataSchema),
  getGameUrl: spec('post', '/api/getGameUrl', linkDataSchema),
} as const;

/** Games and their addresses: one function per call, each resolving to an ApiResult and never throwing. */
export function createGamesApi({ client, run }: Transport) {
  const text = 'text' as const;
  return {
    /** GET /api/getAgentLoginUrl: the agent back-office login address. */
    getAgentLoginUrl: () =>
      run(gamesCalls.getAgentLoginUrl, (signal) => client.GET('/api/getAgentLoginUrl', { parseAs: text, signal })),
    /** GET /api/game/list: every game, in server order (the category query is sent empty, as the app did). */
    gameList: () =>
      run(gamesCalls.gameList, (signal) =>
        client.GET('/api/game/list', { params: { query: ALL_GAMES }, parseAs: text, signal }),
      ),
    /** POST /api/gamelistBycode: the game list of one platform code. */
    gamelistBycode: (payload: P.GameListByCodePayload) =>
      run(gamesCalls.gamelistBycode, (signal) =>
        client.POST('/api/gamelistBycode', { body: payload, parseAs: text, signal }),
      ),
    /** POST /api/getGameUrl: the address of a game (a tile's or the hot grid's: the backend has no hot login). */
    getGameUrl: (payload: P.GameUrlPayload) =>
      run(gamesCalls.getGameUrl, (signal) => client.POST('/api/getGameUrl', { body: payload, parseAs: text, signal })),
  };
}
