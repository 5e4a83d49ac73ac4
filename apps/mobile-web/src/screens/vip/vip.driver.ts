// How the suites reach /vip's call (test-only: quality/drivers.ts).
import type { ScreenDriver } from '../../../quality/driver-kit.ts';

export const driver = {
  calls: {
    'uservip@vip#load': async ({ loaded }) =>
      loaded((await import('./vip.providers.ts')).liveVipMachine, { params: null }),
  },
} satisfies ScreenDriver;
