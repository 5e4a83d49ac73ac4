// /gamePage's call area and live actors: the games area bound to the app's one transport, in this route's chunk.
import { type ApiResult, createGamesApi } from '@lobby/api';
import { type GameLaunch, gamePageMachine, type LaunchTarget } from '@lobby/domain/game-page';
import type { CallResult } from '@lobby/domain/result';
import { fromPromise } from 'xstate';
import { safeUrl } from '../../ground/effects/safe-url.ts';
import { navigate } from '../../ground/routing/hash-location.ts';
import { dialogs, redirect, toaster } from '../../wiring/app/effects.ts';
import { api, transport } from '../../wiring/app/providers.ts';

/** The games calls /gamePage makes (`getAgentLoginUrl`, `getGameUrl`). */
const gamesApi = createGamesApi(transport);

/**
 * An address for the frame passes `safeUrl` before the machine sees it: a refused one becomes a failure with the
 * refusal message, so the page says why and returns home like any other failure.
 */
export async function framed(call: Promise<ApiResult<{ url: string | null }>>): Promise<CallResult<LaunchTarget>> {
  const result = await call;
  if (!result.ok || result.data.url === null) return result;
  const checked = safeUrl(result.data.url);
  if (!checked.ok) return { ok: false, error: { kind: 'contract', message: checked.message } };
  return { ok: true, data: { url: checked.url }, message: result.message };
}

/** The game page machine with the real calls and effects. */
export const liveGamePageMachine = gamePageMachine.provide({
  actors: {
    fetchAgentLoginUrl: fromPromise<CallResult<LaunchTarget>>(() => framed(gamesApi.getAgentLoginUrl())),
    fetchServiceUrl: fromPromise<CallResult<LaunchTarget>>(() => framed(api.getservicerurl())),
    fetchGameUrl: fromPromise<CallResult<LaunchTarget>, GameLaunch>(({ input }) =>
      framed(
        gamesApi.getGameUrl({
          plat_name: input.platformName,
          game_type: input.gameType,
          game_code: input.gameCode,
          is_mobile_url: 1,
        }),
      ),
    ),
    // A game the player's tap did not open: the app's confirm dialog (进入游戏?), true only on its OK.
    confirmLaunch: fromPromise<boolean, { title: string; message: string }>(({ input }) => dialogs.confirm(input)),
  },
  actions: {
    notify: (_, { message }: { message: string }) => toaster.show(message, { kind: 'error' }),
    // Home replaces the game page, so the back button does not reopen a game that failed or was left.
    navigate: (_, { to }: { to: string }) => navigate(to, { replace: true }),
    redirect: (_, { url }: { url: string }) => redirect(url),
  },
});
