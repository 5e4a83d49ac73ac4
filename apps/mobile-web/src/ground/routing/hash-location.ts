import type { BaseLocationHook, BaseSearchHook } from 'wouter';
import { useHashLocation } from 'wouter/use-hash-location';
import { splitHashLocation } from './hash-path.ts';

export { currentFullPath, currentPath, currentSearch } from './hash-path.ts';

// The router is wouter (the design card's), on its hash location hook: wouter subscribes to the hash and gives
// every screen the location through its own hooks (`useLocation`, `useSearch`). The old app used Vue's hash router,
// so links in the wild look like `#/login?type=1&pid=8`: the query lives inside the hash. The app's location hook
// therefore splits wouter's hash location into path and query, and navigates with the query kept in the hash
// (wouter's own navigate moves it to the page's query) and with the in-app depth that back needs. The app matches
// its routes by exact path against the route table (routes.ts).

/** wouter's location hook for the app: the in-app path (without the query) and {@link navigate}. */
export const useAppLocation: BaseLocationHook = () => [splitHashLocation(useHashLocation()[0]).path, navigate];

/** wouter's search hook for the app: the query inside the hash, without `?`. */
export const useAppSearch: BaseSearchHook = () => splitHashLocation(useHashLocation()[0]).search;

/** How links are written: `#` and the in-app path. */
export const appHref = (to: string): string => `#${to}`;

/** How many in-app steps lie behind the current history entry (0 on the first page of the visit). */
function depth(): number {
  const state: unknown = history.state;
  return typeof state === 'object' && state !== null && 'lobbyDepth' in state && typeof state.lobbyDepth === 'number'
    ? state.lobbyDepth
    : 0;
}

/** Navigates inside the app; `replace` swaps the history entry instead of adding one. */
export function navigate(to: string, options: { replace?: boolean } = {}): void {
  const target = `#${to.startsWith('/') ? to : `/${to}`}`;
  if (location.hash === target) return;
  const url = `${location.pathname}${location.search}${target}`;
  const oldURL = location.href;
  // Each entry remembers how many in-app steps lie behind it, so that back never leaves the app.
  const state = { lobbyDepth: options.replace ? depth() : depth() + 1 };
  history[options.replace ? 'replaceState' : 'pushState'](state, '', url);
  dispatchEvent(new HashChangeEvent('hashchange', { oldURL, newURL: location.href }));
}

/**
 * Back to where the player came from inside the app, or to `fallback` (in place of this entry) when this page
 * was the first of the visit (a link from elsewhere, a bookmark). `history.length` cannot tell, as it
 * also counts the pages of other sites before this one.
 */
export function goBack(fallback = '/'): void {
  if (depth() > 0) history.back();
  else navigate(fallback, { replace: true });
}
