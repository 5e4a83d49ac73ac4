// What a screen's driver file (`src/screens/<name>/<name>.driver.ts`) is given and gives back: the node kit and
// the browser step it is handed, and the shape of the file (quality/drivers.ts reads them). Types only. It knows
// the page object and the node kit, never the facts or the route table (quality/routes.ts), which know the driver
// files' keys: imports run one way, from the suites down to the driver files and from them to this file.
import type { Locator, Page } from '@playwright/test';
import type { Lobby } from '../e2e/lobby.page.ts';
import type { Session } from './basics.ts';
import type * as Kit from './drive.ts';
import type { Driven } from './drive.ts';

/** What a driver reads of the screen it drives: its key and its path with the query (quality/routes.ts's ScreenCheck fits). */
export type DrivenScreen = { readonly key: string; readonly path: string };

export type { Driven };

/** The node suite's shared steps (quality/drive.ts), handed to each node driver. */
export type NodeKit = typeof Kit;

/** Node: brings the player to one call on `screen` (its machine started, the player's events sent). */
export type NodeDrive = (kit: NodeKit, screen: DrivenScreen) => Promise<Driven> | Driven;

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
  screen: DrivenScreen;
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
