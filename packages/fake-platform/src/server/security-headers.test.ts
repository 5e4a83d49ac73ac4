import { readFileSync } from 'node:fs';
import { mkdir, mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import HEADERS from '../../../../deploy/security-headers.json' with { type: 'json' };
import { type RawAnswer, rawExchange } from './raw-client.ts';
import { FAKE_ASSET_CONTENT_SECURITY_POLICY, metaContentSecurityPolicy, pagePolicy } from './security-headers.ts';
import { type RunningServer, startServer } from './server.ts';

// The app's own page, as the build copies it: the policy under test is the one the app ships.
const APP_INDEX = readFileSync(new URL('../../../../apps/mobile-web/index.html', import.meta.url), 'utf8');
const APP_POLICY = metaContentSecurityPolicy(APP_INDEX);

let folder = '';
let distDir = '';
let dataFile = '';
let running: RunningServer | undefined;
let port = 0;

beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'lobby-fake-headers-'));
  distDir = join(folder, 'dist');
  dataFile = join(folder, 'data', 'fake-platform.json');
  await mkdir(join(distDir, 'assets'), { recursive: true });
  await writeFile(join(distDir, 'index.html'), APP_INDEX);
  await writeFile(join(distDir, 'assets', 'index-Ab12Cd34.js'), 'export {};\n');
  await writeFile(join(distDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  running = await startServer({ distDir, dataFile, approveAfterMs: null });
  port = Number(new URL(running.url).port);
});

afterAll(async () => {
  await running?.close();
  await rm(folder, { recursive: true, force: true });
});

function get(path: string, method = 'GET', extra = ''): Promise<RawAnswer> {
  return rawExchange(
    port,
    `${method} ${path} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n${extra}Connection: close\r\n\r\n`,
  );
}

// What deploy/security-headers.json says (render-nginx reads the same file: deploy-config.test.ts).
const { frameAncestors: FRAME_ANCESTORS, frameOptions: FRAME_OPTIONS, cacheControl: CACHE_CONTROL } = HEADERS;
const COMMON = {
  'x-content-type-options': HEADERS.commonHeaders['X-Content-Type-Options'],
  'referrer-policy': HEADERS.commonHeaders['Referrer-Policy'],
  'permissions-policy': HEADERS.permissionsPolicy.join(', '),
};

function corsHeaders(answer: RawAnswer): string[] {
  return Object.keys(answer.headers).filter((name) => name.startsWith('access-control-'));
}

describe('the page policy', () => {
  it("is the built index.html's meta policy with frame-ancestors 'none' added", () => {
    expect(APP_POLICY).toMatch(/^default-src 'self'; script-src 'self';/);
    expect(pagePolicy(APP_POLICY)).toBe(`${APP_POLICY}; ${FRAME_ANCESTORS}`);
    // Only frame-ancestors once, and nothing a meta cannot carry; no policy at all gives just the framing rule.
    expect(pagePolicy("default-src 'self'; frame-ancestors *; sandbox; report-uri /r;")).toBe(
      "default-src 'self'; frame-ancestors 'none'",
    );
    expect(pagePolicy(undefined)).toBe("frame-ancestors 'none'");
  });

  it('is read from the meta tag whatever its attribute order, quotes and entities', () => {
    expect(metaContentSecurityPolicy(`<meta content="default-src 'none'" http-equiv="content-security-policy">`)).toBe(
      "default-src 'none'",
    );
    expect(
      metaContentSecurityPolicy(`<META HTTP-EQUIV='Content-Security-Policy' CONTENT='img-src &apos;self&apos;'>`),
    ).toBe("img-src 'self'");
    expect(metaContentSecurityPolicy('<meta charset="utf-8"><meta name="csp" content="x">')).toBeUndefined();
  });
});

