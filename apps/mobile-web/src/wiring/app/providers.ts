// The one module that adapts @lobby/api to @lobby/domain: it builds the API client, gives the machines their
// actors (calls) and actions (storage, navigation, dialogs, toasts), and creates the single app actor.
import {
  type ApiResult,
  type CallSpec,
  createSessionApi,
  createTransport,
  type SessionUser,
  type Transport,
} from '@lobby/api';
import { isForeignText, shellMessages } from '@lobby/domain/messages';
import type { CallResult } from '@lobby/domain/result';
import { createAppMachine } from '@lobby/domain/session';
import { createActor, fromPromise } from 'xstate';
import { isAppOrigin } from '../../ground/effects/safe-url.ts';
import {
  clearAll,
  LOCAL_KEYS,
  readJson,
  removeKey,
  SESSION_KEYS,
  writeJson,
  writeString,
} from '../../ground/effects/storage.ts';
import { keepingVisitMark, markVisitFollowed, visitFollowed } from '../../ground/effects/visit-mark.ts';
import { currentFullPath, navigate } from '../../ground/routing/hash-location.ts';
import { dialogs, loading, redirect, toaster } from './effects.ts';
import { apiBaseUrl, storedToken } from './endpoint.ts';

/** The running root actor, told of a blocked member by the transport; null until createAppActor. */
let runningApp: { send: (event: { type: 'session.block' }) => void } | null = null;

const sending = createTransport({
  baseUrl: apiBaseUrl(),
  // Looked up per call (tests replace it). A home list that index.html's early script primed is answered by that
  // answer instead, once: the transport's own doing (@lobby/api's prime.ts).
  fetch: (request) => fetch(request),
  getToken: storedToken,
  // A blocked member's 403 on any call, a screen's own included, ends the session (see createAppActor).
  onBlocked: () => runningApp?.send({ type: 'session.block' }),
});

/**
 * The one place the backend's English answers ("transfer success", "insufficient balance", ...) become the spec's
 * Chinese, by call and text (domain's server-words table, loaded with the first English answer). A good answer
 * whose message is its value (a deposit's order number, payinfo's pay type, getVisitUrl) keeps it.
 */
async function inPlayersWords<T>(call: CallSpec<T>, result: ApiResult<T>): Promise<ApiResult<T>> {
  if (!isForeignText(result.ok ? result.message : result.error.message)) return result;
  const messageIsData = call.input !== undefined || call.settle !== undefined;
  try {
    const { wordResult } = await import('./server-words.ts');
    return wordResult(call.path, result, messageIsData);
  } catch {
    return result;
  }
}

/** The one transport of the app: base address, bearer token, timeout. Screens bind the call areas they need to it. */
export const transport: Transport = {
  ...sending,
  run: async (call, send) => inPlayersWords(call, await sending.run(call, send)),
};

/** The calls the app shell makes from the start (site, session, login); other areas load with their screens. */
export const api = createSessionApi(transport);

/** Shows the loading overlay while a call the player started is under way. */
export async function withLoading<T>(call: Promise<T>): Promise<T> {
  const done = loading.start();
  try {
    return await call;
  } finally {
    done();
  }
}

/** The api result and the domain's call result have the same shape; this keeps the adapter explicit and typed. */
export function toCallResult<T>(result: ApiResult<T>): CallResult<T> {
  return result;
}

/**
 * Removes what the old app or an earlier version kept where it must not be: the player (personal data included)
 * in local storage, and the `baseURL` keys that once chose the API's host.
 */
function forgetLegacyStorage(): void {
  removeKey('local', LOCAL_KEYS.userInfo);
  removeKey('local', LOCAL_KEYS.baseURL);
  removeKey('session', SESSION_KEYS.baseURL);
}

/**
 * The player kept for this tab's session (session storage, wiped on logout, a 401 and a blacklisted or disabled
 * answer), only while the tab holds a token.
 */
function storedUser(): SessionUser | null {
  if (storedToken() === null) return null;
  const value = readJson('session', SESSION_KEYS.userInfo);
  if (typeof value !== 'object' || value === null) return null;
  const user = value as Partial<SessionUser>;
  return typeof user.username === 'string' && typeof user.balance === 'number' ? (value as SessionUser) : null;
}

/**
 * The app machine with the app's calls, storage, navigation and dialogs, over the domain's machine (`base`, built
 * here unless given). XState builds a machine's states when it is created, and again in `provide`: the start builds
 * `base` and provides it in two tasks of its own, not while the start chunk is evaluated (issue #32).
 */
export const liveAppMachine = (base: ReturnType<typeof createAppMachine> = createAppMachine()) =>
  base.provide({
    actors: {
      fetchAppInfo: fromPromise(async () => {
        const result = await api.app();
        if (result.ok) writeJson('local', LOCAL_KEYS.appInfo, result.data);
        return toCallResult(result);
      }),
      fetchVisitUrl: fromPromise(async ({ input }: { input: { path: string } }) =>
        toCallResult(await api.getVisitUrl(input.path)),
      ),
      fetchUser: fromPromise(async () => toCallResult(await api.user())),
      fetchBalance: fromPromise(async () => toCallResult(await api.balance())),
      logoff: fromPromise<CallResult<unknown>>(async () => toCallResult(await withLoading(api.logoff()))),
      confirmLogout: fromPromise(({ input }: { input: { title: string; message: string } }) => dialogs.confirm(input)),
    },
    actions: {
      saveToken: (_, params: { token: string }) => writeString('session', SESSION_KEYS.token, params.token),
      saveUser: (_, params: { user: SessionUser }) => writeJson('session', SESSION_KEYS.userInfo, params.user),
      clearStorage: () => keepingVisitMark(clearAll),
      navigate: (_, params: { to: string }) => navigate(params.to),
      redirect: (_, params: { url: string }) => redirect(params.url),
      markVisitFollowed: () => markVisitFollowed(),
      alert: (_, params: { title?: string; message: string }) => {
        void dialogs.alert({ title: params.title, message: params.message });
      },
      notify: (_, params: { message: string }) => toaster.show(params.message, { kind: 'error' }),
    },
  });

/** Creates the root app actor from what storage holds (a player from the old app keeps their session). */
export function createAppActor(machine: ReturnType<typeof liveAppMachine> = liveAppMachine()) {
  forgetLegacyStorage();
  const actor = createActor(machine, {
    input: {
      token: storedToken(),
      user: storedUser(),
      path: currentFullPath(),
      // The browser's URL parser reads every form of an address (case, default ports, paths, relative ones).
      isOwnOrigin: (url: string) => isAppOrigin(url),
      visitFollowed: visitFollowed(),
    },
  });
  runningApp = actor;
  return actor;
}

/** Shown when the back office has not set a customer service address. */
const NO_SERVICE_URL = '在线客服暂未开放，请稍后再试';

/** Bottom navigation's customer service: says it is connecting, then replaces the page with the service address. */
export async function openCustomerService(): Promise<void> {
  toaster.show(shellMessages['kefu.connecting'], { kind: 'success' });
  const result = await withLoading(api.getservicerurl());
  if (!result.ok) {
    toaster.show(result.error.message, { kind: 'error' });
    return;
  }
  if (!result.data.url) {
    toaster.show(NO_SERVICE_URL, { kind: 'error' });
    return;
  }
  redirect(result.data.url, { replace: true });
}
