import { createApi } from '@lobby/api';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ASSET_PREFIX, generatedAssets } from './assets.ts';
import { createAssetHandlers, createHandlers } from './handlers.ts';
import { createStore, DEMO_ACCOUNT } from './store.ts';

const BASE_URL = 'http://lobby.test';
const store = createStore(undefined, { now: () => new Date('2026-11-22T04:00:00Z') });
const server = setupServer(...createHandlers(store), ...createAssetHandlers());

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterAll(() => server.close());

describe('generated assets', () => {
  it('are small pictures and pages that load nothing from elsewhere', () => {
    for (const [name, asset] of generatedAssets()) {
      expect(asset.body.length, name).toBeLessThan(8_000);
      expect(asset.body.replace('http://www.w3.org/2000/svg', ''), name).not.toMatch(/https?:\/\//);
      if (name.endsWith('.svg')) expect(asset.body, name).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    }
  });

  it('cover every picture and page the answers point to', async () => {
    let token: string | null = null;
    const api = createApi({ baseUrl: BASE_URL, fetch: (request) => fetch(request), getToken: () => token });
    const login = await api.login({ name: DEMO_ACCOUNT.username, password: DEMO_ACCOUNT.password, code: 'ab12' });
    token = login.ok ? login.data.token : null;
    const deposit = await api.recharge({ paytype: 'alipay', amount: 200 });
    const answers = await Promise.all([
      api.gameList(),
      ...['obgdy', 'pp', 'fgdz', 'pg', 'fgfish', 'ae'].map((gamecode) => api.gamelistBycode({ gamecode })),
      api.bannerList(),
      api.activitylist(),
      api.activitydeatil({ id: 1 }),
      api.banklist(),
      api.getpaybank(),
      api.getcard({ type: 1 }),
      api.balancelist(),
      api.uservip(),
      api.getAgentLoginUrl(),
      api.getGameUrl({ plat_name: 'pg', game_type: 'pg_mjhl', game_code: '', is_mobile_url: 1 }),
      api.payinfo({ deposit_no: deposit.ok ? deposit.data.depositNo : '' }),
    ]);
    const addresses = JSON.stringify(answers).match(/http:\/\/lobby\.test\/fake-assets\/[^"?]+/g) ?? [];

    expect(addresses.length).toBeGreaterThan(150);
    const names = new Set(addresses.map((address) => address.slice(`${BASE_URL}${ASSET_PREFIX}`.length)));
    for (const name of names) expect(generatedAssets().has(name), name).toBe(true);
  });

  it('are served by the asset handlers for transports without the files', async () => {
    const picture = await fetch(`${BASE_URL}${ASSET_PREFIX}banner-1.svg`);
    expect(picture.headers.get('content-type')).toBe('image/svg+xml');
    expect(await picture.text()).toBe(generatedAssets().get('banner-1.svg')?.body);

    expect((await fetch(`${BASE_URL}${ASSET_PREFIX}nothing.svg`)).status).toBe(404);
  });
});
