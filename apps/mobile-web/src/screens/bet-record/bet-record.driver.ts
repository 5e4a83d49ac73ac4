// How the suites reach /betRecord's calls (test-only: quality/drivers.ts).
import { DEFAULT_RECORD_FILTER } from '@lobby/domain/records';
import type { ScreenDriver } from '../../../quality/driver-kit.ts';

export const driver = {
  calls: {
    'betrecord@betRecord#load': async ({ paged }) =>
      paged((await import('./bet-record.providers.ts')).liveBetListMachine, DEFAULT_RECORD_FILTER),
    'balancelist@betRecord#load': async ({ run }) => ({
      actor: run((await import('../../wiring/records/records.providers.ts')).livePlatformsMachine, { params: null }),
    }),
  },
} satisfies ScreenDriver;
