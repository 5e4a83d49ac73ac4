// The lists every quality suite reads: the screens (what they load, what shows when they are ready, the calls
// they make, their submit actions) and the calls (how each one reaches the player when it fails). Nothing here is
// written by hand per screen: each screen folder states its facts in `<name>.quality.ts` (quality/facts.ts), the
// route table (src/root/route-table.ts) gives each check its module, login requirement and shell, and
// `@lobby/api` each call's method and path. A new screen joins the size budget, Lighthouse, axe, keyboard,
// security, fault and double-submit suites by its quality file. Plain Node (the benchmark), Playwright, Vitest
// and Storybook (as `@lobby/mobile-web/registry`, with the route table) all read this module.

import { calls as apiCalls } from '@lobby/api';
import { FIRST_SCREEN, type RouteRow, routeTable, screenName } from '../src/root/route-table.ts';
import type {
  CallFacts,
  CallName,
  DialogCheck,
  Landmark,
  ScreenFacts,
  ServerHtmlField,
  Session,
  SubmitName,
  Trigger,
} from './facts.ts';
import { qualityFolders } from './generated/screens.ts';

export { type RoutePath, type RouteRow, routeTable, screenName, specSections } from '../src/root/route-table.ts';
export { tryIt } from '../src/root/try-it.ts';
export type {
  CallName,
  DialogCheck,
  FaultSurface,
  Landmark,
  Player,
  ScreenFacts,
  ServerHtmlField,
  Session,
  SubmitName,
  Trigger,
} from './facts.ts';

/** One screen as the quality suites see it. */
export type ScreenCheck = {
  /** Unique name used in test titles and in the benchmark's table. */
  key: string;
  /** The in-app path with its query (`/login?type=1`); the hash router's form without `#`. */
  path: string;
  /** The screen's lazy module as Vite's manifest names it; null for screens inside the entry chunk. */
  module: string | null;
  /** The route table's `requireAuth`. */
  requireAuth: boolean;
  /** What shows once the screen is ready, per session. */
  ready: Readonly<Record<Session, Landmark>>;
  /** The calls the screen makes, in the sessions it makes them. */
  calls: readonly CallName[];
  /** Its submit actions (double-submit suite). */
  submits: readonly SubmitName[];
  /** Forms a player fills by keyboard, by the form's accessible name. */
  forms: readonly string[];
  /** Dialogs the screen opens while logged in (focus moves in and back). */
  dialogs: readonly DialogCheck[];
  /** Shows the bottom navigation. */
  shell: boolean;
  /** Lighthouse mobile runs on it (ARCHITECTURE section 7 names `/`, `/login` and `/recharge`). */
  lighthouse: boolean;
  /** The whole app is replaced by the maintenance screen (site_state 0). */
  maintenance?: boolean;
  /** Server HTML the screen may show. */
  serverHtml: readonly ServerHtmlField[];
  /**
   * A carousel on the screen (the home banner once it lands): the region that holds it. The accessibility suite
   * tabs to its pause button (named 暂停) and presses Enter, after which a play button (播放) must show.
   */
  carousel?: Landmark;
};

/** One call as the fault and security suites see it (see {@link CallFacts} for the fields a screen states). */
export type CallCheck = Omit<CallFacts, 'session' | 'unauthorized'> & {
  method: 'GET' | 'POST';
  path: string;
  /** The screen (its `key`) where the suites meet the call, and the session it needs. */
  screen: string;
  session: Session;
  trigger: Trigger;
  /** What a 401 does: the session ends with the expired alert, or it is one more error message. */
  unauthorized: 'session-expired' | 'message';
};

/** The calls every screen makes: the site settings and the visit-URL check, at start. */
const START_CALLS: readonly CallName[] = ['app', 'getVisitUrl'];

const pathOnly = (path: string) => path.split('?')[0] ?? path;

/** The route-table row of a check's path; a check of no route is a mistake in its quality file. */
function rowOf(facts: ScreenFacts): RouteRow {
  const row = routeTable.find((entry) => entry.path === pathOnly(facts.path));
  if (!row) throw new Error(`quality check ${facts.key}: ${facts.path} is no route of src/root/route-table.ts`);
  return row;
}

/** A screen check: a folder's facts with the route table's and the defaults filled in. */
export function screenCheck(folder: string, facts: ScreenFacts): ScreenCheck {
  const maintenance = facts.maintenance === true;
  const row = maintenance ? undefined : rowOf(facts);
  const screen = row && screenName(row);
  const ready = 'role' in facts.ready ? { out: facts.ready, in: facts.ready } : facts.ready;
  const own = (facts.calls ?? []).map((call) => call.name);
  return {
    key: facts.key,
    path: facts.path,
    module: !screen || screen === FIRST_SCREEN ? null : `src/screens/${folder}/${screen}.screen.tsx`,
    requireAuth: row?.requireAuth ?? false,
    ready,
    calls: [...new Set([...START_CALLS, ...own, ...(facts.alsoCalls ?? [])])],
    submits: facts.submits ?? [],
    forms: facts.forms ?? [],
    dialogs: facts.dialogs ?? [],
    shell: row?.shell ?? false,
    lighthouse: facts.lighthouse ?? false,
    ...(maintenance ? { maintenance } : {}),
    serverHtml: facts.serverHtml ?? [],
    ...(facts.carousel ? { carousel: facts.carousel } : {}),
  };
}

/** A call check: a screen's call facts with the api's method and path and the defaults filled in. */
export function callCheck(screen: ScreenCheck, facts: CallFacts): CallCheck {
  const api = apiCalls[facts.name];
  const shows = facts.faults.shows !== 'silent' && facts.requestFailureToast === undefined;
  const timeoutMessage = facts.timeoutMessage ?? (shows ? 'api' : undefined);
  return {
    ...facts,
    method: api.method === 'get' ? 'GET' : 'POST',
    path: api.path,
    screen: screen.key,
    session: facts.session ?? (screen.requireAuth ? 'in' : 'out'),
    unauthorized: facts.unauthorized ?? 'message',
    ...(timeoutMessage ? { timeoutMessage } : {}),
  };
}

/** Every check of every screen folder, with its folder, in the route table's order (maintenance last). */
function allFacts(): { folder: string; facts: ScreenFacts }[] {
  const all = Object.entries(qualityFolders).flatMap(([folder, checks]) =>
    checks.map((facts: ScreenFacts) => ({ folder, facts })),
  );
  const order = (facts: ScreenFacts) =>
    facts.maintenance ? routeTable.length : routeTable.findIndex((row) => row.path === pathOnly(facts.path));
  return all
    .map((entry, index) => ({ ...entry, index }))
    .sort((a, b) => order(a.facts) - order(b.facts) || a.index - b.index);
}

const assembled = allFacts().map(({ folder, facts }) => {
  const screen = screenCheck(folder, facts);
  return { screen, calls: (facts.calls ?? []).map((call) => callCheck(screen, call)) };
});

/** Every screen of the app. */
export const screens: readonly ScreenCheck[] = assembled.map((entry) => entry.screen);

/** Every call a screen makes, each where the suites meet it. */
export const calls: readonly CallCheck[] = assembled.flatMap((entry) => entry.calls);

/** The in-app paths of the screens, without queries, each once. */
export function screenPaths(): string[] {
  return [...new Set(screens.filter((screen) => !screen.maintenance).map((screen) => pathOnly(screen.path) || '/'))];
}
