import { delay, HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createSessionApi } from './areas/session.ts';
import { type Api, createApi } from './client.ts';
import { apiMessages } from './result.ts';
import { createTransport } from './transport.ts';

const BASE_URL = 'http://lobby.test';

/**
 * The request headers the backend's CORS middleware allows (`app/Http/Middleware/CrossHttp.php`,
 * Access-Control-Allow-Headers), lower case: a cross-origin request with any other fails its preflight.
 */
const BACKEND_ALLOWED_HEADERS = [
  'origin',
  'content-type',
  'cookie',
  'x-csrf-token',
  'accept',
  'authorization',
  'x-xsrf-token',
  'lang',
  'accept-language',
];
const server = setupServer();

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function apiWith(token: string | null = 'token-1', timeoutMs?: number) {
  return createApi({
    baseUrl: BASE_URL,
    // Looked up per call so msw's interception of the global fetch is the one used.
    fetch: (request) => fetch(request),
    getToken: () => token,
    ...(timeoutMs === undefined ? {} : { timeoutMs }),
  });
}

const userWire = {
  api_token: 'x'.repeat(60),
  username: 'demo01',
  realname: '张三',
  balance: '8888.00',
  gameblance: 12.5,
  avatar: '',
  birthday: null,
  fanshui: 0,
  transferstatus: 1,
  level: 1,
  vip: 1,
  joinday: 3,
  mobile: null,
  email: null,
  paysum: '0.00',
  current_vip: 'VIP1',
  next_vip: 'VIP2',
  vipname: '/static/style/vip1.png',
};

