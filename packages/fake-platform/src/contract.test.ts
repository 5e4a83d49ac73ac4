import { type Api, type ApiResult, type CallName, calls, createApi, readAnswer } from '@lobby/api';
import { contractOperations, createContractCheck } from '@lobby/api/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOT_ROUTED_PATH } from './handlers.ts';
import { createFakePlatform } from './node.ts';
import type { Scenario } from './scenarios.ts';
import { DEMO_ACCOUNT } from './store.ts';

const BASE_URL = 'http://lobby.test';
const NOW = new Date('2026-11-22T06:30:00Z');
// With the optional protection calls, so that every path of the contract is exercised.
const fake = createFakePlatform(undefined, { now: () => NOW, approveAfterMs: null, protection: true });
const check = createContractCheck();

beforeAll(() => fake.server.listen({ onUnhandledFrame: 'error' }));
afterAll(() => fake.server.close());

type Exchange = { method: string; url: string; status: number; text: string };

/** A client that keeps every raw answer, so the bytes themselves can be checked against openapi.yaml. */
function recordingApi(session: { token: string | null }) {
  const exchanges: Exchange[] = [];
  const api = createApi({
    baseUrl: BASE_URL,
    fetch: async (request) => {
      const response = await fetch(request);
      exchanges.push({
        method: request.method,
        url: request.url,
        status: response.status,
        text: await response.clone().text(),
      });
      return response;
    },
    getToken: () => session.token,
  });
  return { api, exchanges };
}

/** `session`, where given, is the token the client sends: the break's exercise signs in a player of its own. */
type Context = { depositNo: string; newCardNumber: string; session?: { token: string | null } };

const PNG_1X1 = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII='),
  (char) => char.charCodeAt(0),
);

/**
 * One successful use of every call, logged in as the demo player. Typed by the call names, so a call added to the
 * contract without an exercise here does not compile. Insertion order is the order they run in.
 */
