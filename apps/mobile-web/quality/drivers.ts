// How a test reaches each call and submit of a screen, written beside the screen in its test-only driver file
// (`src/screens/<name>/<name>.driver.ts`, indexed by quality/generated/drivers.ts: `node quality/quality-index.ts`):
// per call, the node fault suite's way (`calls`: the screen's live machine started as the screen starts it, the
// player's events, what the screen shows), and per submit and per other tap, the browser suites' way (`submits`,
// `taps`: the steps up to the last tap, on the page object). `SubmitName` and `Trigger` (quality/facts.ts) are the
// drivers' keys. A driver file imports the app's modules only inside its node functions (Playwright, which loads
// it for its browser steps, has no page for them) and the page object and node kit as types only (Vitest, which
// loads it for its node functions, has no browser); the app's bundle never imports one (biome.json).
import type { Locator, Page } from '@playwright/test';
import type { Lobby } from '../e2e/lobby.page.ts';
import type * as Kit from './drive.ts';
import type { Driven } from './drive.ts';
import { drivers } from './generated/drivers.ts';
import { qualityFolders } from './generated/screens.ts';
import type { CallCheck, ScreenCheck, Session } from './routes.ts';

export type { Driven } from './drive.ts';

/** The node suite's shared steps (quality/drive.ts), handed to each node driver. */
export type NodeKit = typeof Kit;

/** Node: brings the player to one call on `screen` (its machine started, the player's events sent). */
export type NodeDrive = (kit: NodeKit, screen: ScreenCheck) => Promise<Driven> | Driven;

/** A submit brought up to its last tap. */
export type PreparedSubmit = {
  control: Locator;
  /** Each field's label and what was typed into it. */
  typed: Record<string, string>;
  /** The confirm's button the tap opens, for a submit that asks first. */
  confirm?: Locator;
};

/** What a browser step gets: the page object on `screen`, opened by the suite in `session`. */
export type BrowserStep = {
  lobby: Lobby;
  page: Page;
  screen: ScreenCheck;
  session: Session;
  /** Waits until the screen's landmark for the session shows (a first visit in a worker loads its chunks). */
  ready: () => Promise<void>;
  /** Waits until `locator` is visible (Playwright's expect, which a driver file does not import). */
  shows: (locator: Locator) => Promise<void>;
  /** The button named exactly `name`, on the page or within a dialog. */
  button: (name: string, within?: Page | Locator) => Locator;
  /** The seeded demo player; every player of the suites has its payment password. */
  demo: { readonly username: string; readonly password: string; readonly payPassword: string };
  /** A USDT address no other test of the run binds. */
  newUsdtAddress: () => string;
  /** A card number no other test of the run binds. */
  newCardNumber: () => string;
};

/** One screen folder's driver file. */
export type ScreenDriver = {
  /** Node, by call key (`name@screen#trigger`, {@link callKey}): a call of this folder's quality file. */
  calls?: Readonly<Record<string, NodeDrive>>;
  /** Browser, by submit action: up to its last tap, on a screen of this folder that lists it. */
  submits?: Readonly<Record<string, (step: BrowserStep) => Promise<PreparedSubmit>>>;
  /** Browser, by trigger: the tap (or answer) that makes a call, when it is no submit action. */
  taps?: Readonly<Record<string, (step: BrowserStep) => Promise<void>>>;
};

type EachDriver = (typeof drivers)[keyof typeof drivers];
type KeysOf<D, Part extends string> = D extends { readonly [P in Part]: infer Steps } ? keyof Steps & string : never;

/** A submit action a player can tap more than once: a key of some driver's `submits`. */
export type DrivenSubmit = KeysOf<EachDriver, 'submits'>;

/** A tap (or answer) that makes a call and is no submit action: a key of some driver's `taps`. */
export type DrivenTap = KeysOf<EachDriver, 'taps'>;

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
