import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { calls, createApi, readAnswer } from '@lobby/api';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { generatedAsset } from '../assets.ts';
import { type RunningServer, startServer } from './server.ts';

const INDEX_HTML =
  '<!doctype html><html lang="zh-CN"><head><title>Lobby</title></head><body><div id="root"></div></body></html>';
const ASSET_JS = `export const answer = ${JSON.stringify('x'.repeat(2000))};\n`;

let folder = '';
let distDir = '';
let dataFile = '';
let running: RunningServer | undefined;

beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'lobby-fake-server-'));
  distDir = join(folder, 'dist');
  dataFile = join(folder, 'data', 'fake-platform.json');
  await mkdir(join(distDir, 'assets'), { recursive: true });
  await writeFile(join(distDir, 'index.html'), INDEX_HTML);
  await writeFile(join(distDir, 'assets', 'index-Ab12Cd34.js'), ASSET_JS);
  await writeFile(join(distDir, 'logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  await writeFile(join(folder, 'secret.txt'), 'outside the dist folder');
});

afterEach(async () => {
  await running?.close();
  running = undefined;
});

afterAll(async () => {
  await rm(folder, { recursive: true, force: true });
});

/** A raw HTTP GET, so the path reaches the server exactly as written (fetch would normalise "..") and nothing is decoded. */
function rawGet(
  url: string,
  path: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(new URL(url), { path, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
      );
    });
    request.on('error', reject);
    request.end();
  });
}

function apiAt(url: string, token: () => string | null = () => null) {
  return createApi({ baseUrl: url.replace(/\/$/, ''), fetch: (request) => fetch(request), getToken: token });
}

