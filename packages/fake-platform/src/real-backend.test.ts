import { type CallName, calls } from '@lobby/api';
import { createContractCheck } from '@lobby/api/testing';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { parseFakeKind } from './kind.ts';
import { createFakePlatform } from './node.ts';
import { SCENARIO_HEADER } from './scenarios.ts';
import { DEMO_ACCOUNT, type FakeUser } from './store.ts';
import { DAY_MS, dateWindow, parseLaravelDate } from './time.ts';

// The fake's default kind plays the backend's source (endian001/javaxiangmu: AuthController, IndexController,
// PayController), quirks included; `spec` keeps the specification's answers where the two disagree. Each case
// below is one quirk, read from the raw answer as the backend would send it.

const BASE_URL = 'http://lobby.test';
// Sunday 2026-11-22, 12:00 in Beijing.
const NOW = new Date('2026-11-22T04:00:00Z');
const real = createFakePlatform(undefined, { now: () => NOW, approveAfterMs: null });
const spec = createFakePlatform(undefined, { now: () => NOW, approveAfterMs: null, kind: 'spec' });
const check = createContractCheck();

type Fake = typeof real;
type Answer = { status: number; type: string | null; body: { code: number; message: string; data?: unknown } };

let active: Fake = real;
beforeAll(() => real.server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => {
  real.scenarios.clear();
  spec.scenarios.clear();
});
afterAll(() => active.server.close());

