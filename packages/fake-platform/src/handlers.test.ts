import { type CallSpec, calls, createApi, envelopeSchema, readAnswer } from '@lobby/api';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createFakePlatform } from './node.ts';
import { DEMO_ACCOUNT } from './store.ts';

const BASE_URL = 'http://lobby.test';
// A fixed clock: the seeded history and every answer are the same whatever the time of day.
const NOW = new Date('2026-11-22T04:00:00Z');
const fake = createFakePlatform(undefined, { now: () => NOW });

beforeAll(() => fake.server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => fake.scenarios.clear());
afterAll(() => fake.server.close());

function apiWith(session: { token: string | null }, timeoutMs?: number) {
  return createApi({
    baseUrl: BASE_URL,
    fetch: (request) => fetch(request),
    getToken: () => session.token,
    ...(timeoutMs === undefined ? {} : { timeoutMs }),
  });
}

/** Sends one raw request and reads the answer exactly as the client would, through the api package's reader. */
async function answerOf<T>(call: CallSpec<T>, init: { token?: string; body?: unknown; query?: string } = {}) {
  const response = await fetch(`${BASE_URL}${call.path}${init.query ?? ''}`, {
    method: call.method.toUpperCase(),
    headers: { Authorization: `Bearer ${init.token ?? ''}`, 'Content-Type': 'application/json' },
    ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
  });
  const text = await response.text();
  return { status: response.status, text, result: readAnswer(call, response.status, text) };
}

let counter = 0;
function freshName(): string {
  counter += 1;
  return `user${String(counter).padStart(4, '0')}`;
}

// The real backend's rule: a payment password of at least 8 characters (the spec's six digits are refused).
function registration(name: string) {
  return { name, password: 'pass1234', confirmPass: 'pass1234', realname: '李四', paypassword: '12345678' };
}

describe('a member journey through the api client', () => {
  it('registers, reads the user and balance, logs off and logs in again', async () => {
    const session: { token: string | null } = { token: null };
    const api = apiWith(session);
    const name = freshName();

    const registered = await api.register(registration(name));
    expect(registered.ok).toBe(true);
    if (!registered.ok) return;
    session.token = registered.data.token;
    expect(session.token).toHaveLength(60);

    expect(await api.user()).toMatchObject({
      ok: true,
      data: { username: name, balance: 0, gameBalance: 0, isBlacklisted: false, isDisabled: false, currentVip: 'VIP1' },
    });
    expect(await api.balance()).toEqual({ ok: true, data: { balance: 0, gameBalance: 0 }, message: '成功' });

    expect(await api.logoff()).toEqual({ ok: true, data: null, message: '退出成功' });
    // The old token is dead after logging off.
    expect(await api.balance()).toMatchObject({ ok: false, error: { kind: 'unauthorized', code: 401 } });

    session.token = null;
    const login = await api.login({ name, password: 'pass1234', code: 'ab12' });
    expect(login).toMatchObject({ ok: true, message: '成功' });
    session.token = login.ok ? login.data.token : null;
    expect(await api.user()).toMatchObject({ ok: true, data: { username: name } });
  });

  it('shows the demo account with its money', async () => {
    const session: { token: string | null } = { token: null };
    const api = apiWith(session);
    const login = await api.login({ name: DEMO_ACCOUNT.username, password: DEMO_ACCOUNT.password, code: 'ab12' });
    session.token = login.ok ? login.data.token : null;

    // The backend's balance is the wallet alone (getUserBalance); the venues' sum, gameblance, comes with the user.
    const balance = await answerOf(calls.balance, { token: session.token ?? '' });
    expect(JSON.parse(balance.text).data).toEqual({ balance: '8888.00' });
    expect(await api.user()).toMatchObject({ ok: true, data: { balance: 8888, gameBalance: 770.25 } });
  });

  it('lets a blocked player log in, then refuses every signed-in call with HTTP 403 account disabled', async () => {
    // login_pc is outside the api_auth group and reads neither status nor isblack; the middleware
    // (Apiauthenticate) refuses status <= 0 (frozen01) and isblack 1 (black01) before any controller runs.
    for (const name of ['black01', 'frozen01']) {
      const login = await answerOf(calls.login, { body: { name, password: 'demo1234', code: 'ab12' } });
      expect(login.result, name).toMatchObject({ ok: true, message: '成功' });
      const token = login.result.ok ? login.result.data.token : '';
      expect(token, name).toHaveLength(60);
      const signedIn: ReadonlyArray<CallSpec<unknown>> = [
        calls.user,
        calls.balance,
        calls.refreshusermoney,
        calls.getcard,
        calls.logoff,
      ];
      for (const call of signedIn) {
        const answer = await answerOf(call, { token, body: {} });
        expect(answer.status, `${name} ${call.path}`).toBe(403);
        expect(JSON.parse(answer.text), `${name} ${call.path}`).toEqual({ code: 403, message: 'account disabled' });
        expect(answer.result, `${name} ${call.path}`).toMatchObject({ ok: false, error: { code: 403 } });
      }
    }
  });

  it('ends the other session when the same member logs in again', async () => {
    const first = { token: null as string | null };
    const second = { token: null as string | null };
    const firstLogin = await apiWith(first).login({ name: 'demo01', password: 'demo1234', code: 'ab12' });
    first.token = firstLogin.ok ? firstLogin.data.token : null;
    const secondLogin = await apiWith(second).login({ name: 'demo01', password: 'demo1234', code: 'ab12' });
    second.token = secondLogin.ok ? secondLogin.data.token : null;

    expect(await apiWith(first).balance()).toMatchObject({ ok: false, error: { kind: 'unauthorized' } });
    expect((await apiWith(second).balance()).ok).toBe(true);
  });
});

