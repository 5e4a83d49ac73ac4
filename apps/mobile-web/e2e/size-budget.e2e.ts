import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { messages } from '@lobby/domain/messages';
import { ASSET_PREFIX, DEMO_ACCOUNTS, SCENARIO_HEADER } from '@lobby/fake-platform';
import { messages as hantMessages } from '../../../packages/domain/src/messages.hant.ts';
import { budgets, KIB } from '../quality/budgets.ts';
import {
  builtScripts,
  deferredTableSize,
  inlineScripts,
  lazyScreenModules,
  measureText,
  routeSizes,
  sizedScreens,
} from '../quality/bundle-size.ts';
import { screens } from '../quality/routes.ts';
import { BENCH_MARK } from '../src/ground/bench/render-probe.ts';
import { expect, test } from './fixtures.ts';

// Bytes are deterministic, so the budgets of ARCHITECTURE section 7 are checked on every run against the
// production build the e2e task depends on (the benchmark adds Lighthouse and render counts on top).
const dist = fileURLToPath(new URL('../dist/', import.meta.url));
const kib = (bytes: number) => `${(bytes / KIB).toFixed(1)} KiB`;

test.describe('size budgets (gzip)', () => {
  for (const screen of sizedScreens(screens)) {
    test(`${screen.key} (${screen.path}) stays within its budget`, () => {
      const size = routeSizes(dist, [screen])[0];
      if (!size) throw new Error(`no size for ${screen.key}`);
      if (screen.module === null) {
        expect(size.coldStart.js.gzip, `JS on a cold start: ${kib(size.coldStart.js.gzip)}`).toBeLessThanOrEqual(
          budgets.homeJsGzip,
        );
        expect(size.coldStart.css.gzip, `CSS on a cold start: ${kib(size.coldStart.css.gzip)}`).toBeLessThanOrEqual(
          budgets.homeCssGzip,
        );
      } else {
        expect(size.own.js.gzip, `its own JS: ${kib(size.own.js.gzip)}`).toBeLessThanOrEqual(budgets.routeOwnGzip);
        expect(size.own.css.gzip, `its own CSS: ${kib(size.own.css.gzip)}`).toBeLessThanOrEqual(budgets.routeOwnGzip);
        expect(size.own.js.gzip, 'a lazy route loads a chunk of its own').toBeGreaterThan(0);
      }
    });
  }

  test("index.html's early script stays small (#33 may add 0.3 KiB to it, for the choice of build)", () => {
    const [early, ...others] = inlineScripts(dist);
    expect(others).toEqual([]);
    const gzip = measureText(early ?? '').gzip;
    expect(gzip, 'the early script').toBeGreaterThan(0);
    expect(gzip, `the early script: ${gzip} B`).toBeLessThanOrEqual(budgets.earlyScriptGzip);
  });

  test("a Simplified reader's cold start holds none of the Traditional build's words; the Traditional one's does", () => {
    // The characters the converter wrote in place of a Simplified one (账 -> 帳, 号 -> 號): each text of the
    // Traditional table against its Simplified source, place by place, where the two are as long.
    const simplified = new Set(Object.values(messages).join(''));
    const traditionalOnly = new Set<string>();
    for (const [key, text] of Object.entries(messages)) {
      const source = [...text];
      const converted = [...(hantMessages[key as keyof typeof hantMessages] ?? '')];
      if (converted.length !== source.length) continue;
      converted.forEach((char, at) => {
        if (char !== source[at] && !simplified.has(char)) traditionalOnly.add(char);
      });
    }
    expect(traditionalOnly.size).toBeGreaterThan(50);
    const home = sizedScreens(screens).filter((screen) => screen.module === null);
    const found = (site: string) => {
      const [size] = routeSizes(site, home);
      const texts = [
        readFileSync(`${site}index.html`, 'utf8'),
        ...(size?.coldStart.files ?? []).map((file) => readFileSync(`${site}${file}`, 'utf8')),
      ];
      expect(texts.length, site).toBeGreaterThan(2);
      return [...new Set(texts.join(''))].filter((char) => traditionalOnly.has(char));
    };
    expect(found(dist)).toEqual([]);
    expect(found(`${dist}hant/`).length).toBeGreaterThan(20);
  });

  test("the deferred screens' table stays small", () => {
    const table = deferredTableSize(dist);
    expect(table.js.gzip, 'the table is a chunk of its own').toBeGreaterThan(0);
    expect(table.js.gzip, `the table: ${kib(table.js.gzip)}`).toBeLessThanOrEqual(budgets.deferredTableGzip);
  });

  test('every lazy screen of the build is in the quality list', () => {
    const listed = new Set(screens.map((screen) => screen.module));
    expect(lazyScreenModules(dist).filter((module) => !listed.has(module))).toEqual([]);
  });

  test('nothing of the dev server, Storybook, MSW or the fake platform ships in the production bundle', () => {
    const files = readdirSync(dist, { recursive: true, encoding: 'utf8' });
    expect(files.filter((file) => /mockServiceWorker|stories|storybook/i.test(file))).toEqual([]);
    // Strings only those tools carry: MSW's worker and log prefix, the fake's fault header, picture path and demo
    // password, Storybook's globals, the live stories' frame and the dev server's inline-script allowance.
    const markers = [
      'mockServiceWorker',
      '[MSW]',
      SCENARIO_HEADER,
      ASSET_PREFIX,
      ...DEMO_ACCOUNTS.map((account) => account.password),
      '__STORYBOOK',
      'live-frame',
      "script-src 'self' 'unsafe-inline'",
    ];
    const shipped = files.filter((file) => /\.(js|css|html)$/.test(file));
    expect(shipped.length).toBeGreaterThan(2);
    const leaks = shipped.flatMap((file) => {
      const text = readFileSync(`${dist}${file}`, 'utf8');
      return markers.filter((marker) => text.includes(marker)).map((marker) => `${file}: ${marker}`);
    });
    expect(leaks).toEqual([]);
  });

  test('nothing of the benchmark ships in the production bundle', () => {
    const leaks = builtScripts(dist).filter((file) => readFileSync(`${dist}${file}`, 'utf8').includes(BENCH_MARK));
    expect(leaks).toEqual([]);
  });
});