describe('startServer', () => {
  it('serves index.html without caching and hashed assets with a long cache', async () => {
    running = await startServer({ distDir, dataFile });
    expect(running.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/$/);

    const index = await fetch(running.url);
    expect(index.status).toBe(200);
    expect(index.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(index.headers.get('cache-control')).toBe('no-cache');
    expect(await index.text()).toBe(INDEX_HTML);

    const asset = await fetch(new URL('assets/index-Ab12Cd34.js', running.url));
    expect(asset.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await asset.text()).toBe(ASSET_JS);

    const logo = await fetch(new URL('logo.svg', running.url));
    expect(logo.headers.get('content-type')).toBe('image/svg+xml');
  });

  it('compresses with brotli or gzip as the client accepts', async () => {
    running = await startServer({ distDir, dataFile });

    const brotli = await rawGet(running.url, '/assets/index-Ab12Cd34.js', { 'Accept-Encoding': 'gzip, br' });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toBe('Accept-Encoding');
    expect(brotli.body.length).toBeLessThan(ASSET_JS.length);
    expect(brotliDecompressSync(brotli.body).toString()).toBe(ASSET_JS);

    const gzip = await rawGet(running.url, '/assets/index-Ab12Cd34.js', { 'Accept-Encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).toString()).toBe(ASSET_JS);

    const identity = await rawGet(running.url, '/assets/index-Ab12Cd34.js');
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.body.toString()).toBe(ASSET_JS);
  });

  it('gzips a JSON answer of a kilobyte or more when the client accepts gzip, as the deploy nginx does', async () => {
    running = await startServer({ distDir, dataFile });
    const plain = await rawGet(running.url, '/api/game/list?category=');
    expect(plain.status).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toBe('Accept-Encoding');
    expect(plain.body.length).toBeGreaterThanOrEqual(1024);

    const gzipped = await rawGet(running.url, '/api/game/list?category=', { 'Accept-Encoding': 'gzip, deflate, br' });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(Number(gzipped.headers['content-length'])).toBe(gzipped.body.length);
    expect(gzipped.body.length).toBeLessThan(plain.body.length / 2);
    expect(JSON.parse(gunzipSync(gzipped.body).toString())).toEqual(JSON.parse(plain.body.toString()));

    const refused = await rawGet(running.url, '/api/game/list?category=', { 'Accept-Encoding': 'gzip;q=0, br' });
    expect(refused.headers['content-encoding']).toBeUndefined();

    // A short answer (the home notice) stays as it is.
    const short = await fetch(new URL('/api/homenotice', running.url), {
      method: 'POST',
      headers: { 'Accept-Encoding': 'gzip' },
    });
    expect(short.headers.get('content-encoding')).toBeNull();
    expect(Number(short.headers.get('content-length'))).toBeLessThan(1024);
    expect(await short.json()).toMatchObject({ code: 200 });
  });

  it('falls back to index.html for app routes and answers 404 for missing files', async () => {
    running = await startServer({ distDir, dataFile });

    const route = await fetch(new URL('activity/list', running.url));
    expect(route.status).toBe(200);
    expect(await route.text()).toBe(INDEX_HTML);

    expect((await fetch(new URL('assets/missing-123.js', running.url))).status).toBe(404);
    expect((await fetch(new URL('missing.png', running.url))).status).toBe(404);
  });

  it('serves the Traditional build under /hant/ as the root build at /, once it is there', async () => {
    running = await startServer({ distDir, dataFile });
    // Without hant/, /hant is an app route like any other: the root's page.
    expect(await (await fetch(new URL('hant/', running.url))).text()).toBe(INDEX_HTML);

    const hantPage = INDEX_HTML.replace('zh-CN', 'zh-Hant');
    await mkdir(join(distDir, 'hant', 'assets'), { recursive: true });
    await writeFile(join(distDir, 'hant', 'index.html'), hantPage);
    await writeFile(join(distDir, 'hant', 'assets', 'index-Zz98Yy76.js'), ASSET_JS);
    await writeFile(join(distDir, 'hant', 'sw.js'), '// worker');
    try {
      for (const path of ['hant/', 'hant/index.html', 'hant/no-such-route']) {
        const page = await fetch(new URL(path, running.url));
        expect(page.headers.get('cache-control'), path).toBe('no-cache');
        expect(await page.text(), path).toBe(hantPage);
      }
      // Its files are named relative to /hant/, so /hant is sent there.
      const bare = await rawGet(running.url, '/hant');
      expect(bare.status).toBe(301);
      expect(bare.headers.location).toBe('/hant/');

      const asset = await fetch(new URL('hant/assets/index-Zz98Yy76.js', running.url));
      expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect((await fetch(new URL('hant/assets/missing-123.js', running.url))).status).toBe(404);
      const worker = await fetch(new URL('hant/sw.js', running.url));
      expect(worker.headers.get('cache-control')).toBe('no-cache');
      expect(worker.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
      // The root build is as it was.
      expect(await (await fetch(running.url)).text()).toBe(INDEX_HTML);
    } finally {
      await rm(join(distDir, 'hant'), { recursive: true, force: true });
    }
  });

  it('refuses paths that climb out of the dist folder', async () => {
    running = await startServer({ distDir, dataFile });

    for (const path of ['/../secret.txt', '/assets/../../secret.txt', '/%2e%2e/secret.txt', '/..%2fsecret.txt']) {
      const answer = await rawGet(running.url, path);
      expect(answer.status, path).toBe(400);
      expect(answer.body.toString()).not.toContain('outside the dist folder');
    }
  });

  it('answers /api calls with the fake platform in the real shapes', async () => {
    running = await startServer({ distDir, dataFile });

    const response = await fetch(new URL('api/app', running.url), { method: 'POST' });
    const text = await response.text();

    expect(response.headers.get('content-type')).toContain('application/json');
    expect(JSON.parse(text)).toMatchObject({ code: 200, data: { site_state: '1' } });
    expect(readAnswer(calls.app, response.status, text).ok).toBe(true);
    expect((await apiAt(running.url).getVisitUrl('/')).ok).toBe(true);
  });

  it('takes a fault scenario from the request header', async () => {
    running = await startServer({ distDir, dataFile });

    const response = await fetch(new URL('api/app', running.url), {
      method: 'POST',
      headers: { 'x-lobby-scenario': 'html500' },
    });

    expect(response.status).toBe(500);
    expect(await response.text()).toContain('Server Error');
  });

  it('keeps registered members across a restart with the same data file', async () => {
    running = await startServer({ distDir, dataFile });
    const registered = await apiAt(running.url).register({
      name: 'persist01',
      password: 'pass1234',
      confirmPass: 'pass1234',
      realname: '王五',
      paypassword: '12345678',
    });
    expect(registered.ok).toBe(true);
    await running.close();
    running = undefined;
    expect(JSON.parse(await readFile(dataFile, 'utf8')).users).toContainEqual(
      expect.objectContaining({ username: 'persist01' }),
    );

    running = await startServer({ distDir, dataFile });
    let token: string | null = null;
    const api = apiAt(running.url, () => token);
    const login = await api.login({ name: 'persist01', password: 'pass1234', code: 'ab12' });
    expect(login.ok).toBe(true);
    token = login.ok ? login.data.token : null;

    expect(await api.user()).toMatchObject({ ok: true, data: { username: 'persist01', balance: 0 } });
  });

  it('serves the generated pictures and pages under /fake-assets/ and nothing else there', async () => {
    running = await startServer({ distDir, dataFile });

    const picture = await fetch(new URL('fake-assets/game-pg_mjhl.png', running.url));
    expect(picture.status).toBe(200);
    expect(picture.headers.get('content-type')).toBe('image/png');
    expect(new Uint8Array(await picture.arrayBuffer())).toEqual(generatedAsset('game-pg_mjhl.png')?.body);
    const page = await fetch(new URL('fake-assets/game.html?plat=pg', running.url));
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');

    for (const path of [
      '/fake-assets/missing.png',
      '/fake-assets/../package.json',
      '/fake-assets/%2e%2e%2fpackage.json',
    ]) {
      expect((await rawGet(running.url, path)).status, path).toBe(404);
    }
  });

  it('answers with picture addresses on its own origin', async () => {
    running = await startServer({ distDir, dataFile });

    const banners = await apiAt(running.url).bannerList();

    expect(banners.ok && banners.data[0]?.image).toBe(`${running.url}fake-assets/banner-1.png`);
  });

  it('approves deposits after the configured delay and keeps them across a restart', async () => {
    // The server's own clock, moved by the test: approval depends on it, never on how fast this machine is.
    let clock = Date.parse('2026-11-22T04:00:00Z');
    const now = () => new Date(clock);
    running = await startServer({ distDir, dataFile, approveAfterMs: 150, now });
    let token: string | null = null;
    let api = apiAt(running.url, () => token);
    const login = await api.login({ name: 'demo01', password: 'demo1234', code: 'ab12' });
    token = login.ok ? login.data.token : null;
    const before = await api.balance();

    const deposit = await api.recharge({ paytype: 'alipay', amount: 123.45 });
    expect(deposit.ok).toBe(true);
    clock += 149;
    expect(await api.balance()).toEqual(before);
    clock += 1;
    const credited = await api.balance();
    expect(credited.ok && before.ok && credited.data.balance - before.data.balance).toBeCloseTo(123.45, 2);

    await running.close();
    running = await startServer({ distDir, dataFile, approveAfterMs: 150, now });
    api = apiAt(running.url, () => token);
    expect(await api.balance()).toEqual(credited);
    const info = await api.payinfo({ deposit_no: deposit.ok ? deposit.data.depositNo : '' });
    expect(info).toMatchObject({ ok: true, data: { payType: 'alipay', amount: 123.45, state: 2 } });
  });

  it('lets a test approve or reject a pending deposit through the back office hook', async () => {
    running = await startServer({ distDir, dataFile, approveAfterMs: null });
    let token: string | null = null;
    const api = apiAt(running.url, () => token);
    const login = await api.login({ name: 'demo01', password: 'demo1234', code: 'ab12' });
    token = login.ok ? login.data.token : null;
    const before = await api.balance();
    const first = await api.recharge({ paytype: 'alipay', amount: 200.5 });
    const second = await api.recharge({ paytype: 'alipay', amount: 300 });
    const numberOf = (result: typeof first) => (result.ok ? result.data.depositNo : '');
    const review = (orderNo: string, verdict: string, method = 'POST') =>
      fetch(new URL(`__fake/deposits/${encodeURIComponent(orderNo)}/${verdict}`, running?.url), { method });

    expect(await api.balance()).toEqual(before);
    const approved = await review(numberOf(first), 'approve');
    expect(approved.status).toBe(200);
    expect(await approved.json()).toEqual({ done: true });
    const credited = await api.balance();
    expect(credited.ok && before.ok && credited.data.balance - before.data.balance).toBeCloseTo(200.5, 2);
    // A deposit is reviewed once; an unknown number, a GET or another verb is a 404.
    expect((await review(numberOf(first), 'approve')).status).toBe(404);
    expect((await review(numberOf(second), 'reject')).status).toBe(200);
    expect((await review(numberOf(second), 'approve')).status).toBe(404);
    expect((await review('nope', 'approve')).status).toBe(404);
    expect((await review(numberOf(second), 'approve', 'GET')).status).toBe(404);
    expect((await review(numberOf(second), 'pay')).status).toBe(404);
    expect(await api.balance()).toEqual(credited);
    expect(await api.payinfo({ deposit_no: numberOf(second) })).toMatchObject({ ok: true, data: { state: 3 } });
  });

  it('opens a player of its own for a test through the back office hook', async () => {
    running = await startServer({ distDir, dataFile, approveAfterMs: null });
    const open = (kind: string, method = 'POST') => fetch(new URL(`__fake/players/${kind}`, running?.url), { method });

    const cash = await open('cash');
    const history = await open('history');

    expect(cash.status).toBe(200);
    const player = (await cash.json()) as { username: string; password: string; payPassword: string };
    expect(player).toEqual({
      username: expect.stringMatching(/^cash\d{4}$/),
      password: 'demo1234',
      payPassword: '123456',
    });
    expect(((await history.json()) as { username: string }).username).toMatch(/^hist\d{4}$/);
    let token: string | null = null;
    const api = apiAt(running.url, () => token);
    const login = await api.login({ name: player.username, password: player.password, code: 'ab12' });
    token = login.ok ? login.data.token : null;
    expect(await api.balance()).toMatchObject({ ok: true, data: { balance: 10_000 } });
    // Another kind, a GET or a path below is a 404.
    expect((await open('vip')).status).toBe(404);
    expect((await open('cash', 'GET')).status).toBe(404);
    expect((await open('cash/1')).status).toBe(404);
  });

  it('closes even while a request hangs', async () => {
    running = await startServer({ distDir, dataFile });
    running.scenarios.set('/api/balance', { kind: 'hang' });
    const asked = vi.spyOn(running.scenarios, 'forRequest');
    const pending = fetch(new URL('api/balance', running.url), { method: 'POST' }).catch(() => 'dropped');

    // Closed only once the server holds the request: closed earlier, the request is refused and proves nothing.
    await vi.waitFor(() => expect(asked).toHaveBeenCalledWith('/api/balance', expect.anything()), { timeout: 10_000 });
    await running.close();
    running = undefined;

    expect(await pending).toBe('dropped');
  });
});
