import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { scriptVectorsIn, xssPayloads } from '@lobby/ui-kit/testing';
import { calls, screens } from '../quality/routes.ts';
import { UNSAFE_URL_MESSAGE } from '../src/ground/effects/safe-url.ts';
import { expect, type Page, test } from './fixtures.ts';
import { DEMO, Lobby } from './lobby.page.ts';
import { testOnPages } from './one-page.ts';

const dist = fileURLToPath(new URL('../dist/', import.meta.url));

test.describe('Content-Security-Policy of the built index.html', () => {
  const html = () => readFileSync(`${dist}index.html`, 'utf8');
  const policy = () => {
    const match = /<meta\s+http-equiv="Content-Security-Policy"\s+content="([^"]+)"/i.exec(html());
    if (!match?.[1]) throw new Error('index.html has no Content-Security-Policy');
    return new Map(
      match[1]
        .split(';')
        .map((part) => part.trim().split(/\s+/))
        .filter((words) => words[0])
        .map(([name = '', ...values]) => [name, values]),
    );
  };

  /** The policy source of the page's one inline script: the SHA-256 of its code. */
  const earlyScriptHash = () => {
    const code = /<script type="module" async>([\s\S]*?)<\/script>/.exec(html())?.[1] ?? '';
    return `'sha256-${createHash('sha256').update(code).digest('base64')}'`;
  };

  test('allows scripts only from the app origin and the early script by its hash, no plugins or base rewrites', () => {
    const csp = policy();
    expect(csp.get('script-src')).toEqual(["'self'", earlyScriptHash()]);
    expect(csp.get('default-src')).toEqual(["'self'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('base-uri')).toEqual(["'self'"]);
  });

  test('the policy comes before any script of the built page', () => {
    const page = html();
    const policyAt = page.search(/<meta\s+http-equiv="Content-Security-Policy"/i);
    expect(policyAt).toBeGreaterThan(0);
    expect(policyAt).toBeLessThan(page.search(/<script\b/i));
  });

  test('the built page has one inline script, the early script, and every other script is a file of the app', () => {
    const scripts = Array.from(html().matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi));
    const inline = scripts.filter(([, attributes = '']) => !/\bsrc=/.test(attributes));
    expect(inline.map(([, attributes]) => attributes?.trim())).toEqual(['type="module" async']);
    expect(inline[0]?.[2]).toContain('__lobbyPrimed');
    for (const [, attributes = '', body = ''] of scripts.filter((script) => !inline.includes(script))) {
      expect(attributes).toMatch(/\bsrc="\.\/assets\//);
      expect(body.trim()).toBe('');
    }
  });

  test('the browser enforces it: inline and foreign scripts do not run', async ({ page }) => {
    const lobby = new Lobby(page);
    await lobby.watchXss();
    await lobby.open('/');
    await expect(page.getByRole('region', { name: '账户' })).toBeVisible();
    const violations = await page.evaluate(async () => {
      const seen: string[] = [];
      // Both scripts must be refused: wait for the two reports rather than a fixed time a busy machine may miss.
      const reported = new Promise<void>((resolve) => {
        document.addEventListener('securitypolicyviolation', (event) => {
          seen.push(event.effectiveDirective);
          if (seen.length >= 2) resolve();
        });
      });
      const inline = document.createElement('script');
      inline.textContent = 'window.__xss = 1';
      document.body.append(inline);
      const foreign = document.createElement('script');
      foreign.src = 'http://127.0.0.2:9/x.js';
      document.body.append(foreign);
      await Promise.race([reported, new Promise((resolve) => setTimeout(resolve, 10_000))]);
      return seen;
    });
    expect(violations).toContain('script-src-elem');
    expect(await lobby.xssWrites()).toEqual([]);
    expect(lobby.errors).toEqual([]);
  });
});

/** `data` with the HTML in `field`: a key of `data`, or `data[].<key>` in each row of a page (`data.data[]`). */
function carrying(data: Record<string, unknown>, field: string, html: string): Record<string, unknown> {
  const inRows = /^data\[\]\.(.+)$/.exec(field)?.[1];
  if (inRows === undefined) return { ...data, [field]: html };
  const rows = Array.isArray(data.data) ? (data.data as Record<string, unknown>[]) : [];
  return { ...data, data: rows.map((row) => ({ ...row, [inRows]: html })) };
}

