// How the suites reach /activity's calls (test-only: quality/drivers.ts).
import type { ScreenDriver } from '../../../quality/driver-kit.ts';

const providers = () => import('./activity.providers.ts');

export const driver = {
  calls: {
    'activitytype@activity#load': async ({ erring }) =>
      erring((await providers()).liveActivityMachine, undefined, 'typesError'),
    'activitylist@activity#load': async ({ erring }) => erring((await providers()).liveActivityMachine, undefined),
  },
} satisfies ScreenDriver;
