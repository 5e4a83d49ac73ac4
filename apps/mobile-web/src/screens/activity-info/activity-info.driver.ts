// How the suites reach /activityInfo's calls and submit (test-only: quality/drivers.ts).
import type { ScreenDriver } from '../../../quality/driver-kit.ts';

const providers = () => import('./activity-info.providers.ts');

export const driver = {
  calls: {
    'activitydeatil@activityInfo#load': async ({ loaded }) =>
      loaded((await providers()).liveActivityDetailMachine, { params: 1 }),
    'doactivityapply@activityInfo#activityApply': async ({ submitted }) =>
      submitted(
        (await providers()).liveActivityApplyMachine(1, () => undefined),
        { amount: '188' },
      ),
  },
  submits: {
    activityApply: async ({ lobby, page, button }) => {
      await lobby.tap('报名参与');
      const dialog = page.getByRole('dialog', { name: '活动申请' });
      await dialog.getByLabel('彩金金额').fill('188');
      return { control: button('立即申请', dialog), typed: { 彩金金额: '188' } };
    },
  },
} satisfies ScreenDriver;
