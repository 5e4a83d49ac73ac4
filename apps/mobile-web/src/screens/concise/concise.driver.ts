// How the suites reach /concise's call (test-only: quality/drivers.ts).
import type { ScreenDriver } from '../../../quality/driver-kit.ts';

export const driver = {
  calls: {
    'gamelistBycode@concise#load': async ({ erring }) =>
      erring((await import('./concise.providers.ts')).liveConciseMachine, { type: null }),
  },
} satisfies ScreenDriver;
