import { type CallSpec, createApi, protectionCalls, readAnswer } from '@lobby/api';
import { getResponse } from 'msw';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFakePlatform } from '../node.ts';
import { DEMO_ACCOUNT } from '../store.ts';
import { laravelDate } from '../time.ts';

const BASE_URL = 'http://with-protection.test';
const HOUR = 3_600_000;
let now = new Date('2026-11-22T04:00:00Z').getTime();
// A backend that added the optional protection calls; the default fake, like today's backend, answers them 404.
const fake = createFakePlatform(undefined, { now: () => new Date(now), approveAfterMs: null, protection: true });
const without = createFakePlatform(undefined, { now: () => new Date(now), approveAfterMs: null });

beforeAll(() => fake.server.listen({ onUnhandledFrame: 'error' }));
afterAll(() => fake.server.close());

async function signedIn(name: string, password = 'demo1234') {
  const session: { token: string | null } = { token: null };
  const api = createApi({ baseUrl: BASE_URL, fetch: (request) => fetch(request), getToken: () => session.token });
  const login = await api.login({ name, password, code: 'ab12' });
  session.token = login.ok ? login.data.token : null;
  return { api, login };
}

describe('deposit limits', () => {
  it('lowers at once, raises only after 24 hours, and says when', async () => {
    const { api } = await signedIn(fake.store.openPlayer('cash').username);
    const set = await api.setLimit({ period: 'day', amount: '1000' });
    expect(set).toMatchObject({ ok: true, data: { day: { amount: 1000, pending: null } } });

    const raised = await api.setLimit({ period: 'day', amount: '3000' });
    expect(raised).toMatchObject({
      ok: true,
      data: { day: { amount: 1000, pending: { amount: 3000, at: laravelDate(now + 24 * HOUR) } } },
    });
    const lowered = await api.setLimit({ period: 'day', amount: '800.50' });
    expect(lowered).toMatchObject({ ok: true, data: { day: { amount: 800.5, pending: null } } });

    await api.setLimit({ period: 'day', amount: '' });
    now += 24 * HOUR - 1000;
    expect(await api.limits()).toMatchObject({ ok: true, data: { day: { amount: 800.5 } } });
    now += 1000;
    expect(await api.limits()).toMatchObject({ ok: true, data: { day: { amount: null, pending: null } } });
  });

  it('refuses a deposit past a limit, naming it and what remains, and counts pending deposits', async () => {
    const { api } = await signedIn(fake.store.openPlayer('cash').username);
    await api.setLimit({ period: 'week', amount: '500' });
    expect(await api.recharge({ paytype: 'alipay', amount: 300 })).toMatchObject({ ok: true });
    expect(await api.limits()).toMatchObject({ ok: true, data: { week: { used: 300 }, day: { used: 300 } } });

    expect(await api.recharge({ paytype: 'alipay', amount: 200.01 })).toEqual({
      ok: false,
      error: { kind: 'server', code: 403, message: '已超出您设置的7天存款限额 ¥500.00，剩余可存 ¥200.00' },
    });
    expect(await api.recharge({ paytype: 'alipay', amount: 200 })).toMatchObject({ ok: true });
  });

  it('refuses a period or an amount it cannot read with code 1000', async () => {
    const { api } = await signedIn(fake.store.openPlayer('cash').username);
    for (const payload of [
      { period: 'year', amount: '10' },
      { period: 'day', amount: '-5' },
      { period: 'day', amount: '1.234' },
    ]) {
      const result = await api.setLimit(payload as { period: 'day'; amount: string });
      expect(result, JSON.stringify(payload)).toMatchObject({ ok: false, error: { code: 1000 } });
    }
  });
});

describe('a break', () => {
  it('ends the session and refuses login, saying until when, until it is over', async () => {
    const player = fake.store.openPlayer('cash');
    const { api } = await signedIn(player.username);
    const taken = await api.takeBreak({ days: 7 });
    const until = laravelDate(now + 7 * 24 * HOUR);
    expect(taken).toMatchObject({ ok: true, data: { until } });
    expect(await api.balance()).toMatchObject({ ok: false, error: { kind: 'unauthorized' } });

    const refused = await signedIn(player.username);
    expect(refused.login).toEqual({
      ok: false,
      error: { kind: 'server', code: 403, message: `您已选择暂停至 ${until.slice(0, 16)}，期间无法登录` },
    });
    now += 7 * 24 * HOUR;
    expect((await signedIn(player.username)).login).toMatchObject({ ok: true });
  });

  it('takes only 1, 7 or 30 days', async () => {
    const { api } = await signedIn(fake.store.openPlayer('cash').username);
    expect(await api.takeBreak({ days: 2 as 1 })).toMatchObject({ ok: false, error: { code: 1000 } });
    expect(await api.balance()).toMatchObject({ ok: true });
  });
});

describe("the session's result", () => {
  it('sums the stakes and what came back of the settled bets since a time', async () => {
    const { api } = await signedIn(DEMO_ACCOUNT.username, DEMO_ACCOUNT.password);
    const user = fake.store.userByName(DEMO_ACCOUNT.username);
    if (!user) throw new Error('the demo player exists');
    const since = fake.store.epoch() - 3 * 24 * HOUR;
    const bets = fake.store.bets(user).filter((bet) => bet.time >= since && bet.status <= 1);
    expect(bets.length).toBeGreaterThan(0);
    const cents = (pick: (bet: (typeof bets)[number]) => number) => bets.reduce((total, bet) => total + pick(bet), 0);
    expect(await api.sessionResult({ since: laravelDate(since) })).toEqual({
      ok: true,
      message: expect.any(String),
      data: {
        stakes: cents((bet) => bet.amountCents) / 100,
        wins: cents((bet) => bet.amountCents + bet.winLossCents) / 100,
        bets: bets.length,
      },
    });
  });
});

describe('without the optional calls (the default, as today)', () => {
  it("answers each with the backend's JSON 404, which the client reads as a server error", async () => {
    expect(without.store.protection).toBeNull();
    for (const call of Object.values(protectionCalls) as Array<CallSpec<unknown>>) {
      const request = new Request(`${BASE_URL}${call.path}`, {
        method: 'POST',
        headers: { Accept: 'application/json', Authorization: 'Bearer any', 'Content-Type': 'application/json' },
        body: '{}',
      });
      const response = await getResponse(without.handlers, request);
      expect(response?.status, call.path).toBe(404);
      expect(readAnswer(call, 404, (await response?.text()) ?? ''), call.path).toEqual({
        ok: false,
        error: { kind: 'server', message: expect.any(String), httpStatus: 404 },
      });
    }
  });
});