describe('business errors in the backend codes', () => {
  it('refuses a wrong password with 203 and an unknown user with 202', async () => {
    const api = apiWith({ token: null });

    expect(await api.login({ name: 'demo01', password: 'wrong-pass', code: 'ab12' })).toEqual({
      ok: false,
      error: { kind: 'server', message: '登录密码错误', code: 203 },
    });
    expect(await api.login({ name: 'nobody99', password: 'whatever1', code: 'ab12' })).toEqual({
      ok: false,
      error: { kind: 'server', message: '用户不存在', code: 202 },
    });
  });

  it('refuses a taken username with 201', async () => {
    const api = apiWith({ token: null });

    expect(await api.register(registration('demo01'))).toEqual({
      ok: false,
      error: { kind: 'server', message: '此用户名已被注册', code: 201 },
    });
  });

  it('answers validation failures with code 1000 and no data key', async () => {
    const { text, result } = await answerOf(calls.register, {
      body: { ...registration(freshName()), password: 'short1' },
    });

    expect(JSON.parse(text)).toEqual({ code: 1000, message: '密码8到20位' });
    expect(result).toMatchObject({ ok: false, error: { kind: 'server', code: 1000 } });
    expect((await answerOf(calls.login, { body: { name: '', password: '' } })).result).toMatchObject({
      ok: false,
      error: { code: 1000 },
    });
    expect(
      (await answerOf(calls.register, { body: { ...registration(freshName()), paypassword: '123456' } })).result,
    ).toEqual({ ok: false, error: { kind: 'server', message: '密码8到20位', code: 1000 } });
  });

  it('answers an unknown or missing token with HTTP 401 authentication failed, no data', async () => {
    const stranger = { token: 'not-a-token' };
    const answers = [
      await answerOf(calls.user, stranger),
      await answerOf(calls.balance, stranger),
      await answerOf(calls.logoff, stranger),
      await answerOf(calls.withdraw, { ...stranger, body: { amount: 100, bank: 1, password: '123456' } }),
      // No token at all: the header arrives as `Bearer`.
      await answerOf(calls.user),
    ];
    for (const { status, text, result } of answers) {
      expect(status).toBe(401);
      expect(JSON.parse(text)).toEqual({ code: 401, message: 'authentication failed' });
      expect(result).toMatchObject({ ok: false, error: { kind: 'unauthorized', code: 401 } });
    }
  });

  it('does not leak the pay password in the registration answer', async () => {
    const { text } = await answerOf(calls.register, { body: registration(freshName()) });

    expect(text).not.toMatch(/paypwd|payPassword|12345678/);
  });
});

describe('site calls', () => {
  it('reports no customer service until one is set', async () => {
    const api = apiWith({ token: null });
    expect(await api.getservicerurl()).toEqual({ ok: true, data: { url: null }, message: '成功' });

    fake.store.setServiceUrl('https://kefu.example.com/chat');
    try {
      expect(await api.getservicerurl()).toMatchObject({ ok: true, data: { url: 'https://kefu.example.com/chat' } });
    } finally {
      fake.store.setServiceUrl('');
    }
  });

  it('reports what the site configuration says, maintenance included', async () => {
    const api = apiWith({ token: null });
    fake.store.setConfig({ site_state: '0' });
    try {
      expect(await api.app()).toMatchObject({ ok: true, data: { siteState: 0, title: 'Lobby娱乐城' } });
    } finally {
      fake.store.setConfig({ site_state: '1' });
    }
  });
});

describe('answers in the real shapes', () => {
  it('sends money and config values as strings and says "stay" on getVisitUrl', async () => {
    const login = await answerOf(calls.login, { body: { name: 'demo01', password: 'demo1234' } });
    const token = login.result.ok ? login.result.data.token : '';

    const app = JSON.parse((await answerOf(calls.app)).text);
    const user = JSON.parse((await answerOf(calls.user, { token })).text);
    const balance = JSON.parse((await answerOf(calls.balance, { token })).text);
    const visit = JSON.parse((await answerOf(calls.getVisitUrl, { query: '?path=%2F' })).text);

    expect(app.data).toMatchObject({ site_state: '1', index_modal: '1', redpacket_switch: '1', app_state: '1' });
    expect(app.data.site_logo).toMatch(/^\/\S+\.svg$/);
    expect(user.data).toMatchObject({ username: 'demo01', balance: '8888.00', gameblance: 770.25 });
    // getUserInfo sends neither flag (a blocked member never gets this far) and created_at as Carbon's ISO UTC.
    expect(Object.keys(user.data)).not.toContain('isblack');
    expect(Object.keys(user.data)).not.toContain('status');
    expect(user.data.created_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.000000Z$/);
    expect(user.data.current_vip).toMatch(/^VIP\d+$/);
    expect(balance.data).toMatchObject({ balance: '8888.00' });
    expect(visit).toEqual({ code: 500, message: 'wap', data: [] });
  });

  it('answers every call in a shape the api schemas accept', async () => {
    const name = freshName();
    const registered = await answerOf(calls.register, { body: registration(name) });
    const token = registered.result.ok ? registered.result.data.token : '';
    const answers = [
      registered,
      await answerOf(calls.app),
      await answerOf(calls.getVisitUrl, { query: '?path=%2F' }),
      await answerOf(calls.getservicerurl),
      await answerOf(calls.user, { token }),
      await answerOf(calls.balance, { token }),
      await answerOf(calls.logoff, { token }),
      await answerOf(calls.login, { body: { name, password: 'pass1234', code: 'ab12' } }),
    ];

    for (const answer of answers) {
      expect(envelopeSchema.safeParse(JSON.parse(answer.text)).success).toBe(true);
      expect(answer.result.ok).toBe(true);
    }
  });
});
