// The fake that cannot drift: the same sequences of calls go to the platform's real backend (the kit in
// ../shared/real-backend, started fresh by tooling/real-backend.ts) and to the fake's `real` kind (in process,
// through msw's getResponse over the same handlers every transport uses), as new players each side opens the same
// way. Codes, messages, JSON shapes (keys and kinds, recursively; lists by their first element) and money are
// compared; every difference left is either fixed in the fake or listed in KNOWN_DIFFERENCES with its reason.
// Catalogue calls (games, banners, promotions, ...) are compared by shape only: each side seeds its own.
// Run with `pnpm test:real` (vitest.real.config.ts); skipped, saying how to point at a kit, where there is none.
import { getResponse } from 'msw';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findRealBackend, type RealBackend, skipMessage, startRealBackend } from '../../../../tooling/real-backend.ts';
import { createHandlers } from '../handlers.ts';
import { createStore, type FakeUser, type Store } from '../store.ts';
import { explain, type KnownDifference, kindOf, moneyCents, shapeDifferences } from './compare.ts';

const SUITE = 'fake-platform differential test (fake real kind vs the real backend)';
const kit = findRealBackend();
if (!kit) console.warn(skipMessage(SUITE));

/**
 * Every difference between the backend and the fake's `real` kind that stays, with its reason. A line is
 * `<call label> <what>`; an entry explains the lines of its call its pattern matches. An entry that explains
 * nothing fails the test too, so the table cannot outlive the difference.
 */
const KNOWN_DIFFERENCES: ReadonlyArray<KnownDifference> = [
  // Data each side seeds its own way (catalogue contents, configuration, the kit's migrations).
  {
    call: /^(app|getservicerurl|activitytype|activitylist|activitydeatil|game\/list|uservip|getpaybank|noticeList.*|payinfo)$/,
    line: /^shape \S+: only in (backend|fake)$/,
    reason:
      "catalogue and configuration keys: the kit's migrations add columns (customer-service, work-order, stream, popup " +
      'and VIP-salary fields) the app never reads and openapi.yaml does not list; the fake sends what the contract lists',
  },
  {
    call: /^(app|homenotice|article|game\/list|payinfo)$/,
    line: /^shape \S+: backend \w+, fake \w+$/,
    reason:
      "seeded values of another kind: h5_url (the kit sets WAP_URL), homenotice rows (the contract's string variant in " +
      "the fake), encontent and check images (null in the kit's seed), payinfo info.order_no/pay_way (kit columns)",
  },
  {
    call: /^noticeList/,
    line: /^shape \$\.data\.next_page_url: backend null, fake string$/,
    reason: 'the kit seeds 3 messages (one page), the fake 30 (three pages)',
  },
  {
    call: /^user( after .*)?$/,
    line: /^shape \$\.data\.totalgame: backend string, fake number$/,
    reason:
      'totalgame is a DECIMAL column (valid bets) in the backend; openapi.yaml types it as an integer, so the fake ' +
      'keeps its count until the contract changes',
  },
  // Backend bugs the fake does not copy.
  {
    call: 'get_pay_way',
    line: /./,
    reason: 'backend bug: HTTP 500 on every request (PayController calls the undefined findActiveCodePay)',
  },
  {
    call: 'gettransrecord type 5',
    line: /./,
    reason: 'backend bug: HTTP 500 (Undefined variable $list); the fake refuses an unknown type with code 1000',
  },
  {
    call: /^register( second| third)?$/,
    line: /^shape \$\.data\.(password|paypwd): only in backend$/,
    reason: 'backend bug: register answers the created row with both bcrypt hashes; the fake never leaks them',
  },
  {
    call: /^(delcard wrong pay password|getcard after delcard wrong pay password)$/,
    line: /^(code: backend 200, fake 205|value data\.length: backend 1, fake 2)$/,
    reason:
      'backend bug: DelbindCard never checks pay_pass, so a wrong payment password deletes the card (answers.md); ' +
      'the fake refuses it with 205 支付密码错误 and keeps the card',
  },
  // The game aggregator behind the backend is the kit's stub; the fake stands in its own.
  {
    call: 'transfer out too much',
    line: /^message: /,
    reason: "the aggregator's words for a venue holding too little: the kit's stub says one thing, the fake's another",
  },
  // The fake's own Chinese where the backend's words differ; same code, and '' or [] both read as "no data".
  {
    call: /^(updateuserinfo|bindcard.*|delcard.*|editPassword.*|editPayPassword.*|logoff)$/,
    line: /^(message: |shape \$\.data: backend array, fake string$)/,
    reason:
      "wording: the backend answers the code table's 成功/错误/登录密码错误 where the fake says what happened " +
      '(绑定成功, 解绑成功, 修改成功, 原密码错误, ...); the app shows either; refusals carry data [] there, "" here',
  },
  {
    call: /^(withdraw .*|recharge below range|recharge no amount|payinfo unknown)$/,
    line: /^(message: |shape \$\.data: backend array, fake string$)/,
    reason:
      "wording of money refusals: same codes (520, 214, 215, 201, 208, 500, 1000), the fake's Chinese where the " +
      'backend mixes its own Chinese and English (取款密码错误, withdraw card not found, 打码量...); data [] vs ""',
  },
];

