import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseScenario, SCENARIO_HEADER } from './scenarios.ts';
import { type RunningServer, startServer } from './server/server.ts';
import {
  aggregatorRefusing,
  codeFault,
  continueWithFault,
  FakeClient,
  type FaultRoute,
  fetchTransport,
  routeFault,
  TEST_PAY_PASSWORD,
  uniqueNames,
  withFault,
} from './testing.ts';

describe('faults as a test asks for them', () => {
  it('encodes what the fake reads back, Chinese in ASCII', () => {
    const refusal = codeFault(500, '游戏维护中');
    expect(refusal).toMatch(/^[\x20-\x7e]+$/);
    expect(parseScenario(refusal)).toEqual({ kind: 'code', code: 500, message: '游戏维护中' });
    expect(parseScenario(codeFault(500, 'Bad Gateway', 502))).toEqual({
      kind: 'code',
      code: 500,
      message: 'Bad Gateway',
      status: 502,
    });
    expect(parseScenario(aggregatorRefusing('平台维护'))).toEqual({ kind: 'aggregator', message: '平台维护' });
    expect(withFault({ accept: '*/*' }, 'html500')).toEqual({ accept: '*/*', [SCENARIO_HEADER]: 'html500' });
  });

  it("routes a page's calls to a path through the fault, and fails them in the browser when offline", async () => {
    const done: string[] = [];
    const route = (): FaultRoute => ({
      request: () => ({ headers: () => ({ accept: '*/*' }) }),
      continue: async (options) => void done.push(`continue ${JSON.stringify(options.headers)}`),
      abort: async (code) => void done.push(`abort ${code}`),
    });
    await continueWithFault(route(), 'offline');
    const routed: Array<[(url: URL) => boolean, (route: FaultRoute) => unknown]> = [];
    await routeFault({ route: async (url, handler) => void routed.push([url, handler]) }, '/api/user', 'hang');
    const [matches, handler] = routed[0] ?? [];
    expect(matches?.(new URL('http://127.0.0.1/api/user'))).toBe(true);
    expect(matches?.(new URL('http://127.0.0.1/api/balance'))).toBe(false);
    await handler?.(route());
    expect(done).toEqual(['abort internetdisconnected', `continue {"accept":"*/*","${SCENARIO_HEADER}":"hang"}`]);
  });
});

describe('players of a test of its own and the back office, over the server', () => {
  let folder = '';
  let server: RunningServer;
  let fake: FakeClient;

  beforeAll(async () => {
    folder = await mkdtemp(join(tmpdir(), 'lobby-fake-testing-'));
    await mkdir(join(folder, 'dist'));
    await writeFile(join(folder, 'dist', 'index.html'), '<!doctype html><title>Lobby</title>');
    server = await startServer({
      distDir: join(folder, 'dist'),
      dataFile: join(folder, 'fake-platform.json'),
      approveAfterMs: null,
    });
    fake = new FakeClient(fetchTransport(server.url));
  });

  afterAll(async () => {
    await server.close();
    await rm(folder, { recursive: true, force: true });
  });

  it('opens a cash player, signs them in and reads their money', async () => {
    const account = await fake.openPlayer('cash');
    const token = await fake.login(account);
    expect(await fake.walletCents(token)).toBe(1_000_000);
    expect(await fake.venueCents(token)).toMatchObject({ ag: 10_010, pg: 2_005 });
  });

  it('registers a player whose payment password is six digits, and binds a USDT address with it', async () => {
    const names = uniqueNames(() => '07');
    const player = await fake.registerPlayer(names.username());
    expect(player).toMatchObject({ username: 'p070001', payPassword: TEST_PAY_PASSWORD });
    await fake.bindUsdt(player, names.usdtAddress());
    const wrong = await fake.call(player.token, 'bindcard', {
      bank: 'USDT',
      bank_no: names.usdtAddress(),
      bank_owner: 'TRC20',
      pay_pass: `${TEST_PAY_PASSWORD}00`,
    });
    expect(wrong.code).not.toBe(200);
  });

  it('approves a pending deposit, and refuses an unknown one', async () => {
    const account = await fake.openPlayer('cash');
    const token = await fake.login(account);
    const before = await fake.walletCents(token);
    const deposit = await fake.call(token, '/api/recharge', { paytype: 'alipay', amount: '123.45' });
    expect(deposit.code).toBe(200);
    await fake.approveDeposit(deposit.message);
    expect(await fake.walletCents(token)).toBe(before + 12_345);
    await expect(fake.approveDeposit('CZ-none')).rejects.toThrow('HTTP 404');
  });

  it('issues names and numbers that differ and keep their shapes', () => {
    const names = uniqueNames(() => '12');
    const usernames = [names.username(), names.username('f')];
    expect(usernames).toEqual(['p120001', 'f120002']);
    expect(names.usdtAddress()).toMatch(/^T\w{33}$/);
    expect(names.cardNumber()).toMatch(/^\d{16}$/);
  });
});
