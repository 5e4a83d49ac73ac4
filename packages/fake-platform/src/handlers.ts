import { type HttpHandler, HttpResponse, http } from 'msw';
import { centsToDecimal } from './money.ts';
import { createScenarios, playScenario, type Scenarios } from './scenarios.ts';
import type { FakeUser, Store } from './store.ts';

/** Options of {@link createHandlers}. */
export type HandlerOptions = {
  /** The switchboard tests use to fault calls; a private one (header and query flag only) when left out. */
  scenarios?: Scenarios;
};

type Form = Record<string, unknown>;

const MESSAGES = {
  ok: '成功',
  loggedIn: '登录成功',
  registered: '注册成功',
  loggedOff: '退出成功',
  usernameTaken: '用户名已存在',
  unknownUser: '用户不存在',
  wrongPassword: '密码错误',
  unauthorized: '未授权',
} as const;

function envelope(code: number, message: string, data?: unknown): Response {
  return HttpResponse.json(data === undefined ? { code, message } : { code, message, data });
}

/** The backend's validator: code 1000, no `data` key, served as text/json. */
function invalid(message: string): Response {
  return HttpResponse.text(JSON.stringify({ code: 1000, message }), { headers: { 'Content-Type': 'text/json' } });
}

async function readForm(request: Request): Promise<Form> {
  const text = await request.text();
  if (!text) return {};
  const type = request.headers.get('content-type') ?? '';
  if (type.includes('application/x-www-form-urlencoded')) return Object.fromEntries(new URLSearchParams(text));
  try {
    const parsed: unknown = JSON.parse(text);
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? (parsed as Form) : {};
  } catch {
    return {};
  }
}

function field(form: Form, key: string): string {
  const value = form[key];
  return typeof value === 'string' || typeof value === 'number' ? String(value).trim() : '';
}

function bearerToken(request: Request): string {
  const match = /^Bearer\s*(.*)$/i.exec(request.headers.get('authorization') ?? '');
  return match?.[1]?.trim() ?? '';
}

function userAnswer(store: Store, user: Readonly<FakeUser>): Record<string, unknown> {
  const vipLevel = Number(user.currentVip.replace(/\D/g, '')) || 1;
  return {
    api_token: user.token,
    balance: centsToDecimal(user.balanceCents),
    birthday: null,
    fanshui: 0,
    realname: user.realname,
    transferstatus: 1,
    username: user.username,
    level: vipLevel,
    vip: vipLevel,
    joinday: store.joinDays(user),
    gameblance: user.gameBalanceCents / 100,
    avatar: user.avatar,
    mobile: null,
    email: null,
    usdtrate: '7.2',
    withdrawusdtrate: '7.0',
    withdrawcashfee: '0',
    withdrawfeeusdttrc: '0',
    paysum: '0.00',
    totalgame: 0,
    isagent: 0,
    current_vip: user.currentVip,
    next_vip: `VIP${vipLevel + 1}`,
    vipname: `/static/style/vip${vipLevel}.png`,
    isblack: user.isblack,
    status: user.status,
  };
}

/**
 * Creates the MSW handlers of the fake platform's calls, answering in the real backend's shapes (money as
 * strings, config as strings, code 401 inside HTTP 200). Paths match under any origin, so the same handlers
 * serve msw/node, the browser worker and the Node server.
 */
export function createHandlers(store: Store, options: HandlerOptions = {}): HttpHandler[] {
  const scenarios = options.scenarios ?? createScenarios();

  function route(
    method: 'get' | 'post',
    path: string,
    answer: (request: Request) => Response | Promise<Response>,
  ): HttpHandler {
    return http[method](`*${path}`, async ({ request }) => {
      const fault = await playScenario(scenarios.forRequest(path, request), request.signal);
      return fault ?? answer(request);
    });
  }

  function signedIn(answer: (user: Readonly<FakeUser>, request: Request) => Response | Promise<Response>) {
    return (request: Request) => {
      const user = store.userByToken(bearerToken(request));
      return user ? answer(user, request) : envelope(401, MESSAGES.unauthorized, []);
    };
  }

  return [
    route('post', '/api/app', () => envelope(200, MESSAGES.ok, { ...store.config() })),

    route('post', '/api/getservicerurl', () => envelope(200, MESSAGES.ok, { url: store.serviceUrl() })),

    // The fake serves the app from its own origin, so the visitor always stays: the backend says so with code 500.
    route('get', '/api/getVisitUrl', () => envelope(500, 'wap', [])),

    route('post', '/api/login_pc', async (request) => {
      const form = await readForm(request);
      const name = field(form, 'name');
      const password = field(form, 'password');
      if (!name) return invalid('用户名不能为空');
      if (!password) return invalid('密码不能为空');
      if (password.length < 6) return invalid('密码至少为6位');
      const result = store.login(name, password);
      if (!result.ok)
        return envelope(result.code, result.code === 202 ? MESSAGES.unknownUser : MESSAGES.wrongPassword, '');
      const { user } = result;
      return envelope(200, MESSAGES.loggedIn, {
        username: user.username,
        api_token: user.token,
        new_api_token: user.token,
      });
    }),

    route('post', '/api/register', async (request) => {
      const form = await readForm(request);
      const name = field(form, 'name');
      const password = field(form, 'password');
      const realname = field(form, 'realname');
      const payPassword = field(form, 'paypassword');
      const pid = field(form, 'pid');
      if (!name) return invalid('用户名不能为空');
      if (!/^[A-Za-z0-9]{1,20}$/.test(name)) return invalid('用户名只能包含字母和数字');
      if (!realname) return invalid('真实姓名不能为空');
      if (password.length < 8) return invalid('密码至少为8位');
      // The client's rule (six digits) stands; the real backend's "min 8" would refuse every client.
      if (!/^\d{6}$/.test(payPassword)) return invalid('支付密码必须为6位数字');
      const result = store.register({ username: name, password, realname, payPassword, pid: pid || null });
      if (!result.ok) return envelope(201, MESSAGES.usernameTaken, '');
      const { user } = result;
      // The created record, without the pay-password hash the real backend leaks.
      return envelope(200, MESSAGES.registered, {
        username: user.username,
        realname: user.realname,
        status: user.status,
        vip: 1,
        api_token: user.token,
        pid: user.pid,
        id: user.id,
        created_at: user.createdAt,
        updated_at: user.createdAt,
      });
    }),

    route(
      'post',
      '/api/user',
      signedIn((user) => envelope(200, MESSAGES.ok, userAnswer(store, user))),
    ),

    route(
      'post',
      '/api/balance',
      signedIn((user) =>
        envelope(200, MESSAGES.ok, {
          balance: centsToDecimal(user.balanceCents),
          gameblance: user.gameBalanceCents / 100,
        }),
      ),
    ),

    route(
      'post',
      '/api/logoff',
      signedIn((user) => {
        store.logoff(user.token);
        return envelope(200, MESSAGES.loggedOff, []);
      }),
    ),
  ];
}
