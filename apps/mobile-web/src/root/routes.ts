import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import { HomeScreen } from '../screens/home/home.screen.tsx';
import { FIRST_SCREEN, type RouteRow, routeTable, screenName } from './route-table.ts';

/** One entry of the route table, with its screen. */
export type RouteEntry = Omit<RouteRow, 'screen'> & {
  /** The screen, lazy for every route but home (home is the first paint). */
  screen: ComponentType | LazyExoticComponent<ComponentType>;
  /** Fetches a lazy screen's code (the same import the lazy screen makes), so a first page can ask for it early. */
  load?: () => Promise<unknown>;
};

type ScreenModule = { default: ComponentType };
type ScreenImports = Record<string, () => Promise<ScreenModule>>;

// The shell's tabs, login and the game screens are a tap away from the first page: their imports are a small table
// of their own (near-screens.ts), fetched soon after the first paint. Every other screen loads through the deferred
// table (deferred-screens.ts), one small chunk fetched when the browser is idle after the first paint; a new screen
// lands there without an edit. Neither table's file lists are on the first page's path.
const NEAR_SCREENS = new Set(['activity', 'zhanzhu', 'mine', 'login', 'concise', 'game-page', 'kefu']);
const loadNear = () => import('./near-screens.ts').then((module) => module.nearScreens);
const loadDeferred = () => import('./deferred-screens.ts').then((module) => module.deferredScreens);

/** The import of a screen's file (`<folder>/<screen>.screen.tsx`) among some, if there. */
const fileOf = (imports: ScreenImports, screen: string) =>
  Object.entries(imports).find(([file]) => file.endsWith(`/${screen}.screen.tsx`))?.[1];

/** The route of a table row: its screen, lazy, with the load that fetches its code. */
function entryOf(row: RouteRow): RouteEntry {
  const screen = screenName(row);
  if (screen === FIRST_SCREEN) return { ...row, screen: HomeScreen };
  const load = () =>
    (NEAR_SCREENS.has(screen) ? loadNear() : loadDeferred()).then(
      (imports) => fileOf(imports, screen)?.() as Promise<ScreenModule>,
    );
  return { ...row, screen: lazy(load), load };
}

/** Fetches both tables (not the screens in them) so that a later tap waits for its screen's code only. */
export function preloadDeferredScreens(): void {
  void loadNear().catch(() => {});
  void loadDeferred().catch(() => {});
}

/** The route table: every path the app knows. Unknown paths go to `/`. */
export const routes: readonly RouteEntry[] = routeTable.map(entryOf);

/**
 * Asks for the code of the first page's screen as the app starts, before React's first render gets to it: the
 * route's own, or login's for a route that needs a session the visitor does not have (the guard sends them there).
 */
export function preloadFirstScreen(path: string, signedIn: boolean): void {
  const route = findRoute(path);
  const first = route?.requireAuth && !signedIn ? findRoute('/login') : route;
  void first?.load?.().catch(() => {});
}

/** Finds the route for a path, or undefined for an unknown one. */
export function findRoute(path: string): RouteEntry | undefined {
  return routes.find((route) => route.path === path);
}