describe('the served headers', () => {
  it('send the page policy, DENY framing and the common headers on the page, with no-cache', async () => {
    for (const path of ['/', '/index.html', '/activity/list']) {
      const page = await get(path);
      expect(page.status, path).toBe(200);
      expect(page.headers, path).toMatchObject({
        'content-security-policy': `${APP_POLICY}; ${FRAME_ANCESTORS}`,
        'x-frame-options': FRAME_OPTIONS,
        'cache-control': CACHE_CONTROL.page,
        ...COMMON,
      });
      expect(corsHeaders(page)).toEqual([]);
    }
    expect(CACHE_CONTROL.page).toBe('no-cache');
  });

  it('cache hashed assets for a year, immutable, and other files of the build not at all', async () => {
    const asset = await get('/assets/index-Ab12Cd34.js');
    const icon = await get('/favicon.svg');

    expect(asset.headers).toMatchObject({
      'cache-control': CACHE_CONTROL.hashedAsset,
      'x-frame-options': FRAME_OPTIONS,
      ...COMMON,
    });
    expect(asset.headers['content-security-policy']).toContain(FRAME_ANCESTORS);
    expect(icon.headers).toMatchObject({ 'cache-control': CACHE_CONTROL.page, ...COMMON });
  });

  it('send the api policy and no-store on api answers, faults and the back office', async () => {
    const answers = [
      await get('/api/app', 'POST', 'Content-Length: 0\r\n'),
      await get('/api/app', 'POST', 'Content-Length: 0\r\nx-lobby-scenario: html500\r\n'),
      await get('/api/nothing-here', 'POST', 'Content-Length: 0\r\n'),
      await get('/__fake/players/nobody', 'POST', 'Content-Length: 0\r\n'),
    ];

    expect(answers.map((answer) => answer.status)).toEqual([200, 500, 404, 404]);
    for (const answer of answers) {
      expect(answer.headers).toMatchObject({
        'content-security-policy': HEADERS.apiContentSecurityPolicy,
        'x-frame-options': FRAME_OPTIONS,
        'cache-control': CACHE_CONTROL.api,
        ...COMMON,
      });
      expect(corsHeaders(answer)).toEqual([]);
    }
  });

  it("let the app's own origin frame the fake's game page (a vendor's page stand-in), and no one else", async () => {
    const game = await get('/fake-assets/game.html?plat=pg');

    expect(game.status).toBe(200);
    expect(game.headers).toMatchObject({
      'content-security-policy': FAKE_ASSET_CONTENT_SECURITY_POLICY,
      'x-frame-options': 'SAMEORIGIN',
      ...COMMON,
    });
    expect(FAKE_ASSET_CONTENT_SECURITY_POLICY).toContain("frame-ancestors 'self'");
  });

  it('are on refusals too: a missing file, a bad path, a refused method, a body too large, a bad request line', async () => {
    const answers = [
      await get('/assets/missing-1.js'),
      await get('/%ZZ'),
      await get('/', 'DELETE'),
      await get('/', 'GET', 'Content-Length: 2000000\r\n'),
      await rawExchange(port, 'GET / HTTP/1.1 junk\r\n\r\n'),
    ];

    expect(answers.map((answer) => answer.status)).toEqual([404, 400, 405, 413, 400]);
    for (const answer of answers) {
      expect(answer.headers).toMatchObject({ 'x-frame-options': FRAME_OPTIONS, ...COMMON });
      expect(answer.headers['content-security-policy']).toContain(FRAME_ANCESTORS);
    }
  });
});

/** Servers of a folder of their own (another build than the suite's), each closed after its test. */
const extraServers: RunningServer[] = [];

afterEach(async () => {
  await Promise.all(extraServers.splice(0).map((server) => server.close()));
});

/** Starts a server on a dist folder `name` whose index.html is `page`; the folder stays for the test to change. */
async function serveBuild(name: string, page: string): Promise<{ server: RunningServer; dist: string }> {
  const dist = join(folder, name);
  await mkdir(dist, { recursive: true });
  await writeFile(join(dist, 'index.html'), page);
  const server = await startServer({ distDir: dist, dataFile: join(folder, `${name}.json`), approveAfterMs: null });
  extraServers.push(server);
  return { server, dist };
}

describe('the page policy of a build without one', () => {
  it("is frame-ancestors 'none' alone", async () => {
    const { server } = await serveBuild('bare', '<!doctype html><title>Bare</title>');

    const page = await fetch(server.url);

    expect(page.headers.get('content-security-policy')).toBe(FRAME_ANCESTORS);
    expect(page.headers.get('x-frame-options')).toBe(FRAME_OPTIONS);
  });
});

describe('the page policy across a deploy', () => {
  it("follows index.html when a new build is copied over the running server's folder", async () => {
    const page = (hash: string) =>
      `<!doctype html><meta http-equiv="Content-Security-Policy" content="default-src 'self'; script-src 'self' 'sha256-${hash}'"><title>Lobby</title>`;
    const { server, dist: liveDist } = await serveBuild('live', page('first'));
    const policyNow = async () => (await fetch(server.url)).headers.get('content-security-policy');
    expect(await policyNow()).toBe(`default-src 'self'; script-src 'self' 'sha256-first'; ${FRAME_ANCESTORS}`);

    // The deploy: index.html replaced (a later modification time, as a copy a moment later has).
    await writeFile(join(liveDist, 'index.html'), page('second'));
    const later = new Date(Date.now() + 2_000);
    await utimes(join(liveDist, 'index.html'), later, later);

    expect(await policyNow()).toBe(`default-src 'self'; script-src 'self' 'sha256-second'; ${FRAME_ANCESTORS}`);
  });
});
