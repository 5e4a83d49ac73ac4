import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createServer, type ViteDevServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// `npm run dev` as a developer meets it: Vite's dev server with this app's config, the fake platform answering in
// the same process, hot reload wired for views. A data file of its own, so the test never touches `.data/`.
const root = fileURLToPath(new URL('..', import.meta.url));
const dataDir = mkdtempSync(join(tmpdir(), 'lobby-dev-'));
let server: ViteDevServer;
let origin = '';

beforeAll(async () => {
  process.env.LOBBY_DATA_FILE = join(dataDir, 'fake-platform.json');
  server = await createServer({
    root,
    configFile: join(root, 'vite.config.ts'),
    logLevel: 'silent',
    server: { port: 0, strictPort: false },
  });
  await server.listen();
  origin = (server.resolvedUrls?.local[0] ?? '').replace(/\/$/, '');
}, 30_000);

afterAll(async () => {
  await server?.close();
  delete process.env.LOBBY_DATA_FILE;
  rmSync(dataDir, { recursive: true, force: true });
});

describe('npm run dev', () => {
  it('listens on the loopback address only', () => {
    expect(new URL(origin).hostname).toBe('127.0.0.1');
  });

  it('answers the api from the fake platform, with the demo accounts', async () => {
    const site = (await (await fetch(`${origin}/api/app`, { method: 'POST' })).json()) as { code: number };
    expect(site.code).toBe(200);
    const login = await fetch(`${origin}/api/login_pc`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ name: 'demo01', password: 'demo1234', code: '' }),
    });
    const body = (await login.json()) as { code: number; data: { new_api_token?: string } };
    expect(body.code).toBe(200);
    expect(body.data.new_api_token).toMatch(/\S+/);
  });

  it('serves the fake platform’s pictures', async () => {
    const picture = await fetch(`${origin}/fake-assets/banner-1.png`);
    expect(picture.headers.get('content-type')).toBe('image/png');
    // The PNG signature.
    expect([...new Uint8Array(await picture.arrayBuffer()).subarray(0, 8)]).toEqual([137, 80, 78, 71, 13, 10, 26, 10]);
  });

  it('serves the page with React Refresh, which its policy lets run in development only', async () => {
    const html = await (await fetch(`${origin}/`)).text();
    expect(html).toContain('/@react-refresh');
    expect(html).toContain("script-src 'self' 'unsafe-inline'");
  });

  it('has no service worker and no manifest: only the production build is installable', async () => {
    const html = await (await fetch(`${origin}/`)).text();
    expect(html).not.toContain('rel="manifest"');
    const worker = await fetch(`${origin}/sw.js`);
    const body = await worker.text();
    expect(body).not.toContain('workbox');
    expect(worker.headers.get('content-type') ?? '').not.toContain('javascript');
  });

  it('compiles views for hot reload', async () => {
    const view = await (await fetch(`${origin}/src/screens/login/login.view.tsx`)).text();
    expect(view).toContain('$RefreshReg$');
  });
});
