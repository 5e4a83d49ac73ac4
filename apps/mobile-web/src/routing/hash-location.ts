import { useSyncExternalStore } from 'react';
import { currentPath, currentSearch } from './hash-path.ts';

export { currentFullPath, currentPath, currentSearch } from './hash-path.ts';

// The old app used Vue's hash router, so links in the wild look like `#/login?type=1&pid=8`: the query lives
// inside the hash. These hooks keep the whole location (path and query) in the hash; the app matches its routes
// by exact path itself (routes.ts), so no router library is needed.

function subscribe(callback: () => void): () => void {
  addEventListener('hashchange', callback);
  addEventListener('popstate', callback);
  return () => {
    removeEventListener('hashchange', callback);
    removeEventListener('popstate', callback);
  };
}

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

/** The current in-app path (re-rendering on change) and the way to navigate. */
export function useHashLocation(): [string, (to: string, options?: { replace?: boolean }) => void] {
  return [useSyncExternalStore(subscribe, currentPath, () => '/'), navigate];
}

/** The current in-app query (without `?`), re-rendering on change. */
export function useHashSearch(): string {
  return useSyncExternalStore(subscribe, currentSearch, () => '');
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
