import { shellMessages as messages } from '../messages/index.ts';

/** What the guard needs to know: the session (a token is held) and the site's red-packet switch (null: unknown). */
export type RouteGuardInput = { signedIn: boolean; redPacketSwitch: number | null };

/**
 * The guard's answer for a navigation: go on; ask to log in first (a confirm dialog whose OK leads to `to`); or
 * refuse with a message and stay.
 */
export type RouteVerdict =
  | { kind: 'allow' }
  | { kind: 'confirmLogin'; message: string; to: '/login' }
  | { kind: 'refuse'; message: string };

/** Routes a visitor may not open without logging in (part 1 §5). */
export const LOGIN_ROUTES: readonly string[] = ['/hongbao', '/transfer'];

/** The red-packet route, closed when the site's switch is 0. */
export const RED_PACKET_ROUTE = '/hongbao';

const ALLOW: RouteVerdict = { kind: 'allow' };

/** The path of an in-app address without its query or fragment: `/hongbao?x=1` is `/hongbao`. */
function pathOf(path: string): string {
  return path.replace(/[?#].*$/s, '');
}

/**
 * Decides a navigation (part 1 §2 and §5). Logged out, /hongbao and /transfer ask to log in first
 * (精彩内容等你来体验，快来登录吧！, OK leads to /login); /hongbao with the red-packet switch 0 is refused
 * (红包已关闭). When both apply the login prompt wins, in the spec's order: a visitor is asked to log in, and
 * the switch is checked when they come back logged in. An unknown switch (site info not loaded) does not refuse.
 */
export function guardRoute(path: string, { signedIn, redPacketSwitch }: RouteGuardInput): RouteVerdict {
  const target = pathOf(path);
  if (!signedIn && LOGIN_ROUTES.includes(target)) {
    return { kind: 'confirmLogin', message: messages['auth.loginPrompt'], to: '/login' };
  }
  if (target === RED_PACKET_ROUTE && redPacketSwitch === 0) {
    return { kind: 'refuse', message: messages['redPacket.closed'] };
  }
  return ALLOW;
}
