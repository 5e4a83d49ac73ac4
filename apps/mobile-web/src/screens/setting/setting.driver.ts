// How the suites reach /setting's submit (test-only: quality/drivers.ts): 退出登录, as on /mine.
import type { ScreenDriver } from '../../../quality/driver-kit.ts';
import { driver as mine } from '../mine/mine.driver.ts';

export const driver = {
  submits: { logout: mine.submits.logout },
} satisfies ScreenDriver;
