import { createApi } from '@lobby/api';
import { setupServer } from 'msw/node';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ASSET_PREFIX, generatedAsset, generatedAssetNames } from './assets.ts';
import { createAssetHandlers, createHandlers } from './handlers.ts';
import { createStore, DEMO_ACCOUNT } from './store.ts';

const BASE_URL = 'http://lobby.test';
const store = createStore(undefined, { now: () => new Date('2026-11-22T04:00:00Z') });
const server = setupServer(...createHandlers(store), ...createAssetHandlers());

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterAll(() => server.close());

describe('generated assets', () => {
  it('are PNG pictures of the sizes the screens show, as the backend sends, and pages that load nothing else', () => {
    // Width and height by kind: game tiles, banners, the QR codes, and the small icons (venues, banks, VIP levels).
    const sizes: Record<string, [number, number]> = {
      game: [300, 300],
      list: [300, 300],
      banner: [750, 300],
      promo: [750, 300],
      qr: [240, 240],
      venue: [64, 64],
      bank: [64, 64],
      vip: [64, 64],
    };
    for (const name of generatedAssetNames()) {
      const asset = generatedAsset(name);
      if (name.endsWith('.html')) {
        expect(asset?.type, name).toBe('text/html; charset=utf-8');
        expect(asset?.body, name).not.toMatch(/https?:\/\//);
        continue;
      }
      expect(asset?.type, name).toBe('image/png');
      const body = asset?.body as Uint8Array;
      expect(body.length, name).toBeLessThan(16_000);
      // pngjs reads it (checking every chunk's CRC and the deflated data), independently of how it was written.
      const picture = PNG.sync.read(Buffer.from(body));
      expect([picture.width, picture.height], name).toEqual(sizes[name.split('-')[0] ?? '']);
      const alphaAt = (x: number, y: number) => picture.data[(y * picture.width + x) * 4 + 3];
      const middle = alphaAt(picture.width >> 1, picture.height >> 1);
      expect(middle, name).toBe(255);
    }
  });

  it('paint a game tile with rounded corners, its colours from the game, and a label bar in white', () => {
    const read = (name: string) => PNG.sync.read(Buffer.from(generatedAsset(name)?.body as Uint8Array));
    const tile = read('game-pg_mjhl.png');
    const pixel = (x: number, y: number) => [...tile.data.subarray((y * 300 + x) * 4, (y * 300 + x) * 4 + 4)];

    expect(pixel(0, 0)[3]).toBe(0);
    expect(pixel(299, 299)[3]).toBe(0);
    expect(pixel(12, 150)[3]).toBe(255);
    expect(pixel(150, 224)[3]).toBe(255);
    expect(Math.min(...pixel(150, 224).slice(0, 3))).toBeGreaterThan(220);
    const other = read('game-pp_olympus.png');
    expect(pixel(12, 150)).not.toEqual([...other.data.subarray((150 * 300 + 12) * 4, (150 * 300 + 12) * 4 + 4)]);
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
    for (const name of names) expect(generatedAssetNames(), name).toContain(name);
  });

  it('are served by the asset handlers for transports without the files', async () => {
    const picture = await fetch(`${BASE_URL}${ASSET_PREFIX}banner-1.png`);
    expect(picture.headers.get('content-type')).toBe('image/png');
    expect(new Uint8Array(await picture.arrayBuffer())).toEqual(generatedAsset('banner-1.png')?.body);

    expect((await fetch(`${BASE_URL}${ASSET_PREFIX}nothing.png`)).status).toBe(404);
  });
});
