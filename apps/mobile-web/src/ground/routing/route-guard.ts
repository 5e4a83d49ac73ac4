import { guardRoute, type RouteVerdict } from '@lobby/domain/routing';

/** The login address for a route that needs a session: `/login?redirect=<the full in-app path>`. */
export function loginRedirect(fullPath: string): string {
  return `/login?redirect=${encodeURIComponent(fullPath)}`;
}

/**
 * Where a navigation to `fullPath` must go instead of the route, or null when it may show: a route with
 * `requireAuth` sends a player without a session token to {@link loginRedirect}. Only in-app paths come here (the
 * hash router's own location), and /login reads the query back through `safeRedirectPath`.
 */
export function authRedirect(fullPath: string, route: { requireAuth?: boolean } | undefined, signedIn: boolean) {
  return route?.requireAuth && !signedIn ? loginRedirect(fullPath) : null;
}

/** What the shell does with a guarded navigation (see `guardRoute`): show it, ask to log in, or refuse. */
export type GuardStep =
  | { kind: 'show' }
  | { kind: 'confirmLogin'; message: string; to: string; back: string }
  | { kind: 'refuse'; message: string; back: string };

/** The path of an in-app location without its query. */
const pathOf = (fullPath: string): string => fullPath.replace(/[?#].*$/s, '');

/**
 * Decides a navigation to `fullPath` for the shell. A guarded one goes `back` to where the player was: the last
 * in-app location that was shown, unless that is the guarded route itself (a red packet shown before the site
 * settings said it is closed), else home.
 */
export function guardStep(
  fullPath: string,
  facts: { signedIn: boolean; redPacketSwitch: number | null },
  lastShown: string | null,
): GuardStep {
  const verdict: RouteVerdict = guardRoute(fullPath, facts);
  if (verdict.kind === 'allow') return { kind: 'show' };
  const back = lastShown !== null && pathOf(lastShown) !== pathOf(fullPath) ? lastShown : '/';
  if (verdict.kind === 'refuse') return { kind: 'refuse', message: verdict.message, back };
  return { kind: 'confirmLogin', message: verdict.message, to: verdict.to, back };
}
