import { readFileSync } from 'node:fs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { primedBannerList } from './areas/banner-list.ts';
import { createContentApi } from './areas/content.ts';
import { createGamesApi } from './areas/games.ts';
import { forgetPrimed, PRIMED_FRESH_MS, peek, prime, primedCalls, take } from './prime.ts';
import { createTransport, DEFAULT_TIMEOUT_MS } from './transport.ts';

const BASE = 'https://lobby.example';
const TOKEN = 'token-1';

/** What went out: method, address, body and the headers the backend reads. */
type Sent = { method: string; url: string; body: string; authorization: string | null; type: string | null };

async function describeRequest(request: Request): Promise<Sent> {
  return {
    method: request.method,
    url: request.url,
    body: await request.clone().text(),
    authorization: request.headers.get('Authorization'),
    type: request.headers.get('Content-Type'),
  };
}

const envelope = (data: unknown) => JSON.stringify({ code: 200, message: '', data });
const answer = (data: unknown = []) => new Response(envelope(data), { status: 200 });

/** A fetch that records every request and answers each with `reply`. */
function recordingFetch(reply: () => Promise<Response> = async () => answer()) {
  const sent: Sent[] = [];
  const fetch = vi.fn(async (input: string | URL | Request, init?: RequestInit) => {
    sent.push(await describeRequest(new Request(input, init)));
    return reply();
  });
  return { sent, fetch };
}

/** Home's three first calls through the client's own call areas. */
async function sendThroughApi(fetch: (request: Request) => Promise<Response>, token: string | null = TOKEN) {
  const transport = createTransport({ baseUrl: BASE, fetch: (input) => fetch(input), getToken: () => token });
  const content = createContentApi(transport);
  const games = createGamesApi(transport);
  return [await content.bannerList(), await content.homenotice(), await games.gameList()];
}

let now = 1_000;

beforeEach(() => {
  now = 1_000;
  vi.spyOn(performance, 'now').mockImplementation(() => now);
});

afterEach(() => {
  vi.restoreAllMocks();
  forgetPrimed();
});

describe('the primed calls', () => {
  it('are exactly the requests the call areas send: method, address, body and headers, logged in or out', async () => {
    for (const token of [TOKEN, null]) {
      const early = recordingFetch();
      prime({ baseUrl: BASE, token, fetch: early.fetch });
      // Nothing waits in the page now, so every call of the areas goes out and is recorded as sent.
      forgetPrimed();
      const api = recordingFetch();
      await sendThroughApi(api.fetch, token);
      await vi.waitFor(() => expect(early.sent).toHaveLength(3));
      const byUrl = (a: Sent, b: Sent) => a.url.localeCompare(b.url);
      expect(early.sent.sort(byUrl)).toEqual([...api.sent].sort(byUrl));
      expect(api.sent.map((request) => `${request.method} ${request.url} ${request.body}`)).toEqual([
        `POST ${BASE}/api/bannerList {"type":2}`,
        `POST ${BASE}/api/homenotice `,
        `GET ${BASE}/api/game/list?category= `,
      ]);
    }
  });

  it('send the banners at once and each other call in a task of its own', async () => {
    const early = recordingFetch();
    const tasks: (() => void)[] = [];
    prime({ baseUrl: BASE, token: TOKEN, fetch: early.fetch, later: (send) => tasks.push(send) });
    expect(early.fetch).toHaveBeenCalledTimes(1);
    expect(early.fetch.mock.calls[0]?.[0]).toBe(`${BASE}/api/bannerList`);
    expect(tasks).toHaveLength(2);
    for (const [index, task] of tasks.entries()) {
      task();
      expect(early.fetch).toHaveBeenCalledTimes(index + 2);
    }
    expect(early.fetch.mock.calls.map(([url]) => url)).toEqual([
      `${BASE}/api/bannerList`,
      `${BASE}/api/homenotice`,
      `${BASE}/api/game/list?category=`,
    ]);
  });

  it('are paths of the contract, and stay fresh as long as a call may wait', () => {
    const contract = readFileSync(new URL('../openapi.yaml', import.meta.url), 'utf8');
    for (const call of Object.values(primedCalls)) {
      expect(contract).toMatch(new RegExp(`^  ${call.path}:\\n    ${call.method.toLowerCase()}:`, 'm'));
    }
    expect(PRIMED_FRESH_MS).toBe(DEFAULT_TIMEOUT_MS);
  });

  it('answer the client’s calls without sending them again, once', async () => {
    const early = recordingFetch(async () => answer([{ src: 'https://cdn.example/b1.png' }]));
    prime({ baseUrl: BASE, token: TOKEN, fetch: early.fetch });
    const api = recordingFetch();
    const [banners] = await sendThroughApi(api.fetch);
    expect(api.sent).toEqual([]);
    expect(early.fetch).toHaveBeenCalledTimes(3);
    expect(banners).toEqual({
      ok: true,
      data: [{ image: 'https://cdn.example/b1.png', background: '', link: null }],
      message: '',
    });
    // A second round (a retry, a revisit) goes to the network.
    await sendThroughApi(api.fetch);
    expect(api.sent).toHaveLength(3);
  });

  it('are not taken by a request with another body, nor once older than a call may wait', async () => {
    prime({ baseUrl: BASE, token: TOKEN, fetch: recordingFetch().fetch });
    const typeThree = new Request(`${BASE}/api/bannerList`, { method: 'POST', body: '{"type":3}' });
    expect(await take(typeThree)).toBeUndefined();

    now += PRIMED_FRESH_MS;
    const late = new Request(`${BASE}/api/homenotice`, { method: 'POST' });
    expect(await take(late)).toBeUndefined();
    // Taken or refused, an entry is used once: the same request again finds nothing.
    now = 1_000;
    expect(await take(new Request(`${BASE}/api/homenotice`, { method: 'POST' }))).toBeUndefined();
    expect(await take(new Request(`${BASE}/api/game/list?category=`))).toBeInstanceOf(Response);
  });

  it('hand a network failure to the call that takes it, and leave none unhandled before', async () => {
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    const failing = vi.fn(async () => Promise.reject(new TypeError('Failed to fetch')));
    prime({ baseUrl: BASE, token: TOKEN, fetch: failing });
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(unhandled).not.toHaveBeenCalled();
    process.off('unhandledRejection', unhandled);
    const api = recordingFetch();
    const [banners] = await sendThroughApi(api.fetch);
    expect(banners).toMatchObject({ ok: false, error: { kind: 'network' } });
    expect(api.sent.map((request) => request.url)).not.toContain(`${BASE}/api/bannerList`);
  });

  it('can be read once fully arrived, as the call reads it, before the client takes them', async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    prime({
      baseUrl: BASE,
      token: null,
      fetch: async () => {
        await held;
        return answer([{ src: 'b1.png', background: '#000', url: 'https://x.example/' }]);
      },
    });
    const transport = createTransport({
      baseUrl: BASE,
      fetch: () => Promise.reject(new Error('sent again')),
      getToken: () => null,
    });
    expect(primedBannerList()).toBeUndefined();
    release();
    await vi.waitFor(() =>
      expect(primedBannerList()).toEqual({
        ok: true,
        data: [{ image: 'b1.png', background: '#000', link: 'https://x.example/' }],
        message: '',
      }),
    );
    // Reading leaves the answer for the call; once the call has taken it, nothing is left to read.
    expect(await createContentApi(transport).bannerList()).toMatchObject({ ok: true });
    expect(peek('bannerList')).toBeUndefined();
    expect(primedBannerList()).toBeUndefined();
  });
});