describe('requests', () => {
  it('sends the bearer token, JSON and the base URL', async () => {
    let seen: Request | undefined;
    server.use(
      http.post(`${BASE_URL}/api/user`, ({ request }) => {
        seen = request;
        return HttpResponse.json({ code: 200, message: '成功', data: userWire });
      }),
    );

    const result = await apiWith('abc123').user();

    expect(result.ok).toBe(true);
    expect(seen?.url).toBe(`${BASE_URL}/api/user`);
    expect(seen?.headers.get('authorization')).toBe('Bearer abc123');
    expect(seen?.headers.get('content-type')).toBe('application/json');
  });

  it("sends no request header outside the backend's CORS list, on every call", async () => {
    // The headers the page's code sets, read from each Request as the client hands it to fetch (the browser adds
    // only headers no preflight asks about).
    const seen: Array<[string, string[]]> = [];
    const api = createApi({
      baseUrl: BASE_URL,
      fetch: async (request) => {
        seen.push([new URL(request.url).pathname, [...request.headers.keys()]]);
        return HttpResponse.json({ code: 200, message: '', data: [] });
      },
      getToken: () => 'token-1',
    });
    // What a call needs to be sent at all; every other call goes with an empty payload. The money calls carry a key.
    const key = { idempotencyKey: 'k-1' };
    const args: Partial<Record<keyof Api, unknown[]>> = {
      userapimoney: ['AG'],
      userredpacket: [],
      uploadimg: [new Blob(['x'], { type: 'image/png' })],
      withdraw: [{ amount: 100, bank: 1, password: '123456' }, key],
      transfer: [{ amount: '100', sourcetype: 'userbalance', targettype: 'AG' }, key],
      transall: [key],
      recharge: [{ paytype: 'bank', amount: 200 }],
    };
    const calls = Object.entries(api) as Array<[keyof Api, (...values: unknown[]) => Promise<unknown>]>;
    for (const [name, call] of calls) await call(...(args[name] ?? [{}]));

    expect(seen).toHaveLength(calls.length);
    for (const [path, headers] of seen) {
      expect(
        headers.filter((name) => !BACKEND_ALLOWED_HEADERS.includes(name)),
        path,
      ).toEqual([]);
    }
  });

  it("carries a money intent's key in the body where the backend ignores an unknown field, never on recharge", async () => {
    const bodies: Array<[string, unknown]> = [];
    const record = (path: string) =>
      http.post(`${BASE_URL}${path}`, async ({ request }) => {
        const text = await request.text();
        bodies.push([path, text === '' ? null : JSON.parse(text)]);
        return HttpResponse.json({ code: 200, message: 'R1', data: [] });
      });
    server.use(record('/api/withdraw'), record('/api/transfer'), record('/api/transall'), record('/api/recharge'));
    const api = apiWith();

    await api.withdraw({ amount: 100, bank: 1, password: '123456' }, { idempotencyKey: 'k-w' });
    await api.transfer({ amount: '100', sourcetype: 'userbalance', targettype: 'ag' }, { idempotencyKey: 'k-t' });
    await api.transall({ idempotencyKey: 'k-a' });
    await api.transall();
    await api.recharge({ paytype: 'bank', amount: 200 });
    await api.withdraw({ amount: 100, bank: 1, password: '123456' });

    expect(bodies).toEqual([
      ['/api/withdraw', { amount: 100, bank: 1, password: '123456', idempotency_key: 'k-w' }],
      ['/api/transfer', { amount: '100', sourcetype: 'userbalance', targettype: 'ag', idempotency_key: 'k-t' }],
      ['/api/transall', { idempotency_key: 'k-a' }],
      ['/api/transall', null],
      ['/api/recharge', { paytype: 'bank', amount: 200 }],
      ['/api/withdraw', { amount: 100, bank: 1, password: '123456' }],
    ]);
  });

  it('sends an empty bearer token when logged out', async () => {
    let authorization: string | null = null;
    server.use(
      http.post(`${BASE_URL}/api/app`, ({ request }) => {
        authorization = request.headers.get('authorization');
        return HttpResponse.json({ code: 200, message: '', data: {} });
      }),
    );

    await apiWith(null).app();

    // The fetch standard trims header values, so "Bearer " arrives as "Bearer".
    expect(authorization).toBe('Bearer');
  });

  it('posts the login form as JSON and keeps the rotated token', async () => {
    let body: unknown;
    server.use(
      http.post(`${BASE_URL}/api/login_pc`, async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({
          code: 200,
          message: '登录成功',
          data: { username: 'demo01', api_token: 'old', new_api_token: 'rotated' },
        });
      }),
    );

    const result = await apiWith(null).login({ name: 'demo01', password: 'demo1234', code: 'ab12' });

    expect(body).toEqual({ name: 'demo01', password: 'demo1234', code: 'ab12' });
    expect(result).toEqual({ ok: true, data: { token: 'rotated' }, message: '登录成功' });
  });

  it('sends the current path to getVisitUrl as a query', async () => {
    let path: string | null = null;
    server.use(
      http.get(`${BASE_URL}/api/getVisitUrl`, ({ request }) => {
        path = new URL(request.url).searchParams.get('path');
        return HttpResponse.json({ code: 200, message: '', data: { url: 'https://m.example.com' } });
      }),
    );

    const result = await apiWith().getVisitUrl('/activity?type=2');

    expect(path).toBe('/activity?type=2');
    expect(result).toEqual({ ok: true, data: { url: 'https://m.example.com' }, message: '' });
  });

  it('reads the "stay" answer of getVisitUrl (code 500, message wap) as success with no address', async () => {
    server.use(
      http.get(`${BASE_URL}/api/getVisitUrl`, () => HttpResponse.json({ code: 500, message: 'wap', data: [] })),
    );

    expect(await apiWith().getVisitUrl('/')).toEqual({ ok: true, data: { url: null }, message: 'wap' });
  });

  it('registers and reads the token from api_token, ignoring the leaked pay-password hash', async () => {
    server.use(
      http.post(`${BASE_URL}/api/register`, () =>
        HttpResponse.json({
          code: 200,
          message: '注册成功',
          data: {
            username: 'newbie01',
            realname: '李四',
            status: 1,
            vip: 1,
            api_token: 'fresh',
            pid: null,
            paypwd: '$2y$10$hash',
            id: 7,
            created_at: '2026-11-22 10:00:00',
            updated_at: '2026-11-22 10:00:00',
          },
        }),
      ),
    );

    const result = await apiWith(null).register({
      name: 'newbie01',
      password: 'pass1234',
      confirmPass: 'pass1234',
      realname: '李四',
      paypassword: '123456',
    });

    expect(result).toEqual({ ok: true, data: { token: 'fresh' }, message: '注册成功' });
  });

  it('reads the customer service address, and a blank one as none', async () => {
    server.use(
      http.post(`${BASE_URL}/api/getservicerurl`, () =>
        HttpResponse.json({ code: 200, message: '', data: { url: 'https://kefu.example.com/chat', domain: 'x' } }),
      ),
    );
    expect(await apiWith().getservicerurl()).toEqual({
      ok: true,
      data: { url: 'https://kefu.example.com/chat' },
      message: '',
    });

    server.use(
      http.post(`${BASE_URL}/api/getservicerurl`, () =>
        HttpResponse.json({ code: 200, message: '', data: { url: '' } }),
      ),
    );
    expect(await apiWith().getservicerurl()).toEqual({ ok: true, data: { url: null }, message: '' });
  });

  it('accepts anything as the logoff data', async () => {
    server.use(
      http.post(`${BASE_URL}/api/logoff`, () => HttpResponse.json({ code: 200, message: '退出成功', data: '' })),
    );

    expect(await apiWith().logoff()).toEqual({ ok: true, data: null, message: '退出成功' });
  });
});

