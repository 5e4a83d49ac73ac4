// How the suites reach /message's call (test-only: quality/drivers.ts).
import type { ScreenDriver } from '../../../quality/driver-kit.ts';

export const driver = {
  calls: {
    'noticeList@message#load': async ({ paged }) =>
      paged((await import('./message.providers.ts')).liveMessageListMachine, 1),
  },
} satisfies ScreenDriver;
