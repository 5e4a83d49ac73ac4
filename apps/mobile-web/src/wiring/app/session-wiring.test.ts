// The app actor as providers.ts builds it, on a page of its own in node: the visit check with the page's own
// origin and this tab's mark, and a blocked member's 403 from a screen's own call. The backend's answers are its
// own (shared/real-backend/answers.md).
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';

const page = vi.hoisted(() => {
  const memory = (): Storage => {
    const items = new Map<string, string>();
    return {
      getItem: (key) => items.get(key) ?? null,
      setItem: (key, value) => void items.set(key, String(value)),
      removeItem: (key) => void items.delete(key),
      clear: () => items.clear(),
      key: (index) => [...items.keys()][index] ?? null,
      get length() {
        return items.size;
      },
    };
  };
  const state = { hash: '#/', leaves: [] as string[], answers: new Map<string, { status: number; body: unknown }>() };
  const origin = 'http://127.0.0.1:8080';
  const moveTo = (url: string) => {
    state.hash = url.slice(url.indexOf('#'));
  };
  Object.assign(globalThis, {
    location: {
      origin,
      pathname: '/',
      search: '',
      get hash() {
        return state.hash;
      },
      get href() {
        return `${origin}/${state.hash}`;
      },
      assign: (url: string) => void state.leaves.push(url),
      replace: (url: string) => void state.leaves.push(url),
    },
    history: {
      state: null,
      length: 1,
      pushState: (_state: unknown, _title: string, url: string) => moveTo(url),
      replaceState: (_state: unknown, _title: string, url: string) => moveTo(url),
      back: () => undefined,
    },
    sessionStorage: memory(),
    localStorage: memory(),
    dispatchEvent: () => true,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    HashChangeEvent: class extends Event {},
  });
  return state;
});

import { createAccountApi } from '@lobby/api';
import { selectIsSignedIn } from '@lobby/domain/session';
import { dialogs } from './effects.ts';
import { createAppActor, transport } from './providers.ts';

const ok = (data: unknown) => ({ status: 200, body: { code: 200, message: '成功', data } });
const BLOCKED = { status: 403, body: { code: 403, message: 'account disabled' } };
const user = {
  username: 'kituser',
  avatar: '',
  balance: '100.00',
  gameblance: 0,
  isblack: 0,
  status: 1,
  current_vip: 'VIP1',
};

vi.stubGlobal('fetch', async (request: Request) => {
  const answer = page.answers.get(new URL(request.url).pathname);
  if (!answer) return new Response('not found', { status: 404 });
  return new Response(JSON.stringify(answer.body), {
    status: answer.status,
    headers: { 'Content-Type': 'application/json' },
  });
});

afterAll(() => vi.unstubAllGlobals());

const settle = () => new Promise((resolve) => setTimeout(resolve, 20));
const running: { stop: () => void }[] = [];

beforeEach(() => {
  for (const actor of running.splice(0)) actor.stop();
  sessionStorage.clear();
  page.leaves.length = 0;
  page.hash = '#/';
  page.answers.clear();
  page.answers.set('/api/app', ok({ title: 'Lobby', site_state: '1' }));
  page.answers.set('/api/user', ok(user));
  page.answers.set('/api/balance', ok({ balance: '100.00', gameblance: 0 }));
  let shown = dialogs.getSnapshot();
  while (shown) {
    dialogs.settle(shown.id, true);
    shown = dialogs.getSnapshot();
  }
});

async function started() {
  const actor = createAppActor();
  running.push(actor);
  actor.start();
  await settle();
  return actor;
}

describe('the visit check on this page', () => {
  it.each(['http://127.0.0.1:8080', 'http://127.0.0.1:8080/', 'HTTP://127.0.0.1:8080/wap/', '/wap/'])(
    "stays when the backend names the page's own origin as %s (a same-origin GET carries no Origin)",
    async (url) => {
      page.answers.set('/api/getVisitUrl', ok({ url }));
      await started();
      expect(page.leaves).toEqual([]);
      expect(sessionStorage.getItem('lobby.visitFollowed')).toBeNull();
    },
  );

  it('follows the same host on another port or scheme (another origin)', async () => {
    page.answers.set('/api/getVisitUrl', ok({ url: 'http://127.0.0.1:8081/' }));
    await started();
    expect(page.leaves).toEqual(['http://127.0.0.1:8081/']);
  });

  it('follows another origin once per tab session, whatever a logout wipes', async () => {
    page.answers.set('/api/getVisitUrl', ok({ url: 'http://m.example.com/' }));
    const first = await started();
    expect(page.leaves).toEqual(['http://m.example.com/']);
    expect(sessionStorage.getItem('lobby.visitFollowed')).toBe('1');
    first.send({ type: 'logout' });
    await settle();
    expect(sessionStorage.getItem('lobby.visitFollowed')).toBe('1');
    // The page came back (the other site sent the player here again): this time it stays.
    await started();
    expect(page.leaves).toEqual(['http://m.example.com/']);
  });
});

describe('a blocked member', () => {
  it("is signed out with the disabled message when a screen's own call meets the backend's 403", async () => {
    page.answers.set('/api/getVisitUrl', { status: 200, body: { code: 500, message: 'wap', data: [] } });
    sessionStorage.setItem('token', 'tok-1');
    const actor = await started();
    expect(selectIsSignedIn(actor.getSnapshot())).toBe(true);

    page.answers.set('/api/getcard', BLOCKED);
    const result = await createAccountApi(transport).getcard({ type: 1 });

    expect(result.ok ? '' : result.error.kind).toBe('blocked');
    expect(actor.getSnapshot().matches({ session: 'signedOut' })).toBe(true);
    expect(selectIsSignedIn(actor.getSnapshot())).toBe(false);
    expect(sessionStorage.getItem('token')).toBeNull();
    expect(dialogs.getSnapshot()).toMatchObject({ kind: 'alert', message: '该用户已被禁用，请联系管理员！' });
    expect(page.hash).toBe('#/login');
  });
});