const exercises: Record<CallName, (api: Api, context: Context) => Promise<ApiResult<unknown>>> = {
  login: (api) => api.login({ name: DEMO_ACCOUNT.username, password: DEMO_ACCOUNT.password, code: 'ab12' }),
  register: (api) =>
    api.register({
      name: 'contract01',
      password: 'pass1234',
      confirmPass: 'pass1234',
      realname: '赵六',
      paypassword: '65432198',
    }),
  app: (api) => api.app(),
  getVisitUrl: (api) => api.getVisitUrl('/'),
  getservicerurl: (api) => api.getservicerurl(),
  getAgentLoginUrl: (api) => api.getAgentLoginUrl(),
  user: (api) => api.user(),
  balance: (api) => api.balance(),
  gameList: (api) => api.gameList(),
  gamelistBycode: (api) => api.gamelistBycode({ gamecode: 'obgdy' }),
  // The backend launches only when one of game_type and game_code names a category (or is 1-7).
  getGameUrl: (api) => api.getGameUrl({ plat_name: 'pg', game_type: 'slot', game_code: 'pg_mjhl', is_mobile_url: 1 }),
  bannerList: (api) => api.bannerList(),
  homenotice: (api) => api.homenotice(),
  activitytype: (api) => api.activitytype(),
  activitylist: (api) => api.activitylist({ type: 2 }),
  article: (api) => api.article({ type: 1 }),
  updateuserinfo: (api) => api.updateuserinfo({ birthday: '1991-02-03', mobile: '13912345678', email: 'a@b.cn' }),
  uploadimg: (api) => api.uploadimg(new File([PNG_1X1], 'me.png', { type: 'image/png' })),
  editPassword: (api) =>
    api.editPassword({ password: DEMO_ACCOUNT.password, paypassword: 'demo12345', newpasword: 'demo12345' }),
  editPayPassword: (api) =>
    api.editPayPassword({ password: DEMO_ACCOUNT.payPassword, paypassword: '123456', newpasword: '123456' }),
  getcard: (api) => api.getcard({ type: 1 }),
  bindcard: (api, context) =>
    api.bindcard({
      bank: '中国银行',
      bank_no: context.newCardNumber,
      bank_owner: '张三',
      bank_address: '杭州西湖支行',
      pay_pass: DEMO_ACCOUNT.payPassword,
    }),
  delcard: async (api, context) => {
    const cards = await api.getcard({ type: 1 });
    const card = cards.ok ? cards.data.find((candidate) => candidate.number === context.newCardNumber) : undefined;
    return api.delcard({ id: card?.id ?? -1, pay_pass: DEMO_ACCOUNT.payPassword });
  },
  banklist: (api) => api.banklist(),
  getPayWay: (api) => api.getPayWay(),
  getPayRange: (api) => api.getPayRange({ type: 'usdt-trc20' }),
  recharge: async (api, context) => {
    const result = await api.recharge({ paytype: 'usdt', amount: 500, catepay: 'TRC20' });
    if (result.ok) context.depositNo = result.data.depositNo;
    return result;
  },
  getpaybank: (api) => api.getpaybank(),
  payinfo: (api, context) => api.payinfo({ deposit_no: context.depositNo }),
  getBetAmount: (api) => api.getBetAmount(),
  withdraw: async (api) => {
    const cards = await api.getcard({ type: 1 });
    return api.withdraw({ amount: 100, bank: cards.ok ? (cards.data[0]?.id ?? -1) : -1, password: '123456' });
  },
  transfer: (api) => api.transfer({ amount: 10, sourcetype: 'userbalance', targettype: 'pp' }),
  transall: (api) => api.transall(),
  refreshusermoney: (api) => api.refreshusermoney(),
  uptransferstatus: (api) => api.uptransferstatus({ transferstatus: 0 }),
  userapimoney: (api) => api.userapimoney('ag'),
  balancelist: (api) => api.balancelist(),
  balancelist2: (api) => api.balancelist2(),
  applyagentdo: (api) => api.applyagentdo({ mobile: '13912345678', apply_info: '有推广渠道' }),
  noticeList: (api) => api.noticeList({ page: 2 }),
  betrecord: (api) => api.betrecord({ date: 4, page: 1 }),
  gettransrecord: (api) => api.gettransrecord({ type: 2, date: 4, page: 1 }),
  getfanshui: (api) => api.getfanshui({ date: 4, api_type: '', type: '' }),
  dofanshui: (api) => api.dofanshui(),
  activityApplyLog: (api) => api.activityApplyLog({ page: 1 }),
  redpacket: (api) => api.redpacket({ page: 1 }),
  userredpacket: (api) => api.userredpacket(),
  douserredpacket: (api) => api.douserredpacket(),
  uservip: (api) => api.uservip(),
  activitydeatil: (api) => api.activitydeatil({ id: 3 }),
  doactivityapply: (api) => api.doactivityapply({ activityid: 1, amount: '100' }),
  limits: (api) => api.limits(),
  setLimit: (api) => api.setLimit({ period: 'week', amount: '5000' }),
  sessionResult: (api) => api.sessionResult({ since: '2026-11-01 00:00:00' }),
  logoff: (api) => api.logoff(),
  // Last: a break ends the session, so it is taken by a player of its own.
  takeBreak: async (api, context) => {
    const player = fake.store.openPlayer('cash');
    const login = await api.login({ name: player.username, password: 'demo1234', code: 'ab12' });
    if (login.ok && context.session) context.session.token = login.data.token;
    return api.takeBreak({ days: 1 });
  },
};

/**
 * Calls that never succeed on the backend, so neither in the fake's `real` kind: the code they always answer.
 * IndexController::uploadimg returns 201 上传失败 before it reads the file.
 */
const NEVER_SUCCEEDS: Partial<Record<CallName, number>> = { uploadimg: 201 };

/** "POST /api/userapimoney/{code}" for a call. */
const operationOf = (name: CallName) => `${calls[name].method.toUpperCase()} ${calls[name].path}`;

