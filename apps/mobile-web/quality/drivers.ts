// How a test reaches each call and submit of a screen, written beside the screen in its test-only driver file
// (`src/screens/<name>/<name>.driver.ts`, indexed by quality/generated/drivers.ts: `node quality/quality-index.ts`):
// per call, the node fault suite's way (`calls`: the screen's live machine started as the screen starts it, the
// player's events, what the screen shows), and per submit and per other tap, the browser suites' way (`submits`,
// `taps`: the steps up to the last tap, on the page object). `SubmitName` and `Trigger` (quality/facts.ts) are the
// drivers' keys. A driver file imports the app's modules only inside its node functions (Playwright, which loads
// it for its browser steps, has no page for them) and the page object and node kit as types only (Vitest, which
// loads it for its node functions, has no browser); the app's bundle never imports one (biome.json). A driver
// file's types are quality/driver-kit.ts's and the keys' unions quality/driven.ts's: neither knows this file, so no
// import runs back up from a driver file.

import type { DrivenSubmit } from './driven.ts';
import type { BrowserStep, NodeDrive, PreparedSubmit, ScreenDriver } from './driver-kit.ts';
import { drivers } from './generated/drivers.ts';
import { qualityFolders } from './generated/screens.ts';
import type { CallCheck, ScreenCheck } from './routes.ts';

/** A call's name in the fault suites: its api name, screen and trigger (`transfer@transfer#quotaTransfer`). */
export const callKey = (call: Pick<CallCheck, 'name' | 'screen' | 'trigger'>): string =>
  `${call.name}@${call.screen}#${call.trigger}`;

/** Each screen key's folder (a folder's quality file may check several screens: accounts, password, login). */
const folders = new Map(
  Object.entries(qualityFolders).flatMap(([folder, checks]) => checks.map((check) => [check.key, folder] as const)),
);

/** The folder of a screen key, where its quality file and driver sit. */
export function folderOf(screenKey: string): string {
  const folder = folders.get(screenKey);
  if (folder === undefined) throw new Error(`no quality file checks a screen ${screenKey}`);
  return folder;
}

/** The driver file of a folder, if it has one. */
export const driverIn = (folder: string): ScreenDriver | undefined =>
  (drivers as Readonly<Record<string, ScreenDriver>>)[folder];

/** Every folder's driver, by folder. */
export const screenDrivers: readonly { folder: string; driver: ScreenDriver }[] = Object.entries(drivers).map(
  ([folder, driver]) => ({ folder, driver: driver as ScreenDriver }),
);

/** The node driver of a call, from its screen's driver file. */
export const nodeDriverOf = (call: CallCheck): NodeDrive | undefined =>
  driverIn(folderOf(call.screen))?.calls?.[callKey(call)];

/** The browser steps of a submit on a screen, from the screen's driver file. */
export function submitStepOf(screen: ScreenCheck, submit: string): (step: BrowserStep) => Promise<PreparedSubmit> {
  const prepare = driverIn(folderOf(screen.key))?.submits?.[submit];
  if (!prepare) throw new Error(`src/screens/${folderOf(screen.key)}: its driver has no submit ${submit}`);
  return prepare;
}

/** The browser steps of a tap on a screen, from the screen's driver file. */
export function tapStepOf(screen: ScreenCheck, trigger: string): (step: BrowserStep) => Promise<void> {
  const tap = driverIn(folderOf(screen.key))?.taps?.[trigger];
  if (!tap) throw new Error(`src/screens/${folderOf(screen.key)}: its driver has no tap ${trigger}`);
  return tap;
}

/** A trigger is a submit action when a driver file prepares it as one (else it is a load, a poll or a tap). */
export const isSubmit = (trigger: string): trigger is DrivenSubmit =>
  screenDrivers.some(({ driver }) => Object.hasOwn(driver.submits ?? {}, trigger));
