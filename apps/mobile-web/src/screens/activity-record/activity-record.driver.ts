// How the suites reach /activityRecord's call (test-only: quality/drivers.ts).
import type { ScreenDriver } from '../../../quality/driver-kit.ts';

export const driver = {
  calls: {
    'activityApplyLog@activityRecord#load': async ({ paged }) =>
      paged((await import('./activity-record.providers.ts')).liveApplicationListMachine, null),
  },
} satisfies ScreenDriver;