describe('the contract, the client and the fake cover the same calls', () => {
  it('has a client function for every path of openapi.yaml, and no other', () => {
    const api = createApi({ baseUrl: BASE_URL, fetch: (request) => fetch(request), getToken: () => null });
    const names = Object.keys(calls) as CallName[];

    expect(Object.keys(api).sort()).toEqual([...names].sort());
    expect(names.map(operationOf).sort()).toEqual(contractOperations().sort());
  });

  it('has a fake handler for every path of openapi.yaml, and no other but the 404 of paths the backend lacks', () => {
    const infos = fake.handlers.map((handler) => handler.info as { method: string; path: string });
    const handled = infos.slice(0, -1).map(
      ({ method, path }) =>
        `${method} ${String(path)
          .replace(/^\*/, '')
          .replace(/:(\w+)/g, '{$1}')}`,
    );

    expect(handled.sort()).toEqual(contractOperations().sort());
    expect(infos.at(-1)).toMatchObject({ path: NOT_ROUTED_PATH });
  });

  it("answers a path the backend does not route (the spec's /api/hotlogin) with Laravel's 404 page", async () => {
    for (const path of ['/api/hotlogin', '/api/nothing/here']) {
      const response = await fetch(`${BASE_URL}${path}`, { method: 'POST', body: '{}' });
      expect(response.status, path).toBe(404);
      expect(response.headers.get('content-type'), path).toMatch(/^text\/html/);
      expect(readAnswer(calls.getGameUrl, 404, await response.text()), path).toMatchObject({
        ok: false,
        error: { kind: 'server', httpStatus: 404 },
      });
    }
    expect(contractOperations()).not.toContain('POST /api/hotlogin');
  });
});

describe('every fake answer matches openapi.yaml and the client schemas', () => {
  it('answers every call, logged in as the demo player, in the documented shape', async () => {
    const session: { token: string | null } = { token: null };
    const { api, exchanges } = recordingApi(session);
    const context: Context = { depositNo: '', newCardNumber: '6216600000000000001', session };

    for (const [name, exercise] of Object.entries(exercises) as Array<[CallName, (typeof exercises)[CallName]]>) {
      exchanges.length = 0;
      const result = await exercise(api, context);
      if (name === 'login' && result.ok) session.token = (result.data as { token: string }).token;

      const answer = exchanges.at(-1);
      expect(answer?.status, name).toBe(200);
      const body = JSON.parse(answer?.text ?? 'null');
      const refusal = NEVER_SUCCEEDS[name];
      expect(result, name).toMatchObject(
        refusal ? { ok: false, error: { kind: 'server', code: refusal } } : { ok: true },
      );
      expect(check(calls[name].method, calls[name].path, body), name).toEqual([]);
    }
  });

  it('answers refusals, validation failures and unknown tokens in the documented shape too', async () => {
    // A player of its own, with no history (so no rebate to claim) and the seeded passwords: nothing here
    // depends on what the test above did to demo01 (it changes demo01's password).
    const player = fake.store.openPlayer('cash');
    const session: { token: string | null } = { token: null };
    const { api, exchanges } = recordingApi(session);
    const login = await api.login({ name: player.username, password: 'demo1234', code: 'ab12' });
    session.token = login.ok ? login.data.token : null;
    expect(session.token).toHaveLength(60);
    const failures: Array<[CallName, () => Promise<ApiResult<unknown>>, number]> = [
      ['login', () => api.login({ name: player.username, password: 'wrong-pass', code: 'ab12' }), 203],
      [
        'register',
        () => api.register({ name: '', password: '', confirmPass: '', realname: '', paypassword: '' }),
        1000,
      ],
      ['withdraw', () => api.withdraw({ amount: 100, bank: 999_999, password: '123456' }), 201],
      ['transfer', () => api.transfer({ amount: 10, sourcetype: 'pg', targettype: 'ag' }), 209],
      ['gettransrecord', () => api.gettransrecord({ type: 9 as 1 }), 1000],
      // The backend's words: 500 'recharge order not found', 202 'No eligible records', 201 上传失败 (always).
      ['payinfo', () => api.payinfo({ deposit_no: 'CZ-nothing' }), 500],
      ['dofanshui', () => api.dofanshui(), 202],
      ['uploadimg', () => api.uploadimg(new File([PNG_1X1], 'me.png', { type: 'image/png' })), 201],
      [
        'getGameUrl',
        () => api.getGameUrl({ plat_name: 'pg', game_type: 'pg_mjhl', game_code: '', is_mobile_url: 1 }),
        500,
      ],
    ];
    for (const [name, send, code] of failures) {
      const result = await send();
      expect(result, name).toMatchObject({ ok: false, error: { kind: 'server', code } });
      expect(check(calls[name].method, calls[name].path, JSON.parse(exchanges.at(-1)?.text ?? 'null')), name).toEqual(
        [],
      );
    }

    // An unknown promotion is code 200 on the backend, 'activity not found' and a blank item, which the api reads as
    // no such promotion (readMissingPromotion).
    expect(await api.activitydeatil({ id: 404 })).toEqual({
      ok: false,
      error: { kind: 'server', message: 'activity not found' },
    });
    expect(JSON.parse(exchanges.at(-1)?.text ?? 'null')).toMatchObject({ code: 200, data: { title: '', state: 0 } });
    expect(check('post', '/api/activitydeatil', JSON.parse(exchanges.at(-1)?.text ?? 'null'))).toEqual([]);

    session.token = 'not-a-token';
    const unauthorized = await api.balance();
    expect(unauthorized).toMatchObject({ ok: false, error: { kind: 'unauthorized', code: 401 } });
    expect(exchanges.at(-1)).toMatchObject({ status: 401, text: '{"code":401,"message":"authentication failed"}' });
    expect(check('post', '/api/balance', JSON.parse(exchanges.at(-1)?.text ?? 'null'))).toEqual([]);
  });
});

