import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions } from '../../tooling/chromium.ts';

const port = Number(process.env.LOBBY_E2E_PORT ?? 4599);
// A fresh data file per run, so journeys start from the seed and never from an earlier run's accounts.
const dataFile = join(mkdtempSync(join(tmpdir(), 'lobby-e2e-')), 'fake-platform.json');

export default defineConfig({
  testDir: './e2e',
  testMatch: '**/*.e2e.ts',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: true,
  timeout: 60_000,
  reporter: [['list']],
  use: {
    ...devices['Pixel 7'],
    baseURL: `http://127.0.0.1:${port}/`,
    locale: 'zh-CN',
    trace: 'retain-on-failure',
    launchOptions: chromiumLaunchOptions,
  },
  projects: [{ name: 'mobile-chromium', use: { browserName: 'chromium' } }],
  webServer: {
    command: `node ../../packages/fake-platform/src/server/main.ts --port ${port} --dist dist --data ${dataFile}`,
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
