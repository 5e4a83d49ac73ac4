// Calls sent by index.html's early script (early.ts) before the app's own script has arrived, and how the app
// takes their answers: the transport's fetch takes each once, for the same request, while fresh; home may read
// an answer that has arrived before its first frame. Both bundles import this module; each keeps only its part.

/** A call sent early, exactly as its api call area sends it: method, path with its query, JSON body. */
export type EarlyCall = { method: 'GET' | 'POST'; path: string; body?: string };

/** Home's three first calls (banners with their default payload, notices, every game), as @lobby/api sends them. */
export const HOME_EARLY_CALLS = {
  banners: { method: 'POST', path: '/api/bannerList', body: '{"type":2}' },
  notices: { method: 'POST', path: '/api/homenotice' },
  games: { method: 'GET', path: '/api/game/list?category=' },
} as const satisfies Record<string, EarlyCall>;

/**
 * An answer older than this is left for a new call: the early calls are for the start, and a player whose app
 * took longer to load than a call may take (the api's 30 s timeout) gets fresh lists rather than old ones.
 */
const FRESH_MS = 30_000;

/** An answer's status and body, once it has fully arrived. */
export type Arrived = { status: number; text: string };

type Sent = { body: string; at: number; answer: Promise<Response>; arrived?: Arrived };

/** The answers waiting in the page, by method and address (one property shared by the two scripts). */
const page = globalThis as { lobbyEarlyAnswers?: Record<string, Sent> };

const keyOf = (method: string, url: string) => `${method} ${url}`;
const isFresh = (sent: Sent) => performance.now() - sent.at < FRESH_MS;
const urlOf = (baseUrl: string, path: string) => new URL(`${baseUrl}${path}`).href;

/**
 * Sends the calls with the transport's headers (the bearer token, JSON) to the API's base address, and leaves
 * each answer in the page for the app. Returns the answers by path.
 */
export function sendEarly(
  calls: readonly EarlyCall[],
  baseUrl: string,
  token: string | null,
): Record<string, Promise<Response>> {
  const answers: Record<string, Promise<Response>> = {};
  page.lobbyEarlyAnswers ??= {};
  const waiting = page.lobbyEarlyAnswers;
  for (const { method, path, body = '' } of calls) {
    const url = urlOf(baseUrl, path);
    const headers: Record<string, string> = { Authorization: `Bearer ${token ?? ''}`, Accept: 'application/json' };
    if (method !== 'GET') headers['Content-Type'] = 'application/json';
    const answer = fetch(url, { method, headers, body: body || undefined });
    const sent: Sent = { body, at: performance.now(), answer };
    // A failure is the app's to report when it takes the answer, as its own call's would be; until then it is
    // handled here, so the page logs no unhandled rejection.
    answer
      .then(async (response) => {
        sent.arrived = { status: response.status, text: await response.clone().text() };
      })
      .catch(() => undefined);
    waiting[keyOf(method, url)] = sent;
    answers[path] = answer;
  }
  return answers;
}

/** The answer to an early call if it has fully arrived and is still fresh (read, not taken). */
export function arrivedEarly(call: EarlyCall, baseUrl: string): Arrived | undefined {
  const sent = page.lobbyEarlyAnswers?.[keyOf(call.method, urlOf(baseUrl, call.path))];
  return sent && isFresh(sent) ? sent.arrived : undefined;
}

/**
 * The transport's fetch: a request that an early call already sent (same method, address and body, and still
 * fresh) gets that call's answer, once; any other request is sent by `send`.
 */
export async function takeEarlyAnswer(request: Request, send: () => Promise<Response>): Promise<Response> {
  const key = keyOf(request.method, request.url);
  const sent = page.lobbyEarlyAnswers?.[key];
  if (sent === undefined) return send();
  // Gone at once, before anything is awaited: a second request of the same address is always sent.
  delete page.lobbyEarlyAnswers?.[key];
  return isFresh(sent) && (await request.clone().text()) === sent.body ? sent.answer : send();
}