test.describe('server HTML carries the XSS corpus', () => {
  // A screen may ask again (a list's next page, a poll) while the test ends: that request's route, still fetching
  // the real answer, would otherwise fail the run as an error outside any test.
  test.afterEach(({ page }) => page.unrouteAll({ behavior: 'ignoreErrors' }));
  for (const screen of screens) {
    for (const field of screen.serverHtml) {
      const call = calls.find((entry) => entry.name === field.call);
      if (!call) throw new Error(`unknown call ${field.call}`);
      test(`${screen.key}: ${field.call}.${field.field} with ${xssPayloads.length} payloads runs none`, async ({
        page,
      }) => {
        // A reveal that is a dialog opens by itself: the welcome popup (index_modal) on a first visit.
        const lobby = new Lobby(page, { welcome: field.reveal?.role === 'dialog' });
        await lobby.watchXss();
        const html = xssPayloads.map((entry) => entry.payload).join('\n');
        await page.route(
          (url) => url.pathname.endsWith(call.path),
          async (route) => {
            const response = await route.fetch();
            const body = await response.json();
            const data = field.field === '[]' ? [html] : carrying(body.data, field.field, html);
            await route.fulfill({ response, json: { ...body, data } });
          },
        );
        await lobby.visit(screen, screen.requireAuth ? 'in' : 'out');
        if (field.reveal) await lobby.landmark(field.reveal).click();
        // The corpus's images have loaded or failed (an error handler had its chance), then the page has settled:
        // toggles, focus and animations in the corpus have fired by then.
        await page.waitForFunction(() =>
          Array.from(document.images).every((image) => image.loading === 'lazy' || image.complete),
        );
        await page.evaluate(
          () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
        );
        await lobby.settled();
        expect(await lobby.xssWrites()).toEqual([]);
        expect(lobby.nativeDialogs).toEqual([]);
        expect(await page.locator('#root').evaluate(scriptVectorsIn)).toEqual([]);
        expect(lobby.errors).toEqual([]);
      });
    }
  }
});

const LOOK_ALIKES = [
  'javascript:window.__xss=1',
  ' JaVaScRiPt:window.__xss=1',
  'java\tscript:window.__xss=1',
  '\u0001javascript:window.__xss=1',
  'javascript://%0Awindow.__xss=1',
  'data:text/html,<script>window.__xss=1</script>',
  'vbscript:msgbox(1)',
];

// Every look-alike is refused by `safeUrl` itself (src/ground/effects/safe-url.test.ts holds these and more); what only a
// page can show is that each call's address goes through it before anything opens. So each call meets the
// look-alikes in turn, two each, and every look-alike meets a call; six cases share a page.
const opening = calls.filter((entry) => entry.opensUrl);

/**
 * Has every document of the page record writes to the XSS flag, once for the page: the cases
 * of a group share it, and the flag, once defined on a window, cannot be defined again.
 */
async function watchPage(page: Page) {
  const watcher = new Lobby(page);
  await watcher.watchXss();
}
const PER_CALL = 2;
const lookAlikesFor = (index: number): string[] =>
  Array.from({ length: PER_CALL }, (_, offset) => LOOK_ALIKES[(index * PER_CALL + offset) % LOOK_ALIKES.length] ?? '');

test('every look-alike address meets a call in the browser', () => {
  const met = new Set(opening.flatMap((_, index) => lookAlikesFor(index)));
  expect(LOOK_ALIKES.filter((url) => !met.has(url))).toEqual([]);
});

test.describe('server URLs pass safeUrl before the app opens them', () => {
  const cases = opening.flatMap((call, index) => {
    // The same call from two controls of one screen (a tile and the hot grid) says which.
    const twin = calls.some((other) => other !== call && other.name === call.name && other.screen === call.screen);
    const by = twin ? ` by ${call.trigger}` : '';
    return lookAlikesFor(index).map((url) => ({
      title: `${call.name} on ${call.screen}${by} answering ${JSON.stringify(url)} is refused with a message`,
      run: async (page: Page) => {
        const lobby = new Lobby(page);
        await lobby.answer(call.path, { code: 200, message: '成功', data: { url } });
        const screen = screens.find((entry) => entry.key === call.screen);
        if (!screen) throw new Error(`unknown screen ${call.screen}`);
        // A screen that asks on load and leaves on a failure (the game page) may be gone before it could be awaited.
        if (call.failsTo) {
          if (call.session === 'in') await lobby.signIn();
          await lobby.open(screen.path);
        } else await lobby.visit(screen, call.session);
        const before = page.url();
        if (call.trigger === 'customerService') {
          await page.getByRole('navigation', { name: '主导航' }).getByRole('button', { name: '客服' }).click();
        }
        if (call.trigger === 'openGame') await lobby.openGame();
        if (call.trigger === 'acceptLaunch') await lobby.acceptLaunch();
        if (call.trigger === 'openHotGame') await lobby.openHotGame();
        await lobby.toast(UNSAFE_URL_MESSAGE);
        if (call.failsTo) await expect(page).toHaveURL(new RegExp(`#${call.failsTo}$`));
        else expect(page.url()).toBe(before);
        await expect(page.locator('iframe')).toHaveCount(0);
        expect(await lobby.xssWrites()).toEqual([]);
        expect(lobby.nativeDialogs).toEqual([]);
        expect(lobby.errors).toEqual([]);
      },
    }));
  });
  testOnPages(cases, { prepare: watchPage });

  test('a plain http(s) address from customer service is opened', async ({ page, baseURL }) => {
    const lobby = new Lobby(page);
    const target = new URL('favicon.svg?kefu=1', baseURL).href;
    await lobby.answer('/api/getservicerurl', { code: 200, message: '成功', data: { url: target } });
    await lobby.open('/');
    await page.getByRole('navigation', { name: '主导航' }).getByRole('button', { name: '客服' }).click();
    await expect(page).toHaveURL(target);
  });
});

