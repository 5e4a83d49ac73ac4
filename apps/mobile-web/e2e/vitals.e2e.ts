import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from './fixtures.ts';
import { ownBuild } from './own-build.ts';

// The field-vitals reporter (src/ground/vitals/) in a build of this test's own (e2e/own-build.ts): the suite's dist/ is
// built without VITE_RUM_ENDPOINT (byte for byte the build players get without it, and the one the size suite
// weighs), so this one names the fake's own `/__fake/vitals` (a path: the page's origin, whatever the port).

const METRIC_KEYS = ['id', 'name', 'navigationType', 'rating', 'route', 'value'];

test.describe('field vitals', () => {
  test.describe.configure({ mode: 'default', timeout: 240_000 });
  const build = ownBuild('vitals', { env: { VITE_RUM_ENDPOINT: '/__fake/vitals' } });

  test('one beacon when the page hides, with the metrics of home and /mine and nothing of the player', async ({
    browser,
  }) => {
    const manifest = JSON.parse(readFileSync(join(build.site, '.vite/manifest.json'), 'utf8'));
    const reporterChunk: string = manifest['src/ground/vitals/report-vitals.ts'].file;
    const { context, lobby } = await build.phone(browser);
    const { page } = lobby;
    // Notes when the reporter's chunk adds its visibilitychange listener to the document: web-vitals is registered.
    await context.addInitScript((chunk) => {
      const add = EventTarget.prototype.addEventListener;
      const seen = window as unknown as { vitalsRegistered: boolean };
      seen.vitalsRegistered = false;
      EventTarget.prototype.addEventListener = function (
        this: EventTarget,
        type: string,
        listener: EventListenerOrEventListenerObject | null,
        options?: boolean | AddEventListenerOptions,
      ) {
        if (this === document && type === 'visibilitychange' && new Error().stack?.includes(chunk)) {
          seen.vitalsRegistered = true;
        }
        return add.call(this, type, listener, options);
      };
    }, reporterChunk);
    const beacons: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/__fake/vitals') beacons.push(request.postData() ?? '');
    });
    const player = await lobby.signInOwnPlayer('cash');
    const token = lobby.token ?? '';
    expect(token).not.toBe('');

    const reporter = page.waitForResponse((response) => response.url().endsWith(`/${reporterChunk}`));
    await lobby.open('/');
    await expect(page.getByText('10,000.00').first()).toBeVisible();
    // Loaded once home has loaded and the browser is idle; registered when its listener is there. Then one idle
    // period more: web-vitals hands the page's LCP to the reporter in a task of its own.
    expect((await reporter).ok()).toBe(true);
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { vitalsRegistered: boolean }).vitalsRegistered))
      .toBe(true);
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));

    // Another hash route, and a tap there: the page's first input, so INP has a value on /mine.
    await lobby.open('/mine');
    await expect(page.getByRole('navigation', { name: '我的账户' })).toBeVisible();
    await page.getByRole('navigation', { name: '我的账户' }).click({ position: { x: 4, y: 4 } });
    await expect.poll(() => page.evaluate(() => performance.getEntriesByType('first-input').length)).toBe(1);

    // The page hides (as when the player switches apps): visibilityState reads hidden, the event fires.
    await page.evaluate(() => {
      Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
      Object.defineProperty(document, 'hidden', { configurable: true, get: () => true });
      document.dispatchEvent(new Event('visibilitychange'));
    });

    await expect.poll(() => build.server.vitals.reports().length).toBe(1);
    const report = build.server.vitals.reports()[0];
    const metrics = report?.metrics ?? [];
    expect(metrics.filter((metric) => metric.route === '/').map((metric) => metric.name)).toContain('LCP');
    expect(metrics.filter((metric) => metric.route === '/mine').map((metric) => metric.name)).toContain('INP');
    expect(new Set(metrics.map((metric) => metric.route))).toEqual(new Set(['/', '/mine']));

    // What left the page, as sent: the six fields of each metric, no token, username or balance.
    expect(beacons).toHaveLength(1);
    const sent = JSON.parse(beacons[0] ?? '{}') as { metrics: Record<string, unknown>[] };
    expect(Object.keys(sent)).toEqual(['metrics']);
    for (const metric of sent.metrics) expect(Object.keys(metric).sort()).toEqual(METRIC_KEYS);
    for (const secret of [token, player.username, '10000', '10,000']) expect(beacons[0]).not.toContain(secret);

    // Still one beacon: nothing else was queued, nothing was sent twice.
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
    expect(build.server.vitals.reports()).toHaveLength(1);
    await context.close();
  });
});