/** Posts to the fake that plays `fake` (msw routes through the one listening server's handlers otherwise). */
async function post(fake: Fake, path: string, body: unknown, token = '', headers: Record<string, string> = {}) {
  if (fake !== active) {
    active.server.close();
    fake.server.listen({ onUnhandledFrame: 'error' });
    active = fake;
  }
  const response = await fetch(`${BASE_URL}${path}`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  return {
    status: response.status,
    type: response.headers.get('content-type'),
    body: JSON.parse(await response.text()),
  } as Answer;
}

/** The answer validates against openapi.yaml's schema of that call. */
function expectContract(name: CallName, answer: Answer) {
  expect(check(calls[name].method, calls[name].path, answer.body), name).toEqual([]);
}

function cashPlayer(fake: Fake): { user: Readonly<FakeUser>; token: string } {
  const opened = fake.store.openPlayer('cash');
  const login = fake.store.login(opened.username, 'demo1234');
  if (!login.ok) throw new Error('the new player logs in');
  return { user: login.user, token: login.user.token };
}

function demo(fake: Fake): string {
  const login = fake.store.login(DEMO_ACCOUNT.username, DEMO_ACCOUNT.password);
  if (!login.ok) throw new Error('demo01 logs in');
  return login.user.token;
}

const registration = { name: 'realreg01', password: 'pass1234', confirmPass: 'pass1234', realname: '李四' };

describe('registration (AuthController::register)', () => {
  it("refuses the spec's six-digit payment password with 1000 密码8到20位, no data key, as text/json", async () => {
    const answer = await post(real, '/api/register', { ...registration, paypassword: '123456' });

    expect(answer.status).toBe(200);
    expect(answer.type).toBe('text/json');
    expect(answer.body).toEqual({ code: 1000, message: '密码8到20位' });
    expectContract('register', answer);
    expect(real.store.userByName('realreg01')).toBeUndefined();
  });

  it("checks name, realname, password and payment password in that order, with the controller's messages", async () => {
    const cases: Array<[Record<string, string>, string]> = [
      [{}, '用户名不能为空'],
      [{ name: 'x' }, '真实姓名不能为空'],
      [{ name: 'x', realname: 'y' }, '密码不能为空'],
      [{ name: 'x', realname: 'y', password: '1234567' }, '密码8到20位'],
      [{ name: 'x', realname: 'y', password: '12345678' }, '密码8到20位'],
    ];
    for (const [body, message] of cases) {
      expect((await post(real, '/api/register', body)).body).toEqual({ code: 1000, message });
    }
  });

  it('registers with eight characters or more, and words a taken name from the code table', async () => {
    const made = await post(real, '/api/register', { ...registration, name: 'realreg02', paypassword: '12345678' });
    expect(made.body).toMatchObject({ code: 200, message: '成功', data: { username: 'realreg02' } });
    expectContract('register', made);
    const taken = await post(real, '/api/register', { ...registration, name: 'realreg02', paypassword: '12345678' });
    expect(taken.body).toEqual({ code: 201, message: '此用户名已被注册', data: [] });
  });

  it("in spec mode takes six digits or the app's one-time password (8 to 20 characters), and refuses anything else", async () => {
    expect((await post(spec, '/api/register', { ...registration, paypassword: '123456' })).body).toMatchObject({
      code: 200,
    });
    expect(
      (await post(spec, '/api/register', { ...registration, name: 'specreg3', paypassword: 'Ab3-dEf7_hJk9mNp' })).body,
    ).toMatchObject({ code: 200 });
    for (const paypassword of ['12345', '1234567', 'x'.repeat(21), '12345 78']) {
      expect((await post(spec, '/api/register', { ...registration, name: 'specreg2', paypassword })).body).toEqual({
        code: 1000,
        message: '支付密码必须为6位数字',
      });
    }
  });
});

describe('record date codes (transRecord, betRecord)', () => {
  const today = Date.parse('2026-11-21T16:00:00Z');

  async function createdAt(type: 1 | 2 | 3 | 4, date: number): Promise<number[]> {
    const answer = await post(real, '/api/gettransrecord', { type, date, pagesize: 100 }, demo(real));
    const page = answer.body.data as { data: Array<{ created_at: string }>; total: number };
    expect(page.data.length).toBe(Math.min(100, page.total));
    return page.data.map((row) => parseLaravelDate(row.created_at));
  }

  it('reads 2 as the last seven days and today (eight calendar days), not as yesterday', async () => {
    const times = await createdAt(3, 2);
    expect(Math.min(...times)).toBeGreaterThanOrEqual(today - 7 * DAY_MS);
    expect(times.some((at) => at < today - DAY_MS)).toBe(true);
  });

  it('reads 3 and 4 as fifteen and thirty days back, so 4 is never a calendar month', async () => {
    const fifteen = await createdAt(4, 3);
    expect(Math.min(...fifteen)).toBeGreaterThanOrEqual(today - 15 * DAY_MS);
    const thirty = await createdAt(3, 4);
    expect(Math.min(...thirty)).toBeGreaterThanOrEqual(today - 30 * DAY_MS);
    // November began 21 days before this Sunday: code 4 reaches into October.
    expect(thirty.some((at) => at < Date.parse('2026-10-31T16:00:00Z'))).toBe(true);
  });

  it('has no code for yesterday in transRecord: 5 filters nothing', async () => {
    const all = await post(real, '/api/gettransrecord', { type: 3, pagesize: 10 }, demo(real));
    const five = await post(real, '/api/gettransrecord', { type: 3, date: 5, pagesize: 10 }, demo(real));
    expect((five.body.data as { total: number }).total).toBe((all.body.data as { total: number }).total);
  });

  it('reads 5 as yesterday for bets', async () => {
    const answer = await post(real, '/api/betrecord', { date: 5, pagesize: 100 }, demo(real));
    const rows = (answer.body.data as { data: Array<{ bet_time: string }> }).data;
    expect(rows.length).toBeGreaterThan(0);
    const window = dateWindow(5, NOW.getTime(), 'bets');
    for (const row of rows) {
      const at = parseLaravelDate(row.bet_time);
      expect(at >= window.from && at < window.to).toBe(true);
    }
  });
});

describe('record order and money fields', () => {
  it('lists the latest row written first (orderBy id desc), whatever date it carries', async () => {
    let clock = NOW;
    const fake = createFakePlatform(undefined, { now: () => clock, approveAfterMs: null });
    const player = cashPlayer(fake);
    const deposit = { protocol: '', bank: '', bankNo: '', bankOwner: '', bankAddress: '', payType: 'alipay' };
    fake.store.createDeposit(player.user, { ...deposit, amountCents: 30_000 });
    // A row written later with an earlier date (a clock set back, a back-office import).
    clock = new Date(NOW.getTime() - 3_600_000);
    fake.store.createDeposit(player.user, { ...deposit, amountCents: 40_000 });

    const answer = await post(fake, '/api/gettransrecord', { type: 1 }, player.token);
    expect((answer.body.data as { data: Array<{ amount: number }> }).data.map((row) => row.amount)).toEqual([400, 300]);
  });

  it("gives withdrawal rows abs(real_money) as a number (what arrives) and the backend's method labels", async () => {
    const token = demo(real);
    const answer = await post(real, '/api/gettransrecord', { type: 2, pagesize: 100 }, token);
    expectContract('gettransrecord', answer);
    const rows = (answer.body.data as { data: Array<Record<string, unknown>> }).data;
    for (const row of rows) {
      expect(row.amount).toBe(Number(row.real_money));
      expect(typeof row.real_money).toBe('string');
      expect(['Bank card', 'USDT-TRC20', 'USDT-ERC20']).toContain(row.pay_way);
    }
    // A USDT withdrawal shows the USDT that arrives, not the yuan asked for.
    const usdt = rows.find((row) => row.pay_way === 'USDT-TRC20');
    const asked = real.store
      .withdrawals(real.store.userByName(DEMO_ACCOUNT.username) as FakeUser)
      .find((withdrawal) => withdrawal.orderNo === usdt?.out_trade_no);
    expect(asked).toBeDefined();
    expect(Number(usdt?.amount)).toBeLessThan((asked?.amountCents ?? 0) / 100 / 6);
  });

  it("names deposits and bonuses as transRecord does ('Alipay', 'Wallet') and gives amounts as numbers", async () => {
    const token = demo(real);
    const deposits = await post(real, '/api/gettransrecord', { type: 1, pagesize: 100 }, token);
    const bonuses = await post(real, '/api/gettransrecord', { type: 4, pagesize: 100 }, token);
    const depositRows = (deposits.body.data as { data: Array<Record<string, unknown>> }).data;
    const outRows = (bonuses.body.data as { data: Array<Record<string, unknown>> }).data;

    expect(new Set(depositRows.map((row) => row.pay_way))).not.toContain('支付宝');
    expect(depositRows.some((row) => row.pay_way === 'Alipay')).toBe(true);
    expect(outRows.some((row) => row.pay_way === 'Wallet')).toBe(true);
    expect(outRows.every((row) => typeof row.amount === 'number' && typeof row.real_money === 'string')).toBe(true);
  });
});

describe('transfers and recover-all (PayController)', () => {
  it('recovers only the venue of the latest transfer in, its whole yuan, leaving the rest where it is', async () => {
    const player = cashPlayer(real);
    const into = await post(
      real,
      '/api/transfer',
      { sourcetype: 'userbalance', targettype: 'ag', amount: 50 },
      player.token,
    );
    expect(into.body).toEqual({ code: 200, message: '成功', data: { balance: '9950.00' } });
    expectContract('transfer', into);

    const recovered = await post(real, '/api/transall', {}, player.token);
    expect(recovered.body).toEqual({ code: 200, message: 'transfer success', data: { balance: 10_100 } });
    expectContract('transall', recovered);
    expect(player.user.venues).toMatchObject({ ag: 10, pg: 2_005 });
    expect((await post(real, '/api/transall', {}, player.token)).body).toEqual({
      code: 200,
      message: 'no balance to recover',
      data: '',
    });
  });

  it("answers an aggregator refusal with 209 and the aggregator's words, and leaves the row in state 0", async () => {
    const player = cashPlayer(real);
    const refusal = JSON.stringify({ kind: 'aggregator', message: 'Tg钱包转入失败' }).replace(
      /[\u0080-\uffff]/g,
      (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
    );
    const headers = { [SCENARIO_HEADER]: refusal };

    const into = await post(
      real,
      '/api/transfer',
      { sourcetype: 'userbalance', targettype: 'ag', amount: 50 },
      player.token,
      headers,
    );
    expect(into.body).toEqual({ code: 209, message: 'Tg钱包转入失败', data: { balance: 10_000 } });
    expectContract('transfer', into);
    const out = await post(
      real,
      '/api/transfer',
      { sourcetype: 'ag', targettype: 'userbalance', amount: 50 },
      player.token,
      headers,
    );
    expect(out.body).toEqual({ code: 209, message: 'Tg钱包转入失败', data: { code: 201, message: 'Tg钱包转入失败' } });
    expectContract('transfer', out);
    expect((await post(real, '/api/transall', {}, player.token, headers)).body).toEqual({
      code: 201,
      message: 'Tg钱包转入失败',
      data: '',
    });

    const records = await post(real, '/api/gettransrecord', { type: 3 }, player.token);
    expect((records.body.data as { data: unknown[] }).data).toEqual([
      // Logged under strtoupper(venue), and left in state 0 (the row the backend reserved before asking).
      expect.objectContaining({ api_type: 'AG', state: 0, amount: 50, real_money: '50.00' }),
    ]);
    expect(player.user.balanceCents).toBe(1_000_000);
  });

  it('in spec mode recovers every venue, cents included, in the Chinese the spec shows', async () => {
    const player = cashPlayer(spec);
    const answer = await post(spec, '/api/transall', {}, player.token);
    expect(answer.body).toEqual({ code: 200, message: '回收成功', data: '' });
    expect(player.user.balanceCents).toBe(1_012_015);
  });
});

describe('withdrawals (PayController::withdraw)', () => {
  it('words a request taken with the code table (成功), data []', async () => {
    const player = cashPlayer(real);
    const card = real.store.cards(player.user, 1)[0];
    const answer = await post(real, '/api/withdraw', { amount: 100, bank: card?.id, password: '123456' }, player.token);
    expect(answer.body).toEqual({ code: 200, message: '成功', data: [] });
    expectContract('withdraw', answer);
  });
});

describe('the auth middleware (Apiauthenticate), before any controller', () => {
  it('answers no member with HTTP 401 authentication failed; spec keeps code 401 in HTTP 200', async () => {
    const refused = await post(real, '/api/balance', {}, 'not-a-token');
    expect([refused.status, refused.body]).toEqual([401, { code: 401, message: 'authentication failed' }]);
    const old = await post(spec, '/api/balance', {}, 'not-a-token');
    expect([old.status, old.body]).toEqual([200, { code: 401, message: '未授权', data: [] }]);
  });

  it('lets black01 (isblack) and frozen01 (status 0) log in, then answers HTTP 403 account disabled', async () => {
    for (const name of ['black01', 'frozen01']) {
      const login = await post(real, '/api/login_pc', { name, password: 'demo1234' });
      expect(login.body, name).toMatchObject({ code: 200, message: '成功' });
      const token = (login.body.data as { api_token: string }).api_token;
      for (const path of ['/api/user', '/api/withdraw', '/api/logoff']) {
        const answer = await post(real, path, {}, token);
        expect([answer.status, answer.body], `${name} ${path}`).toEqual([
          403,
          { code: 403, message: 'account disabled' },
        ]);
      }
    }
    // spec answers them, with the flags the spec's app signs them out by.
    const login = await post(spec, '/api/login_pc', { name: 'black01', password: 'demo1234' });
    const user = await post(spec, '/api/user', {}, (login.body.data as { api_token: string }).api_token);
    expect(user.body.data).toMatchObject({ isblack: 1, status: 1 });
  });
});

describe('account answers (AuthController, PayController::refreshusermoney)', () => {
  it('answers balance with the wallet alone, refreshusermoney in English, user without flags and in ISO UTC', async () => {
    const token = demo(real);
    expect((await post(real, '/api/balance', {}, token)).body.data).toEqual({ balance: '8888.00' });
    expect((await post(spec, '/api/balance', {}, demo(spec))).body.data).toEqual({
      balance: '8888.00',
      gameblance: 770.25,
    });
    expect((await post(real, '/api/refreshusermoney', {}, token)).body.message).toBe('refresh success');
    expect((await post(spec, '/api/refreshusermoney', {}, demo(spec))).body.message).toBe('刷新成功');
    const user = (await post(real, '/api/user', {}, token)).body.data as Record<string, unknown>;
    expect(user).not.toHaveProperty('isblack');
    expect(user).not.toHaveProperty('status');
    expect(user.created_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.000000Z$/);
    const specUser = (await post(spec, '/api/user', {}, demo(spec))).body.data as Record<string, unknown>;
    expect(specUser).toMatchObject({ isblack: 0, status: 1 });
    expect(specUser.created_at).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
  });

  it('sums every state-0 transfer row into user.fanshui, a refused transfer included (getUserInfo)', async () => {
    const player = cashPlayer(real);
    const refusal = JSON.stringify({ kind: 'aggregator', message: 'refused' });
    await post(real, '/api/transfer', { sourcetype: 'userbalance', targettype: 'ag', amount: 50 }, player.token, {
      [SCENARIO_HEADER]: refusal,
    });
    expect((await post(real, '/api/user', {}, player.token)).body.data).toMatchObject({ fanshui: '50.00' });
    // spec counts unclaimed rebates only.
    const other = cashPlayer(spec);
    expect((await post(spec, '/api/user', {}, other.token)).body.data).toMatchObject({ fanshui: 0 });
  });

  it('fails every avatar upload with 201 上传失败 (uploadimg returns before it reads the file)', async () => {
    const player = cashPlayer(real);
    expect((await post(real, '/api/uploadimg', {}, player.token)).body).toEqual({
      code: 201,
      message: '上传失败',
      data: '',
    });
  });

  it("answers the switch, the agent application and the rebate claim in the backend's English", async () => {
    const player = cashPlayer(real);
    expect((await post(real, '/api/uptransferstatus', { transferstatus: 0 }, player.token)).body).toEqual({
      code: 200,
      message: 'success',
      data: '',
    });
    const application = { mobile: '13912345678', apply_info: '朋友多' };
    expect((await post(real, '/api/applyagentdo', application, player.token)).body).toMatchObject({
      code: 200,
      message: 'success',
    });
    expect((await post(real, '/api/applyagentdo', application, player.token)).body).toEqual({
      code: 500,
      message: 'Agent application already submitted',
      data: '',
    });
    expect((await post(real, '/api/dofanshui', {}, player.token)).body).toEqual({
      code: 202,
      message: 'No eligible records',
      data: '',
    });
    const specPlayer = cashPlayer(spec);
    expect((await post(spec, '/api/dofanshui', {}, specPlayer.token)).body).toMatchObject({
      code: 202,
      message: '没有可领取的返水',
    });
  });
});

describe('games, promotions, messages, deposits (IndexController, PayController)', () => {
  it('launches a game only with a category in game_type or game_code; the tile form is refused', async () => {
    const player = cashPlayer(real);
    const tile = { plat_name: 'pg', game_type: 'pg_mjhl', game_code: '', is_mobile_url: 1 };
    expect((await post(real, '/api/getGameUrl', tile, player.token)).body).toEqual({
      code: 500,
      message: 'game is closed or missing',
      data: [],
    });
    const launch = await post(
      real,
      '/api/getGameUrl',
      { ...tile, game_type: 'slot', game_code: 'pg_mjhl' },
      player.token,
    );
    expect(launch.body.data).toEqual({ url: expect.stringMatching(/game\.html\?plat=pg&code=pg_mjhl$/) });
    const specPlayer = cashPlayer(spec);
    expect((await post(spec, '/api/getGameUrl', tile, specPlayer.token)).body.code).toBe(200);
  });

  it('answers userapimoney with the balance alone, for a code of any case', async () => {
    const player = cashPlayer(real);
    expect((await post(real, '/api/userapimoney/AG', {}, player.token)).body).toEqual({
      code: 200,
      message: '成功',
      data: { balance: 100.1 },
    });
    const specPlayer = cashPlayer(spec);
    expect((await post(spec, '/api/userapimoney/ag', {}, specPlayer.token)).body).toMatchObject({
      message: '刷新成功',
      data: { platname: 'ag', balance: '100.10' },
    });
  });

  it('answers an unknown promotion with 200 and a blank item, an unknown deposit with 500', async () => {
    const detail = await post(real, '/api/activitydeatil', { id: 999 });
    expect(detail.body).toMatchObject({
      code: 200,
      message: 'activity not found',
      data: { id: 999, title: '', state: 0 },
    });
    expect((await post(spec, '/api/activitydeatil', { id: 999 })).body).toMatchObject({ code: 222 });
    const player = cashPlayer(real);
    expect((await post(real, '/api/payinfo', { deposit_no: 'CZ-nothing' }, player.token)).body).toEqual({
      code: 500,
      message: 'recharge order not found',
      data: [],
    });
  });

  it('lists every message whatever noticeList is asked for (type ignored)', async () => {
    const token = demo(real);
    const ids = async (type: number) =>
      (
        (await post(real, '/api/noticeList', { type, limit: 50 }, token)).body.data as { data: Array<{ id: number }> }
      ).data.map((row) => row.id);
    expect(await ids(1)).toEqual(await ids(2));
    const specIds = async (type: number) =>
      ((await post(spec, '/api/noticeList', { type, limit: 50 }, demo(spec))).body.data as { total: number }).total;
    expect(await specIds(1)).toBeLessThan(30);
  });

  it('answers a path it does not route with JSON 404 to Accept: application/json', async () => {
    const response = await fetch(`${BASE_URL}/api/hotlogin`, {
      method: 'POST',
      headers: { Accept: 'application/json' },
    });
    expect([response.status, await response.json()]).toEqual([404, { message: '' }]);
  });
});

describe('faults', () => {
  it('sends a 5xx that still carries the envelope', async () => {
    real.scenarios.set('/api/transfer', { kind: 'code', code: 500, message: '系统繁忙', status: 502 });
    const answer = await post(
      real,
      '/api/transfer',
      { sourcetype: 'userbalance', targettype: 'ag', amount: 1 },
      demo(real),
    );
    expect(answer.status).toBe(502);
    expect(answer.body).toEqual({ code: 500, message: '系统繁忙', data: [] });
  });
});

describe('the kind switch', () => {
  it('reads real and spec, nothing else', () => {
    expect(parseFakeKind('real')).toBe('real');
    expect(parseFakeKind(' spec ')).toBe('spec');
    expect(parseFakeKind('strict')).toBeUndefined();
    expect(parseFakeKind(undefined)).toBeUndefined();
    expect(real.store.kind).toBe('real');
  });
});
