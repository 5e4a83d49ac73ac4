// How the suites reach home's calls (the app's root actor's among them) and its taps (test-only: quality/drivers.ts).
import { connectHome } from '@lobby/domain/home';
import { selectSiteError } from '@lobby/domain/session';
import type { Driven, NodeKit, ScreenDriver } from '../../../quality/driver-kit.ts';

const providers = () => import('./home.providers.ts');

/** Home as the screen starts it: what storage caches (nothing on a first visit), no site settings yet. */
async function homePage({ run }: NodeKit) {
  const { liveHomeMachine, readDismissed, readHomeCache } = await providers();
  return run(liveHomeMachine(), { cached: readHomeCache(), site: null, dismissed: readDismissed() });
}

/** Home's lists, read through its connect layer. */
async function homeShows(kit: NodeKit, read: (vm: ReturnType<typeof connectHome>) => string | null): Promise<Driven> {
  const actor = await homePage(kit);
  return { actor, inline: () => read(connectHome(actor.getSnapshot() as never, actor.send)) };
}

/** The game launcher as home starts it for a signed-in player. */
const launcher = async () => (await import('../../wiring/games/game-launcher.ts')).liveGameLaunchMachine;

export const driver = {
  calls: {
    // The app's root actor: the site, the visit check, the session and the balance poll run from its start.
    'app@home#load': ({ startApp }) => {
      const actor = startApp();
      return { actor, toast: () => selectSiteError(actor.getSnapshot()) };
    },
    'getVisitUrl@home#load': ({ startApp }) => ({ actor: startApp() }),
    'user@home#load': ({ startApp }) => ({ actor: startApp() }),
    'balance@home#poll': ({ startApp }) => ({ actor: startApp() }),
    'bannerList@home#load': (kit) => homeShows(kit, (vm) => vm.failed.banners),
    'homenotice@home#load': async (kit) => ({ actor: await homePage(kit) }),
    'gameList@home#load': (kit) => homeShows(kit, (vm) => vm.failed.games),
    // An app action, no machine of the screen's.
    'getservicerurl@home#customerService': async () => {
      void (await import('../../wiring/app/providers.ts')).openCustomerService();
      return {};
    },
    'getGameUrl@home#openGame': async ({ run, GAME }) => ({
      actor: run(await launcher(), { signedIn: true, baseUrl: location.origin }, [{ type: 'game.open', ...GAME }]),
    }),
    'getGameUrl@home#openHotGame': async ({ run, GAME }) => ({
      actor: run(await launcher(), { signedIn: true, baseUrl: location.origin }, [
        { type: 'hot.open', game: { platform: GAME.platformName, gameCode: GAME.gameCode, category: 'realbet' } },
      ]),
    }),
  },
  taps: {
    customerService: async ({ page, ready }) => {
      await ready();
      await page.getByRole('navigation', { name: '主导航' }).getByRole('button', { name: '客服' }).click();
    },
    openGame: async ({ lobby, ready }) => {
      await ready();
      await lobby.openGame();
    },
    openHotGame: async ({ lobby, ready }) => {
      await ready();
      await lobby.openHotGame();
    },
  },
} satisfies ScreenDriver;
