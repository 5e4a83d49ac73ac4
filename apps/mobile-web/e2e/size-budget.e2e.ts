import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { ASSET_PREFIX, DEMO_ACCOUNTS, SCENARIO_HEADER } from '@lobby/fake-platform';
import { expect, test } from '@playwright/test';
import { budgets, KIB } from '../quality/budgets.ts';
import {
  builtScripts,
  deferredTableSize,
  lazyScreenModules,
  routeSizes,
  sizedScreens,
} from '../quality/bundle-size.ts';
import { screens } from '../quality/routes.ts';
import { BENCH_MARK } from '../src/bench/render-probe.ts';

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
