import {
  type AnyActorLogic,
  assign,
  enqueueActions,
  fromPromise,
  type SnapshotFrom,
  sendParent,
  sendTo,
  setup,
  stopChild,
} from 'xstate';
import { shellMessages as messages } from '../messages/index.ts';
import { BALANCE_POLL_MS, createPollerMachine } from '../poller/index.ts';
import type { CallError, CallResult } from '../result/index.ts';
import type { AppInfo, Balance, SessionUser } from './session.types.ts';
import { type VisitPage, visitRedirect } from './visit.ts';

/**
 * What the app starts the root actor with: the stored token and user, the current full path, whether an address
 * is on the page's own origin (the app's URL parser against `location.origin`) and whether this tab already followed
 * a visit URL (the app keeps that mark): the machine reads no DOM.
 */
export type AppInput = {
  token: string | null;
  user: SessionUser | null;
  path: string;
  isOwnOrigin: (url: string) => boolean;
  visitFollowed: boolean;
};

/** The root actor's state: site settings, the session and the polled balances. */
export type AppContext = {
  site: AppInfo | null;
  siteError: string | null;
  token: string | null;
  user: SessionUser | null;
  balance: number | null;
  gameBalance: number | null;
  path: string;
  /** The page's own-origin test and this tab's visit mark, which decide whether a visit URL is followed. */
  visit: VisitPage;
  /** Where a login lands once the user loads ('/' or its redirect); null for a restored session, which stays put. */
  landing: string | null;
  /** The id of the balance poller child while signed in; empty otherwise. */
  pollerId: string;
  /** Failed site-settings loads in a row: the wait before the next try doubles with each. */
  siteAttempts: number;
  /** The floating red-packet button was closed: it stays closed on every shell route until the app reloads. */
  redPacketClosed: boolean;
};

/** What an alert dialog shows. */
export type AlertParams = { title?: string; message: string };

/** What the logout confirmation asks. */
export type LogoutPrompt = { title: string; message: string };

/**
 * Events of the root actor. `session.start` comes from the login screen, with the in-app path to land on (the
 * app has already checked its `redirect` query; home when absent). `balance.receive` and `session.expire` come from the balance poller child;
 * `visibility.*` is forwarded to it.
 */
export type AppEvent =
  | { type: 'site.retry' }
  /** The floating red-packet button's ✕. */
  | { type: 'redPacket.close' }
  | { type: 'session.start'; token: string; redirect?: string }
  | { type: 'user.refresh' }
  /** A fresh copy of the player read by a screen's own call (the wallet's refresh): kept like a loaded user. */
  | { type: 'user.receive'; user: SessionUser }
  | { type: 'logout' }
  /** The session ends at once, without asking or logging off (a changed login password). */
  | { type: 'session.end' }
  | { type: 'visibility.hide' }
  | { type: 'visibility.show' }
  | { type: 'balance.receive'; data: unknown }
  | { type: 'session.expire' }
  /** A signed-in call met the blocked member's HTTP 403 (the app's transport says so for every call). */
  | { type: 'session.block' };

type AppAction =
  | { type: 'alert'; params: AlertParams }
  | { type: 'notify'; params: { message: string } }
  | { type: 'navigate'; params: { to: string } }
  | { type: 'assignUser'; params: { user: SessionUser } }
  | { type: 'saveUser'; params: { user: SessionUser } }
  | { type: 'clearStorage' }
  | { type: 'forgetSession' };

const expireActions: AppAction[] = [
  // The poller and the user load run only while a token is held, so "alert only if a token existed" always holds.
  { type: 'alert', params: { title: messages['session.expiredTitle'], message: messages['session.expired'] } },
  { type: 'clearStorage' },
  { type: 'forgetSession' },
  { type: 'navigate', params: { to: '/login' } },
];

function refuse(message: string): AppAction[] {
  return [{ type: 'alert', params: { message } }, { type: 'clearStorage' }, { type: 'forgetSession' }];
}

