// How the suites reach /mine's calls, submits and avatar upload (test-only: quality/drivers.ts). /setting's 退出登录
// and /transfer's 刷新余额 are these same submits.
import { messages } from '@lobby/domain/messages';
import type { ScreenDriver } from '../../../quality/driver-kit.ts';

const providers = () => import('./mine.providers.ts');

export const driver = {
  calls: {
    'logoff@mine#logout': async ({ startApp, wait }) => {
      const actor = startApp();
      // The player taps 退出登录 once the session has loaded (the confirm is answered 确定 as it opens).
      await wait(1_000);
      actor.send({ type: 'logout' });
      return { actor };
    },
    'uploadimg@mine#uploadAvatar': async ({ submitted }) =>
      submitted(
        (await providers()).liveAvatarMachine(
          () => new Blob(['avatar'], { type: 'image/png' }),
          () => undefined,
        ),
        { type: 'image/png' },
      ),
    'refreshusermoney@mine#refreshMoney': async ({ submitted }) =>
      submitted(
        (await providers()).liveRefreshMachine(() => undefined),
        {},
      ),
  },
  submits: {
    logout: async ({ page, button }) => {
      const dialog = page.getByRole('alertdialog', { name: messages['logout.title'] });
      return { control: button('退出登录'), typed: {}, confirm: button('确定', dialog) };
    },
    refreshMoney: async ({ ready, button }) => {
      await ready();
      return { control: button('刷新余额'), typed: {} };
    },
  },
  taps: {
    uploadAvatar: async ({ lobby, ready }) => {
      await ready();
      await lobby.pickAvatar();
    },
  },
} satisfies ScreenDriver;
