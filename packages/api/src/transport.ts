import createClient, { type Middleware } from 'openapi-fetch';
import { readAnswer } from './answer.ts';
import type { CallSpec } from './call-spec.ts';
import type { paths } from './generated/openapi.ts';
import { take } from './prime.ts';
import { type ApiResult, apiMessages, failure } from './result.ts';

/** What a transport (and {@link createApi}) needs from its host. */
export type ApiOptions = {
  /** Origin (and prefix) of the backend; '' for the page's own origin. */
  baseUrl: string;
  /** The fetch to send with, passed in so tests and hosts choose it. */
  fetch: (input: Request, init?: RequestInit) => Promise<Response>;
  /** The current session token; null or '' when logged out. */
  getToken: () => string | null | undefined;
  /** Milliseconds before a call gives up with a timeout. */
  timeoutMs?: number;
  /**
   * Told whenever a call's answer is `blocked` (HTTP 403, the member is disabled), before the call resolves: a
   * blocked player is signed out whichever call met it, a screen's own included.
   */
  onBlocked?: () => void;
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
 * The shared sending half of the client: the typed openapi-fetch client with the bearer and JSON headers (its
 * fetch takes a primed answer first, see prime.ts), and `run`, which sends one call with the timeout and reads its answer into an {@link ApiResult} without throwing.
 * The call areas (`createSessionApi`, `createWalletApi`, ...) bind to it, so a screen bundles only its calls.
 */
export function createTransport({ baseUrl, fetch, getToken, timeoutMs = DEFAULT_TIMEOUT_MS, onBlocked }: ApiOptions) {
  // A call the page primed before the app's code came (prime.ts) is answered by that answer, once.
  const client = createClient<paths>({
    baseUrl,
    fetch: async (request: Request) => (await take(request)) ?? fetch(request),
  });

  const headers: Middleware = {
    onRequest({ request }) {
      // Headers trims the value, so a logged-out request carries "Bearer" with no token.
      request.headers.set('Authorization', `Bearer ${getToken() ?? ''}`);
      request.headers.set('Accept', 'application/json');
      // A multipart upload already carries its own type with the boundary; everything else is JSON.
      if (request.method !== 'GET' && !request.headers.has('Content-Type')) {
        request.headers.set('Content-Type', 'application/json');
      }
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
      const result = readAnswer(call, sent.response.status, bodyText(sent));
      if (!result.ok && result.error.kind === 'blocked') onBlocked?.();
      return result;
    } catch {
      return controller.signal.aborted
        ? failure('network', apiMessages.timeout)
        : failure('network', apiMessages.network);
    } finally {
      clearTimeout(timer);
    }
  }

  return { client, run };
}

/** What the call areas send through. */
export type Transport = ReturnType<typeof createTransport>;
