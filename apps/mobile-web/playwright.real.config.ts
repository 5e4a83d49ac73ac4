import { defineConfig, devices } from '@playwright/test';
import { suiteLaunchOptions } from '../../tooling/chromium.ts';
import type { DeployKind } from './e2e-real/deploys.ts';

// The journeys on the platform's real backend (`pnpm run e2e:real`, turbo's `e2e:real`): e2e-real/global-setup.ts
// starts two deploys, each with a backend of its own from ../shared/real-backend (tooling/real-backend.ts) behind the
// nginx server block deploy/render-nginx.mjs writes (tooling/nginx.ts): `same-origin` serves dist/ and passes /api/
// to its backend; `cross-origin` serves a second build made with VITE_API_BASE_URL naming its backend. Every journey
// runs in both. Without the kit every test is skipped, saying how to point LOBBY_REAL_BACKEND at one.
export default defineConfig<{ deployKind: DeployKind }>({
  testDir: './e2e-real',
  testMatch: '**/*.e2e.ts',
  globalSetup: './e2e-real/global-setup.ts',
  // A folder of its own: Playwright empties its output folder as it starts, and the engines' journeys, running
  // beside this suite, leave their screenshots in test-results/engine-<engine>/.
  outputDir: './test-results/e2e-real',
  // One worker: the two backends, two nginx and the browser already fill the two cores; each journey makes the
  // players it moves money for, so none depends on another's order.
  workers: 1,
  fullyParallel: false,
  retries: 0,
  forbidOnly: true,
  timeout: 90_000,
  reporter: [['list']],
  use: {
    ...devices['Pixel 7'],
    locale: 'zh-CN',
    trace: 'off',
    // A journey that cannot go on (the page reloading in a loop, a call refused) fails in seconds, not at the
    // test's timeout.
    actionTimeout: 15_000,
    navigationTimeout: 15_000,
    launchOptions: suiteLaunchOptions,
    serviceWorkers: 'block',
  },
  projects: [
    { name: 'same-origin', use: { browserName: 'chromium', deployKind: 'same' } },
    { name: 'cross-origin', use: { browserName: 'chromium', deployKind: 'cross' } },
  ],
});