// The backend's 403 (`Apiauthenticate`) answers alike for a status of 0 or less, `isdel` and `isblack`, and says
// only "account disabled". The spec's disabled-player message is the one that is true of every case: two of the
// three are a disabled account, the backend itself calls all three disabled, and it accuses nobody of being
// blacklisted who may not be (the blacklist message stays for the user load that says `isblack`). Like a 401, it
// can end a session on any screen, so the player goes to /login.
const blockedActions: AppAction[] = [
  ...refuse(messages['session.disabled']),
  { type: 'navigate', params: { to: '/login' } },
];

function failureActions({ error }: { error: CallError }): AppAction[] {
  if (error.kind === 'unauthorized') return expireActions;
  if (error.kind === 'blocked') return blockedActions;
  return [{ type: 'notify', params: { message: error.message } }];
}

function userActions(result: CallResult<SessionUser>): AppAction[] {
  if (!result.ok) return failureActions(result);
  const user = result.data;
  if (user.isBlacklisted) return refuse(messages['session.blacklisted']);
  if (user.isDisabled) return refuse(messages['session.disabled']);
  return [
    { type: 'assignUser', params: { user } },
    { type: 'saveUser', params: { user } },
  ];
}

function endsSession(result: CallResult<SessionUser>): boolean {
  return result.ok
    ? result.data.isBlacklisted || result.data.isDisabled
    : result.error.kind === 'unauthorized' || result.error.kind === 'blocked';
}

function siteOutcome(result: CallResult<AppInfo>): Pick<AppContext, 'site' | 'siteError'> | { siteError: string } {
  return result.ok ? { site: result.data, siteError: null } : { siteError: result.error.message };
}

function isBalance(data: unknown): data is Balance {
  return (
    typeof data === 'object' &&
    data !== null &&
    'balance' in data &&
    'gameBalance' in data &&
    typeof data.balance === 'number' &&
    typeof data.gameBalance === 'number'
  );
}

const unprovidedBalance = fromPromise<CallResult<Balance>>(() =>
  Promise.reject(new Error('fetchBalance is provided by the app')),
);

// A child's named actors resolve against the child's own machine, not its parent's. So the poller is built
// when the session starts polling, from the fetchBalance provided to the running machine, and reports back
// to its parent with events.
function balancePoller(provided: AnyActorLogic | { src: AnyActorLogic } | undefined) {
  const fetchBalance: AnyActorLogic =
    provided === undefined ? unprovidedBalance : 'src' in provided ? provided.src : provided;
  return createPollerMachine().provide({
    actors: { poll: fetchBalance },
    actions: {
      deliver: sendParent((_, data: unknown) => ({ type: 'balance.receive', data })),
      onUnauthorized: sendParent({ type: 'session.expire' }),
      onBlocked: sendParent({ type: 'session.block' }),
    },
  });
}

/** The longest wait between two tries of the site settings. */
export const SITE_RETRY_MAX_MS = 60_000;

/** The wait before the next try after `attempts` failed loads in a row: 2 s, doubling, at most a minute. */
export function siteRetryDelay(attempts: number): number {
  return Math.min(1000 * 2 ** Math.max(1, attempts), SITE_RETRY_MAX_MS);
}

