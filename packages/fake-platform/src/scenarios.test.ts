import { apiMessages, calls, createApi, readAnswer } from '@lobby/api';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createFakePlatform } from './node.ts';
import { parseScenario, playScenario, SCENARIO_HEADER, SCENARIO_QUERY, type Scenario } from './scenarios.ts';

const BASE_URL = 'http://lobby.test';
// A fixed clock: the seeded history and every answer are the same whatever the time of day.
const NOW = new Date('2026-11-22T04:00:00Z');
const fake = createFakePlatform(undefined, { now: () => NOW });

beforeAll(() => fake.server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => fake.scenarios.clear());
afterAll(() => fake.server.close());

const api = createApi({ baseUrl: BASE_URL, fetch: (request) => fetch(request), getToken: () => null, timeoutMs: 300 });

describe('fault scenarios through the api client', () => {
  const cases: Array<[string, Scenario, unknown]> = [
    [
      'code',
      { kind: 'code', code: 500, message: '系统维护中...' },
      { kind: 'server', message: '系统维护中...', code: 500 },
    ],
    ['unauthorized', { kind: 'unauthorized' }, { kind: 'unauthorized', message: '未授权', code: 401 }],
    ['html500', { kind: 'html500' }, { kind: 'server', message: apiMessages.serverBusy, httpStatus: 500 }],
    ['malformed', { kind: 'malformed' }, { kind: 'contract', message: apiMessages.contract }],
    [
      'malformed without code',
      { kind: 'malformed', noCode: true },
      { kind: 'contract', message: apiMessages.contract },
    ],
    ['hang', { kind: 'hang' }, { kind: 'network', message: apiMessages.timeout }],
    ['offline', { kind: 'offline' }, { kind: 'network', message: apiMessages.network }],
  ];

  for (const [label, scenario, error] of cases) {
    it(`turns ${label} into a ${(error as { kind: string }).kind} error`, async () => {
      fake.scenarios.set('/api/app', scenario);

      await expect(api.app()).resolves.toEqual({ ok: false, error });
    });
  }

  it('answers normally after a slow wait', async () => {
    fake.scenarios.set('/api/app', { kind: 'slow', ms: 60 });

    expect((await api.app()).ok).toBe(true);
  });

  it('faults only the call it is set for, until cleared', async () => {
    fake.scenarios.set('/api/user', { kind: 'html500' });

    expect((await api.app()).ok).toBe(true);
    expect(await api.user()).toMatchObject({ ok: false, error: { kind: 'server' } });
    fake.scenarios.clear();
    expect(await api.user()).toMatchObject({ ok: false, error: { kind: 'unauthorized' } });
  });

  it('takes a scenario from the request header or the query flag', async () => {
    const byHeader = await fetch(`${BASE_URL}/api/app`, { method: 'POST', headers: { [SCENARIO_HEADER]: 'html500' } });
    expect(byHeader.status).toBe(500);
    expect(await byHeader.text()).toContain('<html');

    const json = JSON.stringify({ kind: 'code', code: 203, message: '密码错误' });
    const byQuery = await fetch(`${BASE_URL}/api/app?${SCENARIO_QUERY}=${encodeURIComponent(json)}`, {
      method: 'POST',
    });
    expect(readAnswer(calls.app, byQuery.status, await byQuery.text())).toEqual({
      ok: false,
      error: { kind: 'server', message: '密码错误', code: 203 },
    });
  });
});

describe('playScenario', () => {
  // Timers of our own: a wall-clock measurement would depend on how fast and how loaded the machine is.
  beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] }));
  afterEach(() => vi.useRealTimers());

  it('holds a slow answer for the time it is given, then lets the normal answer follow', async () => {
    let settled = false;
    const played = playScenario({ kind: 'slow', ms: 60 }).then((response) => {
      settled = true;
      return response;
    });

    await vi.advanceTimersByTimeAsync(59);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);

    expect(settled).toBe(true);
    await expect(played).resolves.toBeUndefined();
  });
});

describe('parseScenario', () => {
  it('reads short names and JSON', () => {
    expect(parseScenario('html500')).toEqual({ kind: 'html500' });
    expect(parseScenario('no-code')).toEqual({ kind: 'malformed', noCode: true });
    expect(parseScenario('slow:250')).toEqual({ kind: 'slow', ms: 250 });
    expect(parseScenario('offline')).toEqual({ kind: 'offline' });
    expect(parseScenario('{"kind":"code","code":202,"message":"用户不存在"}')).toEqual({
      kind: 'code',
      code: 202,
      message: '用户不存在',
    });
  });

  it('ignores what it cannot read', () => {
    expect(parseScenario(null)).toBeUndefined();
    expect(parseScenario('explode')).toBeUndefined();
    expect(parseScenario('slow:soon')).toBeUndefined();
    expect(parseScenario('{"kind":"code"}')).toBeUndefined();
    expect(parseScenario('{not json')).toBeUndefined();
  });
});
