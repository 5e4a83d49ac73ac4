import { type Api, createApi } from '@lobby/api';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createFakePlatform } from '../node.ts';
import { DEMO_ACCOUNT } from '../store.ts';

const BASE_URL = 'http://lobby.test';
let now = new Date('2026-11-22T04:00:00Z');
// The fake's own rules, on the `spec` kind; where `real` answers otherwise, real-backend.test.ts and the
// differential test (src/real/) hold the backend's answers.
const fake = createFakePlatform(undefined, { now: () => now, approveAfterMs: 60_000, kind: 'spec' });

beforeAll(() => fake.server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => fake.scenarios.clear());
afterAll(() => fake.server.close());

async function member(name: string = DEMO_ACCOUNT.username, password: string = DEMO_ACCOUNT.password) {
  const session: { token: string | null } = { token: null };
  const api = createApi({ baseUrl: BASE_URL, fetch: (request) => fetch(request), getToken: () => session.token });
  const login = await api.login({ name, password, code: 'ab12' });
  session.token = login.ok ? login.data.token : null;
  return { api, token: session.token ?? '' };
}

let counter = 0;
async function newMember(): Promise<Api> {
  counter += 1;
  const name = `member${String(counter).padStart(3, '0')}`;
  const api = createApi({ baseUrl: BASE_URL, fetch: (request) => fetch(request), getToken: () => null });
  // The spec's sign-up takes the six-digit payment password (the real kind refuses it: real-backend.test.ts).
  const registered = await api.register({
    name,
    password: 'pass1234',
    confirmPass: 'pass1234',
    realname: '钱七',
    paypassword: '123456',
  });
  if (!registered.ok) throw new Error(`${name} registers: ${registered.error.message}`);
  return (await member(name, 'pass1234')).api;
}

