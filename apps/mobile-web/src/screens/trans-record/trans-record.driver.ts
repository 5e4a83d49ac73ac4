// How the suites reach /transRecord's call (test-only: quality/drivers.ts).
import { DEFAULT_RECORD_FILTER } from '@lobby/domain/records';
import type { ScreenDriver } from '../../../quality/driver-kit.ts';

export const driver = {
  calls: {
    'gettransrecord@transRecord#load': async ({ paged }) =>
      paged((await import('./trans-record.providers.ts')).liveTransListMachine, { ...DEFAULT_RECORD_FILTER, type: 1 }),
  },
} satisfies ScreenDriver;