type Answer = { status: number; body: unknown; text: string };
type Json = Record<string, unknown>;

/** What a step may read of its side: the player's token and what earlier steps captured. */
type Context = { token: string; values: Map<string, unknown> };

/** One side of the comparison: the backend or the fake, sending a call and doing the back office's hand. */
type Side = {
  name: 'backend' | 'fake';
  send(method: string, path: string, body: unknown, token: string | null, headers?: Headers): Promise<Answer>;
  /** Puts `cents` in the player's wallet by hand (the back office's manual credit). */
  credit(username: string, cents: number): void;
  /** The back office approves (2) or refuses (3) a deposit order. */
  review(username: string, orderNo: string, approved: boolean): void;
  /** The back office disables a player (status 0). */
  disable(username: string): void;
  /** The back office blacklists a player (isblack 1). */
  blacklist(username: string): void;
  context: Context;
};

const HEADERS = {
  Accept: 'application/json',
  'Content-Type': 'application/json',
  'User-Agent': 'Mozilla/5.0 (Linux; Android 13) AppleWebKit/537.36 Mobile Safari/537.36',
};

async function read(response: Response): Promise<Answer> {
  const text = await response.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {}
  return { status: response.status, body, text };
}

/** Request headers a step adds to the transport's own. */
type Headers = Readonly<Record<string, string>>;

function requestInit(method: string, body: unknown, token: string | null, headers: Headers = {}): RequestInit {
  return {
    method,
    headers: { ...HEADERS, Authorization: token === null ? 'Bearer' : `Bearer ${token}`, ...headers },
    ...(method === 'GET' ? {} : { body: JSON.stringify(body ?? {}) }),
  };
}

function backendSide(backend: RealBackend): Side {
  const quote = (text: string) => `'${text.replace(/'/g, "''")}'`;
  return {
    name: 'backend',
    send: async (method, path, body, token, headers) =>
      read(await fetch(`${backend.url}${path}`, requestInit(method, body, token, headers))),
    credit: (username, cents) =>
      void backend.sql(`UPDATE users SET balance = balance + ${cents / 100} WHERE username = ${quote(username)}`),
    review: (username, orderNo, approved) => {
      backend.sql(`UPDATE recharge SET state = ${approved ? 2 : 3} WHERE out_trade_no = ${quote(orderNo)}`);
      if (approved) {
        backend.sql(
          `UPDATE users u JOIN recharge r ON r.user_id = u.id ` +
            'SET u.balance = u.balance + r.amount, u.paysum = u.paysum + r.amount ' +
            `WHERE r.out_trade_no = ${quote(orderNo)} AND u.username = ${quote(username)}`,
        );
      }
    },
    disable: (username) => void backend.sql(`UPDATE users SET status = 0 WHERE username = ${quote(username)}`),
    blacklist: (username) => void backend.sql(`UPDATE users SET isblack = 1 WHERE username = ${quote(username)}`),
    context: { token: '', values: new Map() },
  };
}