describe('errors become results, never exceptions', () => {
  it('carries the server message and code when code is not 200', async () => {
    server.use(
      http.post(`${BASE_URL}/api/login_pc`, () => HttpResponse.json({ code: 203, message: '密码错误', data: '' })),
    );

    const result = await apiWith(null).login({ name: 'demo01', password: 'wrongpass', code: 'ab12' });

    expect(result).toEqual({ ok: false, error: { kind: 'server', message: '密码错误', code: 203 } });
  });

  it('reads a validation failure (code 1000 without data) as a server error', async () => {
    server.use(
      http.post(`${BASE_URL}/api/register`, () =>
        HttpResponse.text(JSON.stringify({ code: 1000, message: '密码至少为 8 个字符。' }), {
          headers: { 'Content-Type': 'text/json' },
        }),
      ),
    );

    const result = await apiWith(null).register({
      name: 'newbie01',
      password: 'short1',
      confirmPass: 'short1',
      realname: '李四',
      paypassword: '123456',
    });

    expect(result).toEqual({ ok: false, error: { kind: 'server', message: '密码至少为 8 个字符。', code: 1000 } });
  });

  it('reads body code 401 inside HTTP 200 as unauthorized', async () => {
    server.use(
      http.post(`${BASE_URL}/api/balance`, () => HttpResponse.json({ code: 401, message: '未授权', data: [] })),
    );

    expect(await apiWith('stale').balance()).toEqual({
      ok: false,
      error: { kind: 'unauthorized', message: '未授权', code: 401 },
    });
  });

  it('reads HTTP 401 as unauthorized', async () => {
    server.use(
      http.post(`${BASE_URL}/api/balance`, () =>
        HttpResponse.json({ code: 401, message: 'authentication failed' }, { status: 401 }),
      ),
    );

    const result = await apiWith('stale').balance();

    expect(result).toEqual({ ok: false, error: { kind: 'unauthorized', message: 'authentication failed', code: 401 } });
  });

  it('reads an HTTP 401 without a body as unauthorized', async () => {
    server.use(http.post(`${BASE_URL}/api/user`, () => new HttpResponse(null, { status: 401 })));

    const result = await apiWith('stale').user();

    expect(result).toEqual({
      ok: false,
      error: { kind: 'unauthorized', message: apiMessages.unauthorized, code: 401 },
    });
  });

  it('reads an HTML 500 page as a busy server', async () => {
    server.use(
      http.post(`${BASE_URL}/api/user`, () =>
        HttpResponse.html('<!DOCTYPE html><html><body>Whoops, looks like something went wrong.</body></html>', {
          status: 500,
        }),
      ),
    );

    expect(await apiWith().user()).toEqual({
      ok: false,
      error: { kind: 'server', message: apiMessages.serverBusy, httpStatus: 500 },
    });
  });

  it('reads an envelope sent with an HTTP error status by its own code and message', async () => {
    server.use(
      http.post(`${BASE_URL}/api/user`, () => HttpResponse.json({ code: 422, message: '请求无效' }, { status: 422 })),
    );

    expect(await apiWith().user()).toEqual({
      ok: false,
      error: { kind: 'server', message: '请求无效', code: 422, httpStatus: 422 },
    });
  });

  it('tells onBlocked of a blocked answer before the call resolves, and of nothing else', async () => {
    const seen: string[] = [];
    const api = createSessionApi(
      createTransport({
        baseUrl: BASE_URL,
        fetch: (request) => fetch(request),
        getToken: () => 'token-1',
        onBlocked: () => seen.push('blocked'),
      }),
    );
    server.use(
      http.post(`${BASE_URL}/api/user`, () =>
        HttpResponse.json({ code: 403, message: 'account disabled' }, { status: 403 }),
      ),
      http.post(`${BASE_URL}/api/balance`, () =>
        HttpResponse.json({ code: 401, message: 'authentication failed' }, { status: 401 }),
      ),
    );

    const blocked = api.user().then((result) => {
      seen.push('resolved');
      return result;
    });
    expect(await blocked).toEqual({
      ok: false,
      error: { kind: 'blocked', message: apiMessages.blocked, code: 403, httpStatus: 403 },
    });
    expect((await api.balance()).ok).toBe(false);
    expect(seen).toEqual(['blocked', 'resolved']);
  });

  it('reads a body that is not JSON as a contract error', async () => {
    server.use(http.post(`${BASE_URL}/api/app`, () => HttpResponse.text('{"code":200,"message":')));

    expect(await apiWith().app()).toEqual({ ok: false, error: { kind: 'contract', message: apiMessages.contract } });
  });

  it('reads an empty body as a contract error', async () => {
    server.use(http.post(`${BASE_URL}/api/app`, () => new HttpResponse(null, { status: 200 })));

    expect(await apiWith().app()).toEqual({ ok: false, error: { kind: 'contract', message: apiMessages.contract } });
  });

  it('reads an envelope without a code as a contract error', async () => {
    server.use(
      http.post(`${BASE_URL}/api/balance`, () => HttpResponse.json({ message: '成功', data: { balance: '1.00' } })),
    );

    expect(await apiWith().balance()).toEqual({
      ok: false,
      error: { kind: 'contract', message: apiMessages.contract },
    });
  });

  it('reads data that does not match the schema as a contract error', async () => {
    server.use(
      http.post(`${BASE_URL}/api/balance`, () =>
        HttpResponse.json({ code: 200, message: '', data: { balance: 'lots' } }),
      ),
    );

    expect(await apiWith().balance()).toEqual({
      ok: false,
      error: { kind: 'contract', message: apiMessages.contract },
    });
  });

  it('reads a network failure as a network error', async () => {
    server.use(http.post(`${BASE_URL}/api/app`, () => HttpResponse.error()));

    expect(await apiWith().app()).toEqual({ ok: false, error: { kind: 'network', message: apiMessages.network } });
  });

  it('reads a rejecting fetch as a network error', async () => {
    const api = createApi({
      baseUrl: BASE_URL,
      fetch: () => Promise.reject(new TypeError('fetch failed')),
      getToken: () => null,
    });

    expect(await api.app()).toEqual({ ok: false, error: { kind: 'network', message: apiMessages.network } });
  });

  it('gives up after the timeout with the timeout message', async () => {
    server.use(
      http.post(`${BASE_URL}/api/balance`, async () => {
        await delay('infinite');
        return HttpResponse.json({ code: 200, message: '', data: { balance: '1.00' } });
      }),
    );

    const result = await apiWith('token-1', 50).balance();

    // The handler never answers, so only the client's own timeout can end the call; no wall-clock bound needed.
    expect(result).toEqual({ ok: false, error: { kind: 'network', message: apiMessages.timeout } });
  });

  it("aborts a call when the caller's signal fires, as a network failure rather than a timeout", async () => {
    let seen: AbortSignal | undefined;
    const api = createApi({
      baseUrl: BASE_URL,
      // As a real fetch does: it rejects once its request's signal aborts.
      fetch: (request) => {
        seen = request.signal;
        return new Promise<Response>((_resolve, reject) => {
          if (request.signal.aborted) reject(request.signal.reason);
          request.signal.addEventListener('abort', () => reject(request.signal.reason));
        });
      },
      getToken: () => 'token-1',
    });
    const cancel = new AbortController();
    const pending = api.betrecord({ page: 1 }, cancel.signal);
    cancel.abort();
    expect(await pending).toEqual({ ok: false, error: { kind: 'network', message: apiMessages.network } });
    expect(seen?.aborted).toBe(true);
    const already = await api.gettransrecord({ type: 1 }, cancel.signal);
    expect(already).toEqual({ ok: false, error: { kind: 'network', message: apiMessages.network } });
  });

  it('times out even when the fetch ignores its abort signal', async () => {
    const api = createApi({
      baseUrl: BASE_URL,
      fetch: () => new Promise<Response>(() => undefined),
      getToken: () => null,
      timeoutMs: 20,
    });

    expect(await api.user()).toEqual({ ok: false, error: { kind: 'network', message: apiMessages.timeout } });
  });
});

