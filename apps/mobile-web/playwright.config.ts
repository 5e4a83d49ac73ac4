import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions } from '../../tooling/chromium.ts';

/** A port no one listens on now, asked of the system (port 0) by a short child process, as the config loads in sync. */
function freePort(): string {
  const script =
    "const s = require('node:net').createServer().listen(0, '127.0.0.1', () => { process.stdout.write(String(s.address().port)); s.close(); });";
  return execFileSync(process.execPath, ['-e', script], { encoding: 'utf8' });
}

// The runner loads this file first and chooses the port and a fresh data file (journeys start from the seed, never
// from an earlier run's accounts); the workers load it again and inherit the runner's environment, so they agree.
// A free port rather than a fixed one: a second run, a forgotten server or another program on the machine never
// makes the suite fail to start. LOBBY_E2E_PORT still names one when set.
process.env.LOBBY_E2E_PORT ||= freePort();
process.env.LOBBY_E2E_DATA ||= join(mkdtempSync(join(tmpdir(), 'lobby-e2e-')), 'fake-platform.json');
const port = Number(process.env.LOBBY_E2E_PORT);
const dataFile = process.env.LOBBY_E2E_DATA;

export default defineConfig({
  testDir: './e2e',
  testMatch: '**/*.e2e.ts',
  // Every test is a group of its own, so `--shard` splits the suite evenly (e2e/shards.ts runs them side
  // by side, one process and one fake platform each); inside a process the tests run one after another, in order.
  fullyParallel: true,
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
    // The app's service worker would answer the suites' pages from its cache and outlive each test's routes:
    // every suite runs without it except e2e/pwa.e2e.ts, which allows it to test it.
    serviceWorkers: 'block',
  },
  projects: [{ name: 'mobile-chromium', use: { browserName: 'chromium' } }],
  webServer: {
    // Deposits wait for the back office's approval: a slow step never meets one approved behind the test's back.
    command: `node ../../packages/fake-platform/src/server/main.ts --port ${port} --dist dist --data ${dataFile} --approve-after never`,
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