function fakeSide(store: Store): Side {
  const handlers = createHandlers(store);
  // The back office's hand on the live state (the store has no call for a manual credit or a disabled player).
  const member = (username: string) => store.peek().users.find((user) => user.username === username) as FakeUser;
  return {
    name: 'fake',
    send: async (method, path, body, token, headers) => {
      const response = await getResponse(
        handlers,
        new Request(`http://127.0.0.1:4173${path}`, requestInit(method, body, token, headers)),
      );
      if (!response) throw new Error(`the fake has no handler for ${method} ${path}`);
      return read(response);
    },
    credit: (username, cents) => {
      member(username).balanceCents += cents;
    },
    review: (_username, orderNo, approved) => {
      if (!(approved ? store.approveDeposit(orderNo) : store.rejectDeposit(orderNo))) {
        throw new Error(`no pending deposit ${orderNo}`);
      }
    },
    disable: (username) => {
      member(username).status = 0;
    },
    blacklist: (username) => {
      member(username).isblack = 1;
    },
    context: { token: '', values: new Map() },
  };
}

/** The value at a dotted path (`data.data.0.state`). */
function at(value: unknown, path: string): unknown {
  let current = value;
  for (const key of path.split('.')) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Json)[key];
  }
  return current;
}

/** How a step's answers are compared. */
type Compare = {
  /** Compare the message too (default: yes). */
  message?: boolean;
  /** Paths whose values must be equal (money as cents whatever its kind; anything else as JSON). */
  values?: ReadonlyArray<string>;
  /** Paths whose money must be equal. */
  money?: ReadonlyArray<string>;
};

type Step = {
  label: string;
  method?: 'GET' | 'POST';
  path: string;
  body?: Json | ((context: Context) => Json);
  /** The player's token (default), none, or one of the context's values. */
  token?: 'player' | 'none' | ((context: Context) => string);
  /** Headers of this step's own (an `Idempotency-Key`). */
  headers?: Headers;
  compare?: Compare;
  /** Reads what later steps need from this side's answer. */
  capture?: (answer: Answer, context: Context) => void;
};

const lines: Array<{ call: string; line: string }> = [];
let calls = 0;

function record(call: string, line: string) {
  lines.push({ call, line });
}

/** Sends one step to both sides and records every difference. */
async function step(sides: ReadonlyArray<Side>, spec: Step): Promise<[Answer, Answer]> {
  const answers = await Promise.all(
    sides.map(async (side) => {
      const body = typeof spec.body === 'function' ? spec.body(side.context) : spec.body;
      const token =
        spec.token === 'none' ? null : typeof spec.token === 'function' ? spec.token(side.context) : side.context.token;
      const answer = await side.send(spec.method ?? 'POST', spec.path, body, token, spec.headers);
      spec.capture?.(answer, side.context);
      return answer;
    }),
  );
  const [backend, fake] = answers as [Answer, Answer];
  calls += 1;
  const call = spec.label;
  if (backend.status !== fake.status) record(call, `status: backend ${backend.status}, fake ${fake.status}`);
  const code = (answer: Answer) => at(answer.body, 'code');
  if (code(backend) !== code(fake)) record(call, `code: backend ${code(backend)}, fake ${code(fake)}`);
  const message = (answer: Answer) => at(answer.body, 'message');
  if (spec.compare?.message !== false && message(backend) !== message(fake)) {
    record(call, `message: backend ${JSON.stringify(message(backend))}, fake ${JSON.stringify(message(fake))}`);
  }
  if (kindOf(backend.body) === 'string' || kindOf(fake.body) === 'string') {
    if (kindOf(backend.body) !== kindOf(fake.body))
      record(call, `body: backend ${kindOf(backend.body)}, fake ${kindOf(fake.body)}`);
  } else {
    for (const line of shapeDifferences(backend.body, fake.body)) record(call, `shape ${line}`);
  }
  for (const path of spec.compare?.money ?? []) {
    const [a, b] = [moneyCents(at(backend.body, path)), moneyCents(at(fake.body, path))];
    if (a !== b) record(call, `money ${path}: backend ${a}, fake ${b}`);
  }
  for (const path of spec.compare?.values ?? []) {
    const [a, b] = [JSON.stringify(at(backend.body, path)), JSON.stringify(at(fake.body, path))];
    if (a !== b) record(call, `value ${path}: backend ${a}, fake ${b}`);
  }
  return [backend, fake];
}

