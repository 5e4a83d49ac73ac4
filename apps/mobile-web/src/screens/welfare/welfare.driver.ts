// How the suites reach /welfare's call (test-only: quality/drivers.ts).
import type { ScreenDriver } from '../../../quality/driver-kit.ts';

export const driver = {
  calls: {
    'redpacket@welfare#load': async ({ paged }) =>
      paged((await import('./welfare.providers.ts')).liveRedPacketListMachine, null),
  },
} satisfies ScreenDriver;
