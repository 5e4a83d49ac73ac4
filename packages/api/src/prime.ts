// The calls a page may send before the app's code has come ("primed"), and how the client takes their answers.
// A page's early script (`@lobby/api/prime`, this module alone: no client, no schemas, no openapi-fetch) calls
// `prime()`; every transport's fetch then calls `take(request)` first (transport.ts), so the call areas send
// nothing twice and the app sees no difference between a primed answer and its own. The early script and the
// app are separate bundles, so the answers wait for the app in one property of the page, private to this module.
import type { ApiPath } from './call-spec.ts';
import type { BannerListPayload } from './payloads.ts';

/** What a primed call sends: the contract's path, its query and its JSON body, exactly as its call area sends them. */
export type PrimedCall = {
  method: 'GET' | 'POST';
  path: ApiPath;
  query?: Readonly<Record<string, string>>;
  body?: Readonly<Record<string, unknown>>;
};

/** The home carousel's banners (type 2): what `bannerList()` sends unless told otherwise. */
export const HOME_BANNERS = { type: 2 } as const satisfies BannerListPayload;

/** Every game, with the category query sent empty (as the old app did): what `gameList()` sends. */
export const ALL_GAMES = { category: '' } as const;

/**
 * The calls the first page primes: home's three lists (its banners, the largest paint, first). The call areas
 * send them with these same constants (areas/banner-list.ts, content.ts, games.ts); `prime.test.ts` checks that
 * the requests are byte for byte the ones the areas send.
 */
export const primedCalls = {
  bannerList: { method: 'POST', path: '/api/bannerList', body: HOME_BANNERS },
  homenotice: { method: 'POST', path: '/api/homenotice' },
  gameList: { method: 'GET', path: '/api/game/list', query: ALL_GAMES },
} as const satisfies Record<string, PrimedCall>;

/** The name of a primed call. */
export type PrimedName = keyof typeof primedCalls;

/**
 * An answer older than this is left for a new call: priming is for the start, and a player whose app took
 * longer to load than a call may wait (the client's 30 s timeout) gets fresh lists rather than old ones.
 */
export const PRIMED_FRESH_MS = 30_000;

/** A primed answer's status and body, once it has fully arrived. */
export type Arrived = { status: number; text: string };

type Sent = { key: string; body: string; at: number; answer: Promise<Response>; arrived?: Arrived };

/** The page's one property the two bundles share (an early script's module and the app's are not the same). */
const SLOT = '__lobbyPrimed';
const page = globalThis as { [SLOT]?: Partial<Record<PrimedName, Sent>> };

const keyOf = (method: string, url: string) => `${method} ${url}`;
const isFresh = (sent: Sent) => performance.now() - sent.at < PRIMED_FRESH_MS;

/**
 * Where the primed calls go and as whom: the API's base address and the session token (null when logged out);
 * `later` runs a send in a task of its own (a timeout unless told).
 */
export type PrimeOptions = {
  baseUrl: string;
  token: string | null;
  fetch?: typeof globalThis.fetch;
  later?: (send: () => void) => void;
};

/**
 * Sends the primed calls with the transport's headers (the bearer token, JSON) and leaves each answer in the page
 * for the client. Returns each call's response (a copy is the caller's to read: `response.clone()`).
 *
 * The first call (the banners: the page's largest paint) leaves at once, each other in a task of its own: a fetch
 * took 4-13 ms of the early script's one task on a 4x slowed CPU, and with all three that task took 45-150 ms
 * (issue #32). Lighthouse's simulated LCP on / stayed where it was (median of 5: 1,823 ms against 1,819 ms).
 */
export function prime({
  baseUrl,
  token,
  fetch = globalThis.fetch,
  later = setTimeout,
}: PrimeOptions): Record<PrimedName, Promise<Response>> {
  const waiting: Partial<Record<PrimedName, Sent>> = {};
  page[SLOT] = waiting;
  const answers = {} as Record<PrimedName, Promise<Response>>;
  for (const [index, name] of (Object.keys(primedCalls) as PrimedName[]).entries()) {
    const { method, path, query, body: payload }: PrimedCall = primedCalls[name];
    // The address as openapi-fetch writes it: base, path, and the query's own serialisation.
    const url = new URL(`${baseUrl}${path}${query ? `?${new URLSearchParams(query)}` : ''}`).href;
    const body = payload ? JSON.stringify(payload) : '';
    const headers: Record<string, string> = { Authorization: `Bearer ${token ?? ''}`, Accept: 'application/json' };
    if (method !== 'GET') headers['Content-Type'] = 'application/json';
    const send = () => fetch(url, { method, headers, body: body || undefined });
    const answer = index ? new Promise<Response>((resolve) => later(() => resolve(send()))) : send();
    const sent: Sent = { key: keyOf(method, url), body, at: performance.now(), answer };
    // A failure is the client's to report when it takes the answer, as its own call's would be; until then it is
    // handled here, so the page logs no unhandled rejection.
    answer
      .then(async (response) => {
        sent.arrived = { status: response.status, text: await response.clone().text() };
      })
      .catch(() => undefined);
    waiting[name] = sent;
    answers[name] = answer;
  }
  return answers;
}

/** The answer to a primed call if it has fully arrived and is still fresh, and nobody has taken it (read, not taken). */
export function peek(name: PrimedName): Arrived | undefined {
  const sent = page[SLOT]?.[name];
  return sent && isFresh(sent) ? sent.arrived : undefined;
}

/**
 * The primed answer to this request (same method, address and body, still fresh), taken once; undefined when
 * there is none, and the request is then the caller's to send. The entry is gone before anything is awaited, so a
 * second request of the same address is always sent.
 */
export async function take(request: Request): Promise<Response | undefined> {
  const waiting = page[SLOT] ?? {};
  const key = keyOf(request.method, request.url);
  const name = (Object.keys(waiting) as PrimedName[]).find((primed) => waiting[primed]?.key === key);
  const sent = name && waiting[name];
  if (!sent) return undefined;
  delete waiting[name];
  return isFresh(sent) && (await request.clone().text()) === sent.body ? sent.answer : undefined;
}

/** Drops every primed answer not yet taken (tests; a page never needs it). */
export function forgetPrimed(): void {
  delete page[SLOT];
}