const appSetup = setup({
  types: {
    context: {} as AppContext,
    events: {} as AppEvent,
    input: {} as AppInput,
  },
  actors: {
    fetchAppInfo: fromPromise<CallResult<AppInfo>>(() =>
      Promise.reject(new Error('fetchAppInfo is provided by the app')),
    ),
    fetchVisitUrl: fromPromise<CallResult<{ url: string | null }>, { path: string }>(() =>
      Promise.reject(new Error('fetchVisitUrl is provided by the app')),
    ),
    fetchUser: fromPromise<CallResult<SessionUser>>(() =>
      Promise.reject(new Error('fetchUser is provided by the app')),
    ),
    fetchBalance: unprovidedBalance,
    logoff: fromPromise<CallResult<unknown>>(() => Promise.reject(new Error('logoff is provided by the app'))),
    confirmLogout: fromPromise<boolean, LogoutPrompt>(() =>
      Promise.reject(new Error('confirmLogout is provided by the app')),
    ),
  },
  actions: {
    saveToken: (_, _params: { token: string }) => {},
    saveUser: (_, _params: { user: SessionUser }) => {},
    clearStorage: () => {},
    navigate: (_, _params: { to: string }) => {},
    redirect: (_, _params: { url: string }) => {},
    /** Keeps, for this tab's session, that a visit URL was followed: the next start stays wherever it lands. */
    markVisitFollowed: () => {},
    alert: (_, _params: AlertParams) => {},
    notify: (_, _params: { message: string }) => {},
    assignUser: assign((_, { user }: { user: SessionUser }) => ({
      user,
      balance: user.balance,
      gameBalance: user.gameBalance,
    })),
    forgetSession: assign({ token: null, user: null, balance: null, gameBalance: null, landing: null }),
  },
  guards: {
    hasToken: ({ context }) => context.token !== null,
  },
  delays: {
    siteRetry: ({ context }) => siteRetryDelay(context.siteAttempts),
  },
});

// A blocked member's 403, from the transport or the balance poller: signed out with the disabled message.
const enqueueBlocked = appSetup.enqueueActions(({ enqueue }) => {
  for (const action of blockedActions) enqueue(action);
});

/**
 * The one root actor: site settings (maintenance when siteState is 0), the visit-URL redirect, and the session
 * with its balance poller. Every effect is a named action or actor the app provides. A function, not a module-level
 * machine: XState builds every state when a machine is created, and the app creates it in a task of its own rather
 * than while its start script is evaluated (issue #32).
 */