async function post(path: string, token: string, body: unknown) {
  const response = await fetch(`${BASE_URL}${path}`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  return (await response.json()) as { code: number; message: string; data?: unknown };
}

const balanceOf = async (api: Api) => {
  const result = await api.balance();
  return result.ok ? result.data : { balance: Number.NaN, gameBalance: Number.NaN };
};

describe('records page through Laravel paginators', () => {
  it('pages every bet once, with next_page_url null on the last page', async () => {
    const { api, token } = await member();
    const first = await api.betrecord({ page: 1, pagesize: 50 });
    if (!first.ok) throw new Error('betrecord answers');
    const seen = new Set<string>();
    for (let page = 1; page <= first.data.lastPage; page += 1) {
      const result = await api.betrecord({ page, pagesize: 50 });
      for (const bet of result.ok ? result.data.rows : []) seen.add(bet.betId);
    }

    expect(first.data.total).toBeGreaterThanOrEqual(300);
    expect(seen.size).toBe(first.data.total);
    const last = await post('/api/betrecord', token, { page: first.data.lastPage, pagesize: 50 });
    expect(last.data).toMatchObject({ next_page_url: null, current_page: first.data.lastPage, per_page: 50 });
  });

  it('filters bets by date code and venue, newest first', async () => {
    const { api } = await member();
    const today = await api.betrecord({ date: 1, pagesize: 100 });
    const month = await api.betrecord({ date: 4, pagesize: 100 });
    const ag = await api.betrecord({ date: 4, api_type: 'ag', pagesize: 100 });
    if (!today.ok || !month.ok || !ag.ok) throw new Error('betrecord answers');

    expect(today.data.total).toBeLessThan(month.data.total);
    expect(today.data.rows.every((bet) => bet.betTime.startsWith('2026-11-22'))).toBe(true);
    expect(ag.data.rows.every((bet) => bet.platform === 'ag' && bet.platformName === 'AG真人')).toBe(true);
    const times = month.data.rows.map((bet) => bet.betTime);
    expect(times).toEqual(times.toSorted().toReversed());
  });

  it('holds over a hundred records of each transaction type', async () => {
    const { api } = await member();
    for (const type of [1, 2, 3, 4] as const) {
      const result = await api.gettransrecord({ type, pagesize: 10 });
      expect(result.ok && result.data.total, `type ${type}`).toBeGreaterThanOrEqual(100);
      expect(result.ok && result.data.rows).toHaveLength(10);
    }
    const bonuses = await api.gettransrecord({ type: 4, pagesize: 100, page: 1 });
    // Spec names a bonus ('web') 优惠活动 (the real kind, as transRecord, 'Wallet': real-backend.test.ts).
    expect(bonuses.ok && bonuses.data.rows.some((row) => row.payWay === '优惠活动')).toBe(true);
  });

  it('filters messages by type and promotions by category', async () => {
    const { api } = await member();
    const notices = await api.noticeList({ type: 1, limit: 50 });
    const all = await api.noticeList({ limit: 50 });
    const category = await api.activitylist({ type: 3 });

    expect(notices.ok && notices.data.rows.every((message) => message.type === 1)).toBe(true);
    expect(all.ok && all.data.total).toBe(30);
    expect(category.ok && category.data.rows.map((promotion) => promotion.type)).toEqual([3, 3]);
    expect(category.ok && category.data.perPage).toBe(99);
  });
});

describe('money through the calls', () => {
  it('credits a deposit only once the platform approves it, and lists it meanwhile as pending', async () => {
    const api = await newMember();
    const order = await api.recharge({
      paytype: 'bank',
      amount: 300,
      bank: '招商银行',
      bank_no: '6225880212345678',
      bank_owner: '钱七',
      bank_address: '上海',
    });
    const depositNo = order.ok ? order.data.depositNo : '';

    expect(await balanceOf(api)).toEqual({ balance: 0, gameBalance: 0 });
    expect(await api.gettransrecord({ type: 1 })).toMatchObject({
      ok: true,
      data: { rows: [{ orderNo: depositNo, state: 1, amount: 300 }] },
    });
    const info = await api.payinfo({ deposit_no: depositNo });
    expect(info).toMatchObject({ ok: true, data: { payType: 'bankpay', channel: null } });
    expect(info.ok && info.data.receivingAccounts.length).toBeGreaterThanOrEqual(2);

    now = new Date(now.getTime() + 60_000);
    expect(await balanceOf(api)).toEqual({ balance: 300, gameBalance: 0 });
    expect(await api.gettransrecord({ type: 1 })).toMatchObject({ ok: true, data: { rows: [{ state: 2 }] } });
  });

  it('moves whole yuan to a venue and back, and recovers every venue, cents included', async () => {
    const { api } = await member();
    const start = await balanceOf(api);
    const venues = await api.balancelist2();
    const pp = (venues.ok && venues.data.find((wallet) => wallet.platform === 'pp')?.balance) || 0;

    expect(await api.transfer({ amount: '88.8', sourcetype: 'userbalance', targettype: 'pp' })).toMatchObject({
      ok: true,
      data: { balance: start.balance - 88 },
      message: '转账成功',
    });
    const wallets = await api.balancelist2();
    expect(wallets.ok && wallets.data.find((wallet) => wallet.platform === 'pp')).toMatchObject({
      balance: pp + 88,
      hasAccount: true,
    });
    expect(wallets.ok && wallets.data.find((wallet) => wallet.platform === 'bg')).toMatchObject({
      balance: 0,
      hasAccount: false,
    });
    expect(await api.transfer({ amount: 10, sourcetype: 'pp', targettype: 'ag' })).toMatchObject({
      ok: false,
      error: { kind: 'server', code: 209, message: '场馆之间不能互转' },
    });

    // Spec's recover-all: every venue, cents included (the real kind's latest-venue rule: real-backend.test.ts).
    expect(await api.transall()).toEqual({ ok: true, data: { balance: null }, message: '回收成功' });
    const after = await balanceOf(api);
    expect(after.balance).toBeCloseTo(start.balance + start.gameBalance, 2);
    expect(after.gameBalance).toBe(0);
    expect(await api.transall()).toEqual({ ok: true, data: { balance: null }, message: '没有可回收的金额' });
  });

  it('takes the wallet into the venue of a game in seamless mode', async () => {
    const { api } = await member();
    await api.transall();
    const { balance } = await balanceOf(api);

    expect((await api.uptransferstatus({ transferstatus: 1 })).ok).toBe(true);
    const launch = await api.getGameUrl({ plat_name: 'tcg', game_type: 'tcg_ssc', game_code: '', is_mobile_url: 1 });
    expect(launch.ok && launch.data.url).toMatch(
      /^http:\/\/lobby\.test\/fake-assets\/game\.html\?plat=tcg&code=tcg_ssc$/,
    );
    expect(await api.userapimoney('tcg')).toMatchObject({ ok: true, data: { balance: Math.floor(balance) } });
    await api.uptransferstatus({ transferstatus: 0 });
    await api.transall();
  });

  it('writes only the switch on uptransferstatus, whatever else is posted', async () => {
    const { api, token } = await member();
    const before = await api.user();

    await post('/api/uptransferstatus', token, { transferstatus: 1, balance: '999999.00', vip: 10, isblack: 1 });

    const after = await api.user();
    expect(after.ok && before.ok && { ...after.data, seamlessTransfer: before.data.seamlessTransfer }).toEqual(
      before.ok && before.data,
    );
    expect(after.ok && after.data.seamlessTransfer).toBe(true);
    await api.uptransferstatus({ transferstatus: 0 });
  });

  it('debits a withdrawal and lists it as pending review', async () => {
    const { api } = await member();
    const { balance } = await balanceOf(api);
    const cards = await api.getcard({ type: 1 });

    const result = await api.withdraw({
      amount: 100,
      bank: cards.ok ? (cards.data[0]?.id ?? 0) : 0,
      password: '123456',
    });

    expect(result).toEqual({ ok: true, data: null, message: '提交成功，等待后台审核' });
    expect((await balanceOf(api)).balance).toBe(balance - 100);
    const withdrawals = await api.gettransrecord({ type: 2 });
    // Spec names the card's bank; the real kind, as transRecord, 'Bank card' (real-backend.test.ts).
    expect(withdrawals.ok && withdrawals.data.rows[0]).toMatchObject({ state: 1, amount: 100, payWay: '中国工商银行' });
    expect(await api.withdraw({ amount: 100, bank: 1, password: '' })).toMatchObject({
      ok: false,
      error: { kind: 'server', code: 1000, message: '请输入您的支付密码' },
    });
  });

  it('claims rebates once into the wallet', async () => {
    const { api } = await member();
    const before = await api.getfanshui();
    const { balance } = await balanceOf(api);
    const unclaimed = before.ok ? before.data.unclaimed : 0;

    expect(unclaimed).toBeGreaterThan(0);
    expect(await api.dofanshui()).toEqual({ ok: true, data: null, message: '成功领取' });
    expect((await balanceOf(api)).balance).toBeCloseTo(balance + unclaimed, 2);
    expect(await api.getfanshui({ api_type: '', type: 1 })).toMatchObject({
      ok: true,
      data: { unclaimed: 0, page: { total: 0 } },
    });
    expect(await api.dofanshui()).toMatchObject({ ok: false, error: { code: 202, message: '没有可领取的返水' } });
  });

  it('grabs red packets into the wallet and lists them', async () => {
    const { api } = await member();
    const status = await api.userredpacket();
    const { balance } = await balanceOf(api);

    expect(status).toMatchObject({ ok: true, data: { phase: 'STARTING', remaining: 3, acquired: 0 } });
    expect(status.ok && status.data.rules).toHaveLength(5);
    const grab = await api.douserredpacket();
    const amount = grab.ok ? grab.data.amount : 0;
    expect(grab).toMatchObject({ ok: true, data: { remaining: 2, acquired: 1 }, message: '成功领取' });
    expect((await balanceOf(api)).balance).toBeCloseTo(balance + amount, 2);
    const packets = await api.redpacket();
    expect(packets.ok && packets.data.perPage).toBe(10);
    expect(packets.ok && packets.data.rows[0]).toMatchObject({ amount, depositAmount: 1500 });
    const outsider = await newMember();
    expect(await outsider.douserredpacket()).toMatchObject({ ok: false, error: { code: 203 } });
  });
});

describe('the member profile', () => {
  it('saves the profile and refuses a wrong current password', async () => {
    const api = await newMember();

    expect(
      await api.updateuserinfo({ birthday: '1990-01-02', mobile: '13912345678', email: 'q@example.com' }),
    ).toMatchObject({ ok: true });
    expect(await api.user()).toMatchObject({
      ok: true,
      data: { birthday: '1990-01-02', mobile: '13912345678', email: 'q@example.com' },
    });
    expect(await api.updateuserinfo({ birthday: '02/01/1990', mobile: '', email: '' })).toMatchObject({
      ok: false,
      error: { code: 1000 },
    });
    expect(
      await api.editPassword({ password: 'wrong-one', paypassword: 'next1234', newpasword: 'next1234' }),
    ).toMatchObject({
      ok: false,
      error: { code: 205 },
    });
    expect(
      await api.editPassword({ password: 'pass1234', paypassword: 'next1234', newpasword: 'next9999' }),
    ).toMatchObject({
      ok: false,
      error: { code: 1000 },
    });
    expect(
      await api.editPayPassword({ password: '123456', paypassword: '12345a', newpasword: '12345a' }),
    ).toMatchObject({
      ok: false,
      error: { code: 1000, message: '支付密码必须为6位数字' },
    });
  });

  it('keeps an uploaded picture as the avatar and refuses other files', async () => {
    const api = await newMember();
    const png = new File([Uint8Array.from([137, 80, 78, 71, 13, 10, 26, 10])], 'me.png', { type: 'image/png' });

    expect(await api.uploadimg(png)).toMatchObject({
      ok: true,
      data: { avatar: 'data:image/png;base64,iVBORw0KGgo=' },
    });
    expect(await api.user()).toMatchObject({ ok: true, data: { avatar: 'data:image/png;base64,iVBORw0KGgo=' } });
    expect(await api.uploadimg(new File(['hello'], 'a.txt', { type: 'text/plain' }))).toMatchObject({
      ok: false,
      error: { code: 1000 },
    });
  });

  it('binds five accounts of a type at most, and checks the form first', async () => {
    const api = await newMember();
    const card = (n: number) => ({
      bank: '中国农业银行',
      bank_no: `62284800000000${n}`,
      bank_owner: '钱七',
      bank_address: '南京支行',
      pay_pass: '123456',
    });

    expect(await api.bindcard({ ...card(0), bank_address: '' })).toMatchObject({
      ok: false,
      error: { code: 1000, message: '请输入开户行地址' },
    });
    expect(await api.bindcard({ ...card(0), bank_no: '1234' })).toMatchObject({
      ok: false,
      error: { message: '请输入正确的卡号长度' },
    });
    for (let n = 1; n <= 5; n += 1) expect((await api.bindcard(card(n))).ok).toBe(true);
    expect(await api.bindcard(card(6))).toMatchObject({ ok: false, error: { code: 207 } });
    expect(
      await api.bindcard({
        bank: 'USDT',
        bank_no: 'TXa9JkLmNoPqRsTuVwXyZ77777',
        bank_owner: 'TRC20',
        pay_pass: '123456',
      }),
    ).toMatchObject({ ok: true });
    expect(await api.getcard({ type: 2 })).toMatchObject({
      ok: true,
      data: [{ bank: 'USDT', owner: 'TRC20', lastFour: '7777' }],
    });
  });

  it('takes an agent application once', async () => {
    const api = await newMember();

    expect(await api.applyagentdo({ mobile: '13912345678', apply_info: '朋友多' })).toEqual({
      ok: true,
      data: null,
      message: '申请成功',
    });
    expect(await api.applyagentdo({ mobile: '13912345678', apply_info: '朋友多' })).toMatchObject({
      ok: false,
      error: { code: 500, message: '您已申请过代理' },
    });
  });
});

describe('public content', () => {
  it('has every help article and null for the unused category', async () => {
    const api = createApi({ baseUrl: BASE_URL, fetch: (request) => fetch(request), getToken: () => null });
    for (const type of [1, 2, 3, 4, 5, 7, 8]) {
      const article = await api.article({ type });
      expect(article.ok && article.data?.content, `type ${type}`).toMatch(/^<p>/);
    }
    expect(await api.article({ type: 6 })).toMatchObject({ ok: true, data: null });
  });

  it('answers an unknown promotion with 222 and the HTML content of a known one', async () => {
    const api = createApi({ baseUrl: BASE_URL, fetch: (request) => fetch(request), getToken: () => null });

    expect(await api.activitydeatil({ id: 404 })).toMatchObject({
      ok: false,
      error: { code: 222, message: '活动不存在' },
    });
    expect(await api.activitydeatil({ id: 1 })).toMatchObject({
      ok: true,
      data: { canApply: true, content: expect.stringContaining('<table>') },
    });
  });

  it('keeps the payment gateway key out of payinfo', async () => {
    const { api, token } = await member();
    const order = await api.recharge({ paytype: 'usdt', amount: 720, catepay: 'TRC20' });

    const raw = await post('/api/payinfo', token, { deposit_no: order.ok ? order.data.depositNo : '' });

    expect(raw.message).toBe('usdtpay');
    expect(JSON.stringify(raw)).not.toMatch(/"key"/);
    expect(raw.data).toMatchObject({ info: { real_money: 100, usdtrate: '7.20' }, cardlist: { content: 'TRC20' } });
  });
});
