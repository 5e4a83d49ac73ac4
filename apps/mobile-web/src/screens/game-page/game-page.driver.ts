// How the suites reach the game page's calls (test-only: quality/drivers.ts).
import type { ScreenDriver } from '../../../quality/driver-kit.ts';

const providers = () => import('./game-page.providers.ts');

export const driver = {
  calls: {
    'getAgentLoginUrl@agentLogin#load': async ({ run }) => ({
      actor: run((await providers()).liveGamePageMachine, { query: { dailiD: '1' }, downloadUrl: '', signedIn: false }),
    }),
    'getGameUrl@gamePage#acceptLaunch': async ({ run, GAME }) => ({
      actor: run((await providers()).liveGamePageMachine, {
        query: { name: GAME.platformName, type: GAME.gameType, code: GAME.gameCode },
        downloadUrl: '',
        signedIn: true,
        // The question an address asks first is the browser suite's step (the player's yes); here, the call itself.
        tapped: true,
      }),
    }),
  },
  taps: {
    // A game page an address opened (not a tap in the app) asks 进入游戏 first: the player says yes.
    acceptLaunch: async ({ lobby }) => lobby.acceptLaunch(),
  },
} satisfies ScreenDriver;