export function createAppMachine() {
  return appSetup.createMachine({
    id: 'app',
    type: 'parallel',
    context: ({ input }) => ({
      site: null,
      siteError: null,
      token: input.token,
      // A kept player without a session token is a previous player's: nothing of theirs shows (a new tab, a token
      // gone), and storage is no source of who is signed in.
      user: input.token ? input.user : null,
      balance: input.token ? (input.user?.balance ?? null) : null,
      gameBalance: input.token ? (input.user?.gameBalance ?? null) : null,
      path: input.path,
      visit: { isOwnOrigin: input.isOwnOrigin, followed: input.visitFollowed },
      landing: null,
      pollerId: '',
      siteAttempts: 0,
      redPacketClosed: false,
    }),
    on: {
      'redPacket.close': { actions: assign({ redPacketClosed: true }) },
    },
    states: {
      site: {
        initial: 'loading',
        states: {
          loading: {
            invoke: {
              src: 'fetchAppInfo',
              onDone: [
                {
                  guard: ({ event }) => event.output.ok && event.output.data.siteState === 0,
                  target: 'maintenance',
                  actions: assign(({ event }) => siteOutcome(event.output)),
                },
                {
                  guard: ({ event }) => event.output.ok,
                  target: 'ready',
                  actions: assign(({ event }) => siteOutcome(event.output)),
                },
                { target: 'failed', actions: assign(({ event }) => siteOutcome(event.output)) },
              ],
              onError: { target: 'failed', actions: assign({ siteError: messages['auth.networkError'] }) },
            },
          },
          ready: { entry: assign({ siteAttempts: 0 }) },
          maintenance: { entry: assign({ siteAttempts: 0 }) },
          // Tried again by itself, 2, 4, 8 ... up to 60 s apart, and at once on 重试: maintenance, the popups, the
          // red-packet switch and the download links all wait on these settings.
          failed: {
            entry: assign(({ context }) => ({ siteAttempts: context.siteAttempts + 1 })),
            after: { siteRetry: 'loading' },
            on: { 'site.retry': 'loading' },
          },
        },
      },
      visit: {
        initial: 'checking',
        states: {
          checking: {
            invoke: {
              src: 'fetchVisitUrl',
              input: ({ context }) => ({ path: context.path }),
              onDone: {
                target: 'checked',
                actions: enqueueActions(({ context, event, enqueue }) => {
                  const url = visitRedirect(event.output.ok ? event.output.data.url : null, context.visit);
                  if (url !== null) {
                    enqueue('markVisitFollowed');
                    enqueue({ type: 'redirect', params: { url } });
                  }
                }),
              },
              // The visit check is best effort: without an answer the player simply stays.
              onError: 'checked',
            },
          },
          checked: { type: 'final' },
        },
      },
      session: {
        initial: 'restoring',
        on: {
          'session.start': {
            target: '.loadingUser',
            actions: [
              assign({ token: ({ event }) => event.token, landing: ({ event }) => event.redirect ?? '/' }),
              { type: 'saveToken', params: ({ event }) => ({ token: event.token }) },
            ],
          },
        },
        states: {
          restoring: {
            always: [{ guard: 'hasToken', target: 'loadingUser' }, { target: 'signedOut' }],
          },
          // Logout works from here too: whatever a previous session left in storage is wiped.
          signedOut: { on: { logout: { actions: ['clearStorage', 'forgetSession'] } } },
          loadingUser: {
            on: { 'session.block': { target: 'signedOut', actions: enqueueBlocked } },
            invoke: {
              src: 'fetchUser',
              onDone: [
                {
                  guard: ({ event }) => endsSession(event.output),
                  target: 'signedOut',
                  actions: enqueueActions(({ event, enqueue }) => {
                    for (const action of userActions(event.output)) enqueue(action);
                  }),
                },
                {
                  // A user load that fails for another reason keeps the token: the session is decided by it.
                  target: 'signedIn',
                  actions: enqueueActions(({ event, enqueue }) => {
                    for (const action of userActions(event.output)) enqueue(action);
                  }),
                },
              ],
              onError: {
                target: 'signedIn',
                actions: { type: 'notify', params: { message: messages['auth.networkError'] } },
              },
            },
          },
          signedIn: {
            entry: [
              enqueueActions(({ context, enqueue }) => {
                if (context.landing !== null) {
                  enqueue({ type: 'navigate', params: { to: context.landing } });
                  enqueue.assign({ landing: null });
                }
              }),
              assign({
                pollerId: ({ spawn, self }) =>
                  spawn(balancePoller(self.getSnapshot().machine.implementations.actors.fetchBalance), {
                    input: { interval: BALANCE_POLL_MS },
                  }).id,
              }),
            ],
            exit: [stopChild(({ context }) => context.pollerId), assign({ pollerId: '' })],
            on: {
              'balance.receive': {
                actions: assign(({ event }) =>
                  isBalance(event.data) ? { balance: event.data.balance, gameBalance: event.data.gameBalance } : {},
                ),
              },
              // A changed login password: the old session is over; clear, stop polling and sign in again.
              'session.end': {
                target: 'signedOut',
                actions: ['clearStorage', 'forgetSession', { type: 'navigate', params: { to: '/login' } }],
              },
              'session.expire': {
                target: 'signedOut',
                actions: enqueueActions(({ enqueue }) => {
                  for (const action of expireActions) enqueue(action);
                }),
              },
              'session.block': { target: 'signedOut', actions: enqueueBlocked },
              'user.receive': [
                {
                  guard: ({ event }) => endsSession({ ok: true, data: event.user, message: '' }),
                  target: 'signedOut',
                  actions: enqueueActions(({ event, enqueue }) => {
                    for (const action of userActions({ ok: true, data: event.user, message: '' })) enqueue(action);
                  }),
                },
                {
                  actions: enqueueActions(({ event, enqueue }) => {
                    for (const action of userActions({ ok: true, data: event.user, message: '' })) enqueue(action);
                  }),
                },
              ],
              'visibility.*': {
                actions: sendTo(
                  ({ context }) => context.pollerId,
                  ({ event }) => ({ type: event.type }),
                ),
              },
            },
            initial: 'idle',
            states: {
              idle: {
                on: {
                  'user.refresh': 'refreshing',
                  logout: 'confirmingLogout',
                },
              },
              refreshing: {
                invoke: {
                  src: 'fetchUser',
                  onDone: [
                    {
                      guard: ({ event }) => endsSession(event.output),
                      target: '#app.session.signedOut',
                      actions: enqueueActions(({ event, enqueue }) => {
                        for (const action of userActions(event.output)) enqueue(action);
                      }),
                    },
                    {
                      target: 'idle',
                      actions: enqueueActions(({ event, enqueue }) => {
                        for (const action of userActions(event.output)) enqueue(action);
                      }),
                    },
                  ],
                  onError: {
                    target: 'idle',
                    actions: { type: 'notify', params: { message: messages['auth.networkError'] } },
                  },
                },
              },
              confirmingLogout: {
                invoke: {
                  src: 'confirmLogout',
                  input: { title: messages['logout.title'], message: messages['logout.confirm'] },
                  onDone: [
                    { guard: ({ event }) => event.output, target: '#app.session.loggingOff' },
                    { target: 'idle' },
                  ],
                  onError: 'idle',
                },
              },
            },
          },
          loggingOff: {
            invoke: {
              src: 'logoff',
              // Logging off ends the session whatever the server answers.
              onDone: {
                target: 'signedOut',
                actions: ['clearStorage', 'forgetSession', { type: 'navigate', params: { to: '/login' } }],
              },
              onError: {
                target: 'signedOut',
                actions: ['clearStorage', 'forgetSession', { type: 'navigate', params: { to: '/login' } }],
              },
            },
          },
        },
      },
    },
  });
}

