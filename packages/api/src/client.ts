import createClient, { type Middleware } from 'openapi-fetch';
import { readAnswer } from './answer.ts';
import { type CallSpec, calls } from './calls.ts';
import type { components, paths } from './generated/openapi.ts';
import { type ApiResult, apiMessages, failure } from './result.ts';

/** The login form as the backend reads it. */
export type LoginPayload = components['schemas']['LoginPayload'];

/** The registration form as the backend reads it. */
export type RegisterPayload = components['schemas']['RegisterPayload'];

/** What {@link createApi} needs from its host. */
export type ApiOptions = {
  /** Origin (and prefix) of the backend; '' for the page's own origin. */
  baseUrl: string;
  /** The fetch to send with, passed in so tests and hosts choose it. */
  fetch: (input: Request, init?: RequestInit) => Promise<Response>;
  /** The current session token; null or '' when logged out. */
  getToken: () => string | null | undefined;
  /** Milliseconds before a call gives up with a timeout. */
  timeoutMs?: number;
};

/** The backend's own timeout, kept so slow networks behave as they did. */
export const DEFAULT_TIMEOUT_MS = 30_000;

type Sent = { data?: unknown; error?: unknown; response: Response };

function bodyText(sent: Sent): string | undefined {
  const body = sent.response.ok ? sent.data : sent.error;
  if (body === undefined || typeof body === 'string') return body;
  // openapi-fetch decodes error bodies that are JSON; the reader wants text either way.
  return JSON.stringify(body);
}

function aborted(signal: AbortSignal): Promise<never> {
  return new Promise((_resolve, reject) => {
    if (signal.aborted) reject(signal.reason);
    signal.addEventListener('abort', () => reject(signal.reason), { once: true });
  });
}

/**
 * Creates the platform client: one function per call, each resolving to an {@link ApiResult} and never throwing.
 * Every request carries `Authorization: Bearer <token>` (empty when logged out, as the backend expects) and JSON.
 */
export function createApi({ baseUrl, fetch, getToken, timeoutMs = DEFAULT_TIMEOUT_MS }: ApiOptions) {
  const client = createClient<paths>({ baseUrl, fetch });

  const headers: Middleware = {
    onRequest({ request }) {
      // Headers trims the value, so a logged-out request carries "Bearer" with no token.
      request.headers.set('Authorization', `Bearer ${getToken() ?? ''}`);
      request.headers.set('Accept', 'application/json');
      if (request.method !== 'GET') request.headers.set('Content-Type', 'application/json');
      return request;
    },
  };
  client.use(headers);

  async function run<T>(call: CallSpec<T>, send: (signal: AbortSignal) => Promise<Sent>): Promise<ApiResult<T>> {
    const controller = new AbortController();
    // A plain timer rather than AbortSignal.timeout: it keeps a Node process alive while a call is pending, and
    // fake timers in tests can drive it.
    const timer = setTimeout(() => controller.abort(new DOMException(apiMessages.timeout, 'TimeoutError')), timeoutMs);
    try {
      const sending = send(controller.signal);
      // The race settles even when a fetch ignores its signal; the loser's rejection is dropped here.
      sending.catch(() => undefined);
      const sent = await Promise.race([sending, aborted(controller.signal)]);
      return readAnswer(call, sent.response.status, bodyText(sent));
    } catch {
      return controller.signal.aborted
        ? failure('network', apiMessages.timeout)
        : failure('network', apiMessages.network);
    } finally {
      clearTimeout(timer);
    }
  }

  return {
    /** POST /api/app: site information. */
    app: () => run(calls.app, (signal) => client.POST('/api/app', { parseAs: 'text', signal })),
    /** GET /api/getVisitUrl: where this visitor should be; `url` null means stay. */
    getVisitUrl: (path: string) =>
      run(calls.getVisitUrl, (signal) =>
        client.GET('/api/getVisitUrl', { params: { query: { path } }, parseAs: 'text', signal }),
      ),
    /** POST /api/getservicerurl: the customer service address; `url` null when none is set. */
    getservicerurl: () =>
      run(calls.getservicerurl, (signal) => client.POST('/api/getservicerurl', { parseAs: 'text', signal })),
    /** POST /api/login_pc: logs in and hands out the rotated token. */
    login: (payload: LoginPayload) =>
      run(calls.login, (signal) => client.POST('/api/login_pc', { body: payload, parseAs: 'text', signal })),
    /** POST /api/register: creates a member and hands out its token. */
    register: (payload: RegisterPayload) =>
      run(calls.register, (signal) => client.POST('/api/register', { body: payload, parseAs: 'text', signal })),
    /** POST /api/user: the logged-in member. */
    user: () => run(calls.user, (signal) => client.POST('/api/user', { parseAs: 'text', signal })),
    /** POST /api/balance: the member's wallets. */
    balance: () => run(calls.balance, (signal) => client.POST('/api/balance', { parseAs: 'text', signal })),
    /** POST /api/logoff: ends the session on the server. */
    logoff: () => run(calls.logoff, (signal) => client.POST('/api/logoff', { parseAs: 'text', signal })),
  };
}

/** The platform client. */
export type Api = ReturnType<typeof createApi>;
