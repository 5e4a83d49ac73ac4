// How the suites reach /responsibleGaming's calls and submits (test-only: quality/drivers.ts). Per call its
// quality file names, a node driver in `calls`, keyed `<call>@responsibleGaming#<trigger>` (the live machine from
// `await import('./responsible-gaming.providers.ts')`, started through the kit: see vip.driver.ts); per submit, its browser
// steps up to the last tap in `submits`; per other tap that makes a call, its steps in `taps`.
import type { ScreenDriver } from '../../../quality/driver-kit.ts';

export const driver = {} satisfies ScreenDriver;
