// How the suites reach /fanshui's calls and submit (test-only: quality/drivers.ts).
import type { ScreenDriver } from '../../../quality/driver-kit.ts';

const providers = () => import('./fanshui.providers.ts');

export const driver = {
  calls: {
    'getfanshui@fanshui#load': async ({ paged }) =>
      paged((await providers()).liveRebateListMachine, { platform: '', date: 1 }),
    'balancelist@fanshui#load': async ({ run }) => ({
      actor: run((await providers()).livePlatformsMachine, { params: null }),
    }),
    'dofanshui@fanshui#claimRebate': async ({ run }) => ({
      actor: run(
        (await providers()).liveRebateClaimMachine(() => undefined),
        undefined,
        [{ type: 'claim', claimable: 12.5 }],
      ),
    }),
  },
  submits: {
    claimRebate: async ({ lobby, page, shows, button }) => {
      // A new player whose list says there is something to claim (so the claim is sent; the fake has nothing).
      await lobby.answerClaimableRebate();
      // The screen loaded before the answer was set: load it again (the same hash would not).
      await page.reload();
      await shows(page.getByText('¥12.50').first());
      return { control: button('点击领取'), typed: {} };
    },
  },
} satisfies ScreenDriver;