/** A snapshot of the root actor. */
export type AppSnapshot = SnapshotFrom<ReturnType<typeof createAppMachine>>;

/** The site settings, or null until they load. */
export const selectSite = (snapshot: AppSnapshot): AppInfo | null => snapshot.context.site;

/** Whether the site is under maintenance (siteState 0), which replaces the whole app. */
export const selectIsMaintenance = (snapshot: AppSnapshot): boolean => snapshot.matches({ site: 'maintenance' });

/** Whether the site settings failed to load; `site.retry` tries again. */
export const selectSiteFailed = (snapshot: AppSnapshot): boolean => snapshot.matches({ site: 'failed' });

/** Why the site settings failed to load, or null. */
export const selectSiteError = (snapshot: AppSnapshot): string | null => snapshot.context.siteError;

/** The logged-in player, or null. */
export const selectUser = (snapshot: AppSnapshot): SessionUser | null => snapshot.context.user;

/** Whether the player's info is being read again (`user.refresh`), for a busy refresh control. */
export const selectIsRefreshingUser = (snapshot: AppSnapshot): boolean =>
  snapshot.matches({ session: { signedIn: 'refreshing' } });

/** The wallet balance, or null when unknown; a primitive, so a poll tick re-renders only when it changes. */
export const selectBalance = (snapshot: AppSnapshot): number | null => snapshot.context.balance;

/** The game-wallet balance, or null when unknown. */
export const selectGameBalance = (snapshot: AppSnapshot): number | null => snapshot.context.gameBalance;

/** Whether a session token is held: the spec decides logged in or out by the token alone. */
export const selectIsSignedIn = (snapshot: AppSnapshot): boolean => snapshot.context.token !== null;

/** Whether the floating red-packet button shows (on shell routes): the site's switch is on and it was not closed. */
export const selectRedPacketShown = (snapshot: AppSnapshot): boolean =>
  snapshot.context.site?.redpacketSwitch === 1 && !snapshot.context.redPacketClosed;
