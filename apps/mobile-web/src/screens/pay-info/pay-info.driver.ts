// How the suites reach /payInfo's call (test-only: quality/drivers.ts).
import type { ScreenDriver } from '../../../quality/driver-kit.ts';

export const driver = {
  calls: {
    'payinfo@payInfo#load': async ({ erring }, screen) => {
      // The suites' page of an unknown order (its quality file): its number as the screen reads it.
      const depositNo = new URLSearchParams(screen.path.split('?')[1]).get('deposit_no') ?? '';
      return erring((await import('./pay-info.providers.ts')).livePayInfoMachine, { depositNo, clock: () => 0 });
    },
  },
} satisfies ScreenDriver;