describe('calls of the member area', () => {
  it('uploads the avatar as multipart form data with the file itself', async () => {
    let type = '';
    let file: unknown = null;
    server.use(
      http.post(`${BASE_URL}/api/uploadimg`, async ({ request }) => {
        type = request.headers.get('content-type') ?? '';
        file = (await request.formData()).get('file');
        return HttpResponse.json({ code: 200, message: '上传成功', data: { avatar: 'https://example.com/a.png' } });
      }),
    );

    const result = await apiWith().uploadimg(
      new File([new Uint8Array([137, 80, 78, 71])], 'me.png', { type: 'image/png' }),
    );

    expect(type).toMatch(/^multipart\/form-data; boundary=/);
    expect(file).toBeInstanceOf(File);
    expect(file).toMatchObject({ name: 'me.png', size: 4 });
    expect(result).toEqual({ ok: true, data: { avatar: 'https://example.com/a.png' }, message: '上传成功' });
  });

  it('puts the venue code in the path of userapimoney', async () => {
    let path = '';
    server.use(
      http.post(`${BASE_URL}/api/userapimoney/:code`, ({ request }) => {
        path = new URL(request.url).pathname;
        return HttpResponse.json({ code: 200, message: '成功', data: { balance: 1.5 } });
      }),
    );

    const result = await apiWith().userapimoney('ag');

    expect(path).toBe('/api/userapimoney/ag');
    expect(result).toEqual({ ok: true, data: { balance: 1.5 }, message: '成功' });
  });

  it('reads the deposit number of recharge from the message, and the pay type of payinfo too', async () => {
    let body: unknown;
    server.use(
      http.post(`${BASE_URL}/api/recharge`, async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ code: 200, message: 'CZ202611220001', data: [] });
      }),
      http.post(`${BASE_URL}/api/payinfo`, () =>
        HttpResponse.json({
          code: 200,
          message: 'alipay',
          data: {
            deposit_no: 'CZ202611220001',
            info: { amount: '200.00', created_at: '2026-11-22 10:00:00' },
            cardlist: [],
          },
        }),
      ),
    );

    const order = await apiWith().recharge({ paytype: 'alipay', amount: 200 });
    const info = await apiWith().payinfo({ deposit_no: 'CZ202611220001' });

    expect(body).toEqual({ paytype: 'alipay', amount: 200 });
    expect(order).toEqual({ ok: true, data: { depositNo: 'CZ202611220001' }, message: 'CZ202611220001' });
    expect(info).toMatchObject({ ok: true, data: { payType: 'alipay', depositNo: 'CZ202611220001', amount: 200 } });
  });

  it('sends GET calls without a body and reads their answers', async () => {
    let method = '';
    let category: string | null = null;
    server.use(
      http.get(`${BASE_URL}/api/game/list`, ({ request }) => {
        method = request.method;
        category = new URL(request.url).searchParams.get('category');
        return HttpResponse.json({ code: 200, message: '', data: [] });
      }),
      http.get(`${BASE_URL}/api/get_pay_way`, () =>
        HttpResponse.json({ code: 200, message: 'success', data: { card: 1, usdt: '1', wechat: 0 } }),
      ),
    );

    expect(await apiWith().gameList()).toEqual({ ok: true, data: [], message: '' });
    expect(method).toBe('GET');
    expect(category).toBe('');
    expect(await apiWith().getPayWay()).toMatchObject({ ok: true, data: { card: true, usdt: true, wechat: false } });
  });

  it('sends the rebate filters with both required keys by default', async () => {
    let body: unknown;
    server.use(
      http.post(`${BASE_URL}/api/getfanshui`, async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ code: 200, message: '', data: { list: [], jisuan: 0, nojisuan: 0 } });
      }),
    );

    expect(await apiWith().getfanshui()).toMatchObject({ ok: true, data: { claimed: 0, unclaimed: 0 } });
    expect(body).toEqual({ api_type: '', type: '' });
  });
});