test.describe('the login redirect query accepts only in-app paths', () => {
  const cases: [redirect: string, lands: RegExp][] = [
    ['/mine', /#\/mine$/],
    ['https://evil.example/', /#\/$/],
    ['//evil.example/x', /#\/$/],
    ['/\\evil.example', /#\/$/],
    ['javascript:window.__xss=1', /#\/$/],
  ];
  testOnPages(
    cases.map(([redirect, lands]) => ({
      title: `redirect=${redirect}`,
      run: async (page: Page) => {
        const lobby = new Lobby(page);
        await lobby.open(`/login?redirect=${encodeURIComponent(redirect)}`);
        const app = new URL(page.url()).origin;
        await lobby.fillLogin(DEMO);
        await lobby.tap('登录');
        await expect(page).toHaveURL(lands);
        expect(new URL(page.url()).origin).toBe(app);
        expect(await lobby.xssWrites()).toEqual([]);
        expect(lobby.errors).toEqual([]);
      },
    })),
    { prepare: watchPage },
  );
});

test.describe('no borrowed API host, no stale player, no reach from a frame', () => {
  test('a baseURL written to storage is ignored: no request leaves for it, and connect-src names only the app', async ({
    page,
  }) => {
    await page.addInitScript(() => {
      sessionStorage.setItem('baseURL', 'http://127.0.0.2:9');
      localStorage.setItem('baseURL', 'http://127.0.0.2:9');
    });
    const foreign: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).hostname === '127.0.0.2') foreign.push(request.url());
    });
    const lobby = new Lobby(page);
    const logins = lobby.countRequests('/api/login_pc');
    await lobby.open('/login');
    await lobby.fillLogin();
    await page.getByRole('button', { name: '登录', exact: true }).click();
    await expect(page.getByRole('region', { name: '账户' })).toBeVisible();
    expect(logins.count).toBe(1);
    expect(new URL(logins.requests[0]?.url() ?? '').origin).toBe(new URL(page.url()).origin);
    expect(foreign).toEqual([]);
    expect(await page.evaluate(() => [sessionStorage.getItem('baseURL'), localStorage.getItem('baseURL')])).toEqual([
      null,
      null,
    ]);
    const policy = readFileSync(`${dist}index.html`, 'utf8').match(/connect-src ([^;"]*)/)?.[1];
    expect(policy?.trim()).toBe("'self'");
  });

  test('a new tab without the session shows no previous player, and no personal data is in local storage', async ({
    page,
    context,
  }) => {
    const lobby = new Lobby(page);
    await lobby.signIn();
    await lobby.open('/mine');
    await expect(page.getByText(DEMO.username).first()).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('userInfo'))).toBeNull();
    expect(await page.evaluate(() => JSON.stringify(localStorage))).not.toContain(DEMO.username);

    // A player from an old version: the profile in local storage, no token in the new tab's session.
    const other = await context.newPage();
    await other.addInitScript(() => {
      localStorage.setItem(
        'userInfo',
        JSON.stringify({ username: 'previous01', balance: 4321, realname: '王五', mobile: '13800000000' }),
      );
    });
    const stale = new Lobby(other);
    await stale.open('/mine');
    await expect(other.getByRole('link', { name: '请登录' }).or(other.getByText('请登录')).first()).toBeVisible();
    await expect(other.getByText('previous01')).toHaveCount(0);
    await expect(other.getByText(DEMO.username)).toHaveCount(0);
    await expect(other.getByText('4,321')).toHaveCount(0);
    expect(await other.evaluate(() => localStorage.getItem('userInfo'))).toBeNull();
    await stale.open('/');
    await expect(other.getByText('previous01')).toHaveCount(0);
    expect(stale.errors).toEqual([]);
  });

  test('a game frame on the app origin runs isolated: its script cannot reach the session token', async ({ page }) => {
    const lobby = new Lobby(page);
    await lobby.signIn();
    await lobby.open('/gamePage?name=obgdy&type=fishing&code=obgdy_02');
    await page.getByRole('alertdialog', { name: '进入游戏' }).getByRole('button', { name: '确定' }).click();
    const frame = page.locator('iframe[title="游戏：obgdy"]');
    await expect(frame).toBeVisible();
    expect(await frame.getAttribute('sandbox')).not.toContain('allow-same-origin');
    const handle = await frame.elementHandle();
    const inner = await handle?.contentFrame();
    const reach = await inner?.evaluate(() => {
      try {
        return sessionStorage.getItem('token') ?? 'none';
      } catch (error) {
        return (error as Error).name;
      }
    });
    expect(reach).toBe('SecurityError');
  });
});
