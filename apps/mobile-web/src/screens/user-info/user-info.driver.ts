// How the suites reach /userInfo's call and submit (test-only: quality/drivers.ts).
import type { ScreenDriver } from '../../../quality/driver-kit.ts';

const PROFILE = { mobile: '13800138000', email: 'player@example.com', birthday: '1990-05-20' };

export const driver = {
  calls: {
    'updateuserinfo@userInfo#saveProfile': async ({ submitted }) =>
      submitted((await import('./user-info.providers.ts')).liveProfileMachine, PROFILE),
  },
  submits: {
    saveProfile: async ({ lobby, ready, button }) => {
      await ready();
      await lobby.fillProfile(PROFILE);
      return {
        control: button('保存'),
        typed: { 手机号: PROFILE.mobile, 邮箱: PROFILE.email, 生日: PROFILE.birthday },
      };
    },
  },
} satisfies ScreenDriver;
