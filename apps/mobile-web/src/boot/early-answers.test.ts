import { createContentApi, createGamesApi, createTransport } from '@lobby/api';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { arrivedEarly, HOME_EARLY_CALLS, sendEarly, takeEarlyAnswer } from './early-answers.ts';

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
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    sent.push(await describeRequest(new Request(input, init)));
    return reply();
  });
  return { sent, fetch };
}

/** The home's three first calls as the app's own call areas send them. */
async function sendThroughApi(fetch: (request: Request) => Promise<Response>) {
  const transport = createTransport({
    baseUrl: BASE,
    fetch: (input) => takeEarlyAnswer(input, () => fetch(input)),
    getToken: () => TOKEN,
  });
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
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  delete (globalThis as { lobbyEarlyAnswers?: unknown }).lobbyEarlyAnswers;
});

describe('the early calls', () => {
  it('are exactly the requests the api sends for home: method, address, body and headers', async () => {
    const early = recordingFetch();
    vi.stubGlobal('fetch', early.fetch);
    sendEarly(Object.values(HOME_EARLY_CALLS), BASE, TOKEN);
    // Nothing waits in the page here, so every api call goes out and is recorded as sent.
    delete (globalThis as { lobbyEarlyAnswers?: unknown }).lobbyEarlyAnswers;
    const api = recordingFetch();
    await sendThroughApi(api.fetch);
    await vi.waitFor(() => expect(early.sent).toHaveLength(3));
    const byUrl = (a: Sent, b: Sent) => a.url.localeCompare(b.url);
    expect(early.sent.sort(byUrl)).toEqual([...api.sent].sort(byUrl));
    expect(api.sent.map((request) => request.url)).toEqual([
      `${BASE}/api/bannerList`,
      `${BASE}/api/homenotice`,
      `${BASE}/api/game/list?category=`,
    ]);
  });

  it('answer the app’s first calls without sending them again, once', async () => {
    const early = recordingFetch(async () => answer([{ src: 'https://cdn.example/b1.png' }]));
    vi.stubGlobal('fetch', early.fetch);
    sendEarly(Object.values(HOME_EARLY_CALLS), BASE, TOKEN);
    const api = recordingFetch();
    const [banners] = await sendThroughApi(api.fetch);
    expect(api.sent).toEqual([]);
    expect(banners).toEqual({
      ok: true,
      data: [{ image: 'https://cdn.example/b1.png', background: '', link: null }],
      message: '',
    });
    // A second round (a retry, a revisit) goes to the network.
    await sendThroughApi(api.fetch);
    expect(api.sent).toHaveLength(3);
  });

  it('are not used for a request with another body, nor once older than a call may wait', async () => {
    vi.stubGlobal('fetch', recordingFetch().fetch);
    sendEarly([HOME_EARLY_CALLS.banners], BASE, TOKEN);
    const other = recordingFetch();
    const typeThree = new Request(`${BASE}/api/bannerList`, { method: 'POST', body: '{"type":3}' });
    await takeEarlyAnswer(typeThree, () => other.fetch(typeThree));
    expect(other.sent.map((request) => request.body)).toEqual(['{"type":3}']);

    sendEarly([HOME_EARLY_CALLS.notices], BASE, TOKEN);
    now += 30_000;
    const late = new Request(`${BASE}/api/homenotice`, { method: 'POST' });
    await takeEarlyAnswer(late, () => other.fetch(late));
    expect(other.sent).toHaveLength(2);
  });

  it('hand a network failure to the call that takes it, and leave none unhandled before', async () => {
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    sendEarly(Object.values(HOME_EARLY_CALLS), BASE, TOKEN);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(unhandled).not.toHaveBeenCalled();
    process.off('unhandledRejection', unhandled);
    const [banners] = await sendThroughApi(recordingFetch().fetch);
    expect(banners).toMatchObject({ ok: false, error: { kind: 'network' } });
  });

  it('can be read once fully arrived, before the app takes them', async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        await held;
        return answer([{ src: 'b1.png' }]);
      }),
    );
    sendEarly([HOME_EARLY_CALLS.banners], BASE, null);
    expect(arrivedEarly(HOME_EARLY_CALLS.banners, BASE)).toBeUndefined();
    release();
    await vi.waitFor(() =>
      expect(arrivedEarly(HOME_EARLY_CALLS.banners, BASE)).toEqual({
        status: 200,
        text: envelope([{ src: 'b1.png' }]),
      }),
    );
    // Reading leaves the answer for the app's call; after the call has taken it, nothing is left to read.
    const request = new Request(`${BASE}/api/bannerList`, { method: 'POST', body: '{"type":2}' });
    const taken = await takeEarlyAnswer(request, () => Promise.reject(new Error('sent again')));
    expect(taken.status).toBe(200);
    expect(arrivedEarly(HOME_EARLY_CALLS.banners, BASE)).toBeUndefined();
  });
});