/** A player's name, the same on both sides (each side is fresh, so the names are free on both). */
const player = (n: number) => `diffp${String(n).padStart(3, '0')}`;
const PASSWORD = 'Test1234';
const PAY_PASSWORD = 'Pay12345';
/** A bank deposit as the app's form sends it. */
const BANK_DEPOSIT = {
  paytype: 'bank',
  bank: '招商银行',
  bank_no: '6225880000000009',
  bank_owner: '测试',
  bank_address: '上海',
};

describe.skipIf(!kit)(SUITE, () => {
  let backend: RealBackend | undefined;
  let sides: Side[] = [];
  const started = Date.now();

  beforeAll(async () => {
    backend = await startRealBackend({ name: 'diff' });
    sides = [backendSide(backend), fakeSide(createStore(undefined, { approveAfterMs: null }))];
  }, 120_000);

  afterAll(() => {
    backend?.stop();
    console.info(`${SUITE}: ${calls} calls to each side, ${lines.length} difference lines, ${Date.now() - started} ms`);
  });

  const run = (spec: Step) => step(sides, spec);
  const balance = (label: string) => run({ label, path: '/api/balance', compare: { money: ['data.balance'] } });

  it('the site and its catalogue, logged out', async () => {
    await run({ label: 'app', path: '/api/app' });
    await run({ label: 'getservicerurl', path: '/api/getservicerurl' });
    await run({ label: 'getAgentLoginUrl', method: 'GET', path: '/api/getAgentLoginUrl' });
    await run({ label: 'bannerList', path: '/api/bannerList', body: { type: 2 } });
    await run({ label: 'homenotice', path: '/api/homenotice' });
    await run({ label: 'activitytype', path: '/api/activitytype' });
    await run({
      label: 'activitylist',
      path: '/api/activitylist',
      body: { type: '', page: 1 },
      capture: (answer, context) => {
        const rows = (at(answer.body, 'data.data') ?? []) as Json[];
        context.values.set('activity', rows[0]?.id);
        context.values.set('applicable', rows.find((row) => Number(row.can_apply) === 1)?.id);
      },
    });
    await run({ label: 'activitylist invalid type', path: '/api/activitylist', body: { type: 'abc' } });
    await run({
      label: 'activitydeatil',
      path: '/api/activitydeatil',
      body: (c) => ({ id: c.values.get('activity') }),
    });
    await run({ label: 'activitydeatil unknown', path: '/api/activitydeatil', body: { id: 99_999 } });
    await run({ label: 'article', path: '/api/article', body: { type: 1 } });
    await run({ label: 'game/list', method: 'GET', path: '/api/game/list?category=' });
    await run({ label: 'gamelistBycode', path: '/api/gamelistBycode', body: { gamecode: 'fgfish' } });
    await run({ label: 'banklist', path: '/api/banklist' });
    await run({ label: 'get_pay_way', method: 'GET', path: '/api/get_pay_way' });
    await run({ label: 'getpaybank', path: '/api/getpaybank' });
    await run({ label: 'uservip', path: '/api/uservip' });
    await run({ label: 'hotlogin', path: '/api/hotlogin' });
  });

  it('registration and sign-in', async () => {
    const form = { name: player(1), password: PASSWORD, confirmPass: PASSWORD, realname: '测试' };
    await run({
      label: 'register six-digit pay password',
      path: '/api/register',
      body: { ...form, paypassword: '123456' },
    });
    await run({
      label: 'register no realname',
      path: '/api/register',
      body: { ...form, realname: '', paypassword: PAY_PASSWORD },
    });
    await run({
      label: 'register',
      path: '/api/register',
      body: { ...form, paypassword: PAY_PASSWORD },
      compare: { values: ['data.username', 'data.realname', 'data.status', 'data.vip', 'data.pid'] },
    });
    await run({ label: 'register taken', path: '/api/register', body: { ...form, paypassword: PAY_PASSWORD } });
    await run({ label: 'login short password', path: '/api/login_pc', body: { name: player(1), password: '123' } });
    await run({ label: 'login unknown', path: '/api/login_pc', body: { name: 'nobody999', password: PASSWORD } });
    await run({
      label: 'login wrong password',
      path: '/api/login_pc',
      body: { name: player(1), password: 'Wrong1234' },
    });
    await run({
      label: 'login',
      path: '/api/login_pc',
      body: { name: player(1), password: PASSWORD, code: 'abcd' },
      compare: { values: ['data.username'] },
      capture: (answer, context) => {
        context.token = String(at(answer.body, 'data.api_token') ?? '');
      },
    });
    await run({ label: 'user no token', path: '/api/user', token: 'none' });
    await run({ label: 'user unknown token', path: '/api/user', token: () => 'nope' });
  });

  it('the player, their cards and passwords', async () => {
    await run({
      label: 'user',
      path: '/api/user',
      compare: {
        values: ['data.username', 'data.status', 'data.isblack', 'data.transferstatus', 'data.vip'],
        money: ['data.balance', 'data.fanshui'],
      },
    });
    await balance('balance new player');
    await run({ label: 'refreshusermoney', path: '/api/refreshusermoney', compare: { money: ['data.balance'] } });
    await run({
      label: 'updateuserinfo',
      path: '/api/updateuserinfo',
      body: { birthday: '1991-02-03', mobile: '13900000000', email: 'a@b.test' },
    });
    await run({ label: 'getcard empty', path: '/api/getcard', body: { type: 1 } });
    const card = { bank: '招商银行', bank_no: '6225880000000001', bank_owner: '测试', bank_address: '上海' };
    await run({ label: 'bindcard wrong pay password', path: '/api/bindcard', body: { ...card, pay_pass: '00000000' } });
    await run({ label: 'bindcard', path: '/api/bindcard', body: { ...card, pay_pass: PAY_PASSWORD } });
    await run({
      label: 'bindcard second',
      path: '/api/bindcard',
      body: { ...card, bank_no: '6225880000000002', pay_pass: PAY_PASSWORD },
    });
    await run({
      label: 'bindcard third',
      path: '/api/bindcard',
      body: { ...card, bank_no: '6225880000000003', pay_pass: PAY_PASSWORD },
    });
    await run({
      label: 'getcard',
      path: '/api/getcard',
      body: { type: 1 },
      compare: { values: ['data.0.bank_no', 'data.0.bank_owner', 'data.length'] },
      capture: (answer, context) => {
        const rows = (at(answer.body, 'data') ?? []) as Json[];
        context.values.set('card', rows[0]?.id);
        context.values.set('card2', rows[1]?.id);
        context.values.set('card3', rows[2]?.id);
      },
    });
    await run({ label: 'getcard usdt', path: '/api/getcard', body: { type: 2 } });
    await run({
      label: 'delcard unknown',
      path: '/api/delcard',
      body: { id: 999_999, pay_pass: PAY_PASSWORD },
    });
    await run({
      label: 'delcard',
      path: '/api/delcard',
      body: (c) => ({ id: c.values.get('card2'), pay_pass: PAY_PASSWORD }),
    });
    await run({
      label: 'delcard wrong pay password',
      path: '/api/delcard',
      body: (c) => ({ id: c.values.get('card3'), pay_pass: '00000000' }),
    });
    await run({
      label: 'getcard after delcard wrong pay password',
      path: '/api/getcard',
      body: { type: 1 },
      compare: { values: ['data.length'] },
    });
    await run({
      label: 'editPassword wrong current',
      path: '/api/editPassword',
      body: { password: 'Wrong1234', paypassword: 'Test5678', newpasword: 'Test5678' },
    });
    await run({
      label: 'editPassword',
      path: '/api/editPassword',
      body: { password: PASSWORD, paypassword: 'Test5678', newpasword: 'Test5678' },
    });
    await run({
      label: 'editPayPassword wrong current',
      path: '/api/editPayPassword',
      body: { password: '000000', paypassword: '654321', newpasword: '654321' },
    });
    await run({
      label: 'editPayPassword',
      path: '/api/editPayPassword',
      body: { password: PAY_PASSWORD, paypassword: PAY_PASSWORD, newpasword: PAY_PASSWORD },
    });
    await run({ label: 'uploadimg', path: '/api/uploadimg', body: {} });
    await run({
      label: 'applyagentdo',
      path: '/api/applyagentdo',
      body: { mobile: '13900000000', apply_info: 'diff' },
    });
    await run({
      label: 'applyagentdo again',
      path: '/api/applyagentdo',
      body: { mobile: '13900000000', apply_info: 'diff' },
    });
    await run({ label: 'noticeList', path: '/api/noticeList', body: { page: 1, limit: 10 } });
    await run({ label: 'noticeList type 2', path: '/api/noticeList', body: { page: 1, limit: 10, type: 2 } });
    await run({ label: 'uptransferstatus', path: '/api/uptransferstatus', body: { transferstatus: 0 } });
  });

  it('deposits and withdrawals move the same money', async () => {
    const username = player(1);
    await run({ label: 'getPayRange bank', path: '/api/getPayRange', body: { type: 'bank' } });
    await run({
      label: 'recharge bank',
      path: '/api/recharge',
      body: { ...BANK_DEPOSIT, amount: 500 },
      compare: { message: false },
      capture: (answer, context) => context.values.set('deposit', at(answer.body, 'message')),
    });
    await run({ label: 'payinfo', path: '/api/payinfo', body: (c) => ({ deposit_no: c.values.get('deposit') }) });
    await run({ label: 'payinfo unknown', path: '/api/payinfo', body: { deposit_no: 'nope' } });
    await run({ label: 'recharge below range', path: '/api/recharge', body: { ...BANK_DEPOSIT, amount: 60 } });
    await run({ label: 'recharge no amount', path: '/api/recharge', body: { paytype: 'bank' } });
    await run({
      label: 'gettransrecord deposits pending',
      path: '/api/gettransrecord',
      body: { type: 1, date: 1, page: 1, api_type: '', pagesize: 20 },
      compare: { values: ['data.total', 'data.data.0.state'], money: ['data.data.0.amount'] },
    });
    for (const side of sides) side.review(username, String(side.context.values.get('deposit')), false);
    for (const side of sides) side.credit(username, 100_000);
    await balance('balance after credit');
    await run({ label: 'getBetAmount', path: '/api/getBetAmount', compare: { money: ['data.bet_amount'] } });
    const withdraw =
      (amount: number, password = PAY_PASSWORD) =>
      (c: Context) => ({
        amount,
        bank: c.values.get('card'),
        password,
      });
    await run({ label: 'withdraw wrong pay password', path: '/api/withdraw', body: withdraw(200, '00000000') });
    await run({ label: 'withdraw below minimum', path: '/api/withdraw', body: withdraw(50) });
    await run({ label: 'withdraw above maximum', path: '/api/withdraw', body: withdraw(60_000) });
    await run({
      label: 'withdraw unknown card',
      path: '/api/withdraw',
      body: { amount: 200, bank: 999_999, password: PAY_PASSWORD },
    });
    await run({ label: 'withdraw', path: '/api/withdraw', body: withdraw(200) });
    const [before] = await balance('balance after withdraw');
    // The backend ignores Idempotency-Key (and the api's body field): a repeat with the same key is another
    // withdrawal. The fake's real kind must move the money as many times.
    const key = { 'Idempotency-Key': 'diff-withdraw-1' };
    await run({ label: 'withdraw with a key', path: '/api/withdraw', body: withdraw(100), headers: key });
    await run({ label: 'withdraw with the same key', path: '/api/withdraw', body: withdraw(100), headers: key });
    await run({
      label: 'withdraw with the same key in the body',
      path: '/api/withdraw',
      body: (c) => ({ ...withdraw(100)(c), idempotency_key: 'diff-withdraw-1' }),
    });
    const [after] = await balance('balance after the same key thrice');
    // On the backend itself: three withdrawals of 100 (the fake's are compared to these above).
    expect(moneyCents(at(before.body, 'data.balance')) - moneyCents(at(after.body, 'data.balance'))).toBe(30_000);
    await run({ label: 'withdraw over balance', path: '/api/withdraw', body: withdraw(5_000) });
    await run({
      label: 'gettransrecord withdrawals',
      path: '/api/gettransrecord',
      body: { type: 2, date: 1, page: 1, api_type: '', pagesize: 20 },
      compare: {
        values: ['data.total', 'data.data.0.state', 'data.data.0.type', 'data.data.3.state'],
        money: ['data.data.0.amount', 'data.data.0.real_money'],
      },
    });
    await run({
      label: 'recharge bank approved',
      path: '/api/recharge',
      body: { ...BANK_DEPOSIT, amount: 300 },
      compare: { message: false },
      capture: (answer, context) => context.values.set('deposit2', at(answer.body, 'message')),
    });
    for (const side of sides) side.review(username, String(side.context.values.get('deposit2')), true);
    await balance('balance after approved deposit');
    await run({ label: 'withdraw without turnover', path: '/api/withdraw', body: withdraw(200) });
    await run({
      label: 'user after deposits',
      path: '/api/user',
      compare: { money: ['data.balance', 'data.paysum', 'data.fanshui'] },
    });
  });

  it('transfers, recover-all and their records move the same money', async () => {
    const transfer = (amount: unknown, sourcetype: string, targettype: string) => ({ amount, sourcetype, targettype });
    await run({ label: 'balancelist', path: '/api/balancelist' });
    await run({
      label: 'transfer in',
      path: '/api/transfer',
      body: transfer(200.9, 'userbalance', 'AG'),
      compare: { money: ['data.balance'] },
    });
    await balance('balance after transfer in');
    await run({ label: 'userapimoney', path: '/api/userapimoney/AG', compare: { money: ['data.balance'] } });
    await run({
      label: 'transfer out',
      path: '/api/transfer',
      body: transfer('50', 'AG', 'userbalance'),
      compare: { money: ['data.balance'] },
    });
    await run({ label: 'transfer out too much', path: '/api/transfer', body: transfer(1000, 'AG', 'userbalance') });
    await run({
      label: 'user after refused transfer',
      path: '/api/user',
      compare: { money: ['data.balance', 'data.fanshui'] },
    });
    await run({ label: 'transfer same', path: '/api/transfer', body: transfer(10, 'userbalance', 'userbalance') });
    await run({ label: 'transfer venue to venue', path: '/api/transfer', body: transfer(10, 'PG', 'AG') });
    await run({ label: 'transfer half', path: '/api/transfer', body: transfer(0.5, 'userbalance', 'AG') });
    await run({ label: 'transfer insufficient', path: '/api/transfer', body: transfer(999_999, 'userbalance', 'AG') });
    await run({ label: 'transfer no fields', path: '/api/transfer', body: {} });
    await run({ label: 'transall', path: '/api/transall', compare: { money: ['data.balance'] } });
    await run({ label: 'transall again', path: '/api/transall' });
    await balance('balance after transall');
    for (const type of [3, 4]) {
      for (const date of [1, 2, 4, 99]) {
        await run({
          label: `gettransrecord type ${type} date ${date}`,
          path: '/api/gettransrecord',
          body: { type, date, page: 1, api_type: '', pagesize: 20 },
          compare: {
            values: ['data.total', 'data.data.0.state', 'data.data.0.api_type', 'data.data.0.pay_way'],
            money: ['data.data.0.amount', 'data.data.0.real_money'],
          },
        });
      }
    }
    await run({
      label: 'gettransrecord type 3 by venue',
      path: '/api/gettransrecord',
      body: { type: 3, date: 4, page: 1, api_type: 'ag', pagesize: 20 },
      compare: { values: ['data.total'] },
    });
    await run({
      label: 'gettransrecord type 1 date 5',
      path: '/api/gettransrecord',
      body: { type: 1, date: 5, page: 1, api_type: '', pagesize: 20 },
      compare: { values: ['data.total'] },
    });
    await run({ label: 'gettransrecord type 5', path: '/api/gettransrecord', body: { type: 5, date: 1, page: 1 } });
    for (const date of [1, 5, 6, 7, 99]) {
      await run({
        label: `betrecord date ${date}`,
        path: '/api/betrecord',
        body: { date, page: 1, api_type: '', pagesize: 20 },
        compare: { values: ['data.total'] },
      });
    }
    await run({
      label: 'getGameUrl tile',
      path: '/api/getGameUrl',
      body: { plat_name: 'PG', game_type: '65', game_code: '', is_mobile_url: 1 },
    });
    await run({
      label: 'getGameUrl category',
      path: '/api/getGameUrl',
      body: { plat_name: 'AG', game_type: 1, game_code: '0', is_mobile_url: 1 },
    });
  });

  it('rebates, red packets and promotions', async () => {
    await run({
      label: 'getfanshui',
      path: '/api/getfanshui',
      body: { date: 4, page: 1, api_type: '', type: '', pagesize: 10 },
      compare: { values: ['data.list.total'], money: ['data.jisuan', 'data.nojisuan'] },
    });
    await run({ label: 'dofanshui', path: '/api/dofanshui' });
    await run({
      label: 'gettransrecord type 3 after dofanshui',
      path: '/api/gettransrecord',
      body: { type: 3, date: 99, page: 1, api_type: '', pagesize: 20 },
      compare: { values: ['data.total', 'data.data.0.state'] },
    });
    await run({ label: 'redpacket', path: '/api/redpacket', body: { page: 1 } });
    await run({
      label: 'userredpacket',
      method: 'GET',
      path: '/api/userredpacket?page=1',
      compare: { values: ['data.redPacketStatus'] },
    });
    await run({ label: 'douserredpacket', path: '/api/douserredpacket' });
    await run({ label: 'activityApplyLog', path: '/api/activityApplyLog', body: { page: 1, limit: 10 } });
    await run({
      label: 'doactivityapply',
      path: '/api/doactivityapply',
      body: (c) => ({ activityid: c.values.get('applicable'), amount: '100' }),
    });
    await run({
      label: 'doactivityapply again',
      path: '/api/doactivityapply',
      body: (c) => ({ activityid: c.values.get('applicable'), amount: '100' }),
    });
    await run({ label: 'doactivityapply unknown', path: '/api/doactivityapply', body: { activityid: 99_999 } });
  });

  it('the optional player-protection calls, which the backend does not route', async () => {
    for (const [path, body] of [
      ['/api/responsible/limits', {}],
      ['/api/responsible/set_limit', { period: 'day', amount: '100' }],
      ['/api/responsible/break', { days: 1 }],
      ['/api/responsible/session', { since: '2026-11-01 00:00:00' }],
    ] as const) {
      const [backendAnswer, fakeAnswer] = await run({ label: path, path, body });
      expect(backendAnswer.status, path).toBe(404);
      expect(fakeAnswer.status, path).toBe(404);
    }
  });

  it('a disabled player and a player who logged off', async () => {
    const form = {
      name: player(2),
      password: PASSWORD,
      confirmPass: PASSWORD,
      realname: '测试',
      paypassword: PAY_PASSWORD,
    };
    await run({
      label: 'register second',
      path: '/api/register',
      body: form,
      capture: (answer, context) => context.values.set('second', at(answer.body, 'data.api_token')),
    });
    for (const side of sides) side.disable(player(2));
    const second = (c: Context) => String(c.values.get('second'));
    await run({ label: 'user disabled', path: '/api/user', token: second });
    await run({ label: 'balance disabled', path: '/api/balance', token: second });
    await run({
      label: 'login disabled',
      path: '/api/login_pc',
      token: 'none',
      body: { name: player(2), password: PASSWORD },
    });
    // A blacklisted player (black01's case) logs in too, and meets the same 403.
    await run({
      label: 'register third',
      path: '/api/register',
      body: { ...form, name: player(3) },
      capture: (answer, context) => context.values.set('third', at(answer.body, 'data.api_token')),
    });
    for (const side of sides) side.blacklist(player(3));
    await run({
      label: 'login blacklisted',
      path: '/api/login_pc',
      token: 'none',
      body: { name: player(3), password: PASSWORD },
      compare: { message: true },
      capture: (answer, context) => context.values.set('third', at(answer.body, 'data.api_token')),
    });
    const third = (c: Context) => String(c.values.get('third'));
    await run({ label: 'user blacklisted', path: '/api/user', token: third });
    await run({ label: 'withdraw blacklisted', path: '/api/withdraw', body: { amount: 100 }, token: third });
    await run({ label: 'logoff', path: '/api/logoff' });
    await run({ label: 'user after logoff', path: '/api/user' });
  });

  it('leaves no difference unexplained and no explanation unused', () => {
    const { unexplained, unused } = explain(lines, KNOWN_DIFFERENCES);
    expect(unexplained).toEqual([]);
    expect(unused.map((entry) => `${entry.call} ${entry.line}`)).toEqual([]);
  });
});