test.describe('the first page’s styles', () => {
  test('are inside index.html, each file kept as a link that applies nothing, blocks nothing and is not fetched', async ({
    page,
  }) => {
    const html = readFileSync(`${dist}index.html`, 'utf8');
    const links = Array.from(html.matchAll(/<link rel="stylesheet"[^>]*href="\.\/(assets\/[^"]+\.css)"[^>]*>/g));
    expect(links.length).toBeGreaterThan(0);
    for (const [link, file = ''] of links) {
      expect(link, file).toContain('media="not all" disabled');
      const css = readFileSync(`${dist}${file}`, 'utf8');
      expect(html.includes(`<style>${css}</style>`), `${file} is inlined`).toBe(true);
    }
    const inlined = links.map(([, file = '']) => file);
    const fetched: string[] = [];
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname.replace(/^\//, '');
      if (inlined.includes(path)) fetched.push(path);
    });
    await page.goto('./#/');
    await expect(page.getByRole('region', { name: '账户' })).toBeVisible();
    expect(fetched).toEqual([]);
  });

  test('a lazy screen that shares one of them does not add it again (the cascade keeps its order)', async ({
    page,
  }) => {
    await page.goto('./#/');
    await expect(page.getByRole('region', { name: '账户' })).toBeVisible();
    await page.goto('./#/login');
    await expect(page.getByRole('form', { name: '登录' })).toBeVisible();
    const links = await page.evaluate(() =>
      Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]'), (link) => ({
        href: link.href,
        media: link.media,
      })),
    );
    const inlined = links.filter((link) => link.media === 'not all').map((link) => link.href);
    expect(inlined.length).toBeGreaterThan(0);
    // An inlined file loaded again as a live stylesheet would repeat its rules after the screen's own.
    expect(links.filter((link) => link.media !== 'not all' && inlined.includes(link.href))).toEqual([]);
    expect(links.length, 'the login screen brought styles of its own').toBeGreaterThan(inlined.length);
  });
});
