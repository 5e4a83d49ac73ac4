// /concise's call area and live actors: the games area bound to the app's one transport, in this route's chunk.
import { createGamesApi, type GameByCode } from '@lobby/api';
import { createConciseMachine, type FetchConciseInput } from '@lobby/domain/concise';
import type { CallResult } from '@lobby/domain/result';
import { fromPromise } from 'xstate';
import { toaster } from '../../wiring/app/effects.ts';
import { transport } from '../../wiring/app/providers.ts';

/** The games calls /concise makes (only `gamelistBycode`). */
const gamesApi = createGamesApi(transport);

/** The /concise machine over the api's game-list items, with the real list call and the error toast. */
export const liveConciseMachine = createConciseMachine<GameByCode>().provide({
  actors: {
    fetchGames: fromPromise<CallResult<GameByCode[]>, FetchConciseInput>(({ input }) =>
      gamesApi.gamelistBycode({ gamecode: input.code }),
    ),
  },
  actions: {
    notify: (_, { message }: { message: string }) => toaster.show(message, { kind: 'error' }),
  },
});