describe('faults on demand for every call', () => {
  const faults: Array<[string, Scenario, (result: ApiResult<unknown>) => void]> = [
    [
      'a business code',
      { kind: 'code', code: 500, message: '系统维护中...' },
      (result) => expect(result).toEqual({ ok: false, error: { kind: 'server', message: '系统维护中...', code: 500 } }),
    ],
    [
      'code 401 in HTTP 200',
      { kind: 'unauthorized' },
      (result) => expect(result).toMatchObject({ ok: false, error: { kind: 'unauthorized', code: 401 } }),
    ],
    [
      'an HTML 500 page',
      { kind: 'html500' },
      (result) =>
        expect(result).toMatchObject({ ok: false, error: { kind: 'server', message: '服务器繁忙，请稍后重试' } }),
    ],
    [
      'a malformed envelope',
      { kind: 'malformed', noCode: true },
      (result) => expect(result).toMatchObject({ ok: false, error: { kind: 'contract' } }),
    ],
  ];

  for (const [label, scenario, expectation] of faults) {
    it(`gives every call ${label} when switched on for its path`, async () => {
      const { api } = recordingApi({ token: 'any' });
      const context: Context = { depositNo: 'CZ1', newCardNumber: '6216600000000000002' };
      try {
        for (const name of Object.keys(exercises) as CallName[]) {
          fake.scenarios.set(calls[name].path, scenario);
          const result = await exercises[name](api, context);
          fake.scenarios.unset(calls[name].path);
          // delcard and withdraw read the cards first; the fault is on their own path.
          expectation(result);
        }
      } finally {
        fake.scenarios.clear();
      }
    });
  }

  it('reads a business refusal of the real backend as a server error through the raw reader', () => {
    // The answer shape a fault scenario sends is the one real refusals have.
    expect(readAnswer(calls.recharge, 200, JSON.stringify({ code: 500, message: '系统维护中...', data: [] }))).toEqual({
      ok: false,
      error: { kind: 'server', message: '系统维护中...', code: 500 },
    });
  });
});
