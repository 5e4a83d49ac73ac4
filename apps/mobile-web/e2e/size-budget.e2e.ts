import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { budgets, KIB } from '../quality/budgets.ts';
import { builtScripts, lazyScreenModules, routeSizes, sizedScreens } from '../quality/bundle-size.ts';
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

  test('every lazy screen of the build is in the quality list', () => {
    const listed = new Set(screens.map((screen) => screen.module));
    expect(lazyScreenModules(dist).filter((module) => !listed.has(module))).toEqual([]);
  });

  test('nothing of the benchmark ships in the production bundle', () => {
    const leaks = builtScripts(dist).filter((file) => readFileSync(`${dist}${file}`, 'utf8').includes(BENCH_MARK));
    expect(leaks).toEqual([]);
  });
});
