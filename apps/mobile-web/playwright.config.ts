import { defineConfig, devices } from '@playwright/test';
import { suiteLaunchOptions } from '../../tooling/chromium.ts';

// Each worker starts a fake platform of its own on the production build (e2e/fixtures.ts: a free port, a fresh data
// file, journeys start from the seed, never from an earlier run's accounts), so the workers never share a player's
// money and take the next test as they come free.
const workers = Number(process.env.LOBBY_E2E_WORKERS ?? '2');

export default defineConfig({
  testDir: './e2e',
  testMatch: '**/*.e2e.ts',
  // Every test is a group of its own: a worker that comes free takes the next one (a describe that must stay whole
  // says `mode: 'default'`). Each worker waits on its page far more than it computes: see CONTEXT.md for the count.
  fullyParallel: true,
  workers,
  retries: 0,
  forbidOnly: true,
  timeout: 60_000,
  reporter: [['list']],
  use: {
    ...devices['Pixel 7'],
    locale: 'zh-CN',
    // No trace unless asked (`--trace retain-on-failure`, or `on`): recording one for every test cost a seventh of
    // the suite's CPU (the axe and fault tests: 214 core-seconds with, 185 without), and CI keeps none to read.
    trace: 'off',
    launchOptions: suiteLaunchOptions,
    // The app's service worker would answer the suites' pages from its cache and outlive each test's routes:
    // every suite runs without it except e2e/pwa.e2e.ts, which allows it to test it.
    serviceWorkers: 'block',
  },
  projects: [{ name: 'mobile-chromium', use: { browserName: 'chromium' } }],
});
