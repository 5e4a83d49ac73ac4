import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type RunningServer, startServer } from '@lobby/fake-platform/server';
import { test as base } from '@playwright/test';
import { recordToasts } from './toasts.ts';

export {
  type Browser,
  devices,
  expect,
  type Locator,
  type Page,
  type Request,
  type Response,
  type Route,
} from '@playwright/test';

// Every suite's `test`: Playwright's, with a fake platform of its own for each worker. The workers take the next
// test as they come free (every test is a group of its own: `fullyParallel` in the config), so a slow file never
// leaves one worker running alone at the end; each worker's fake starts from the seed with a fresh data file on a
// port the system chooses, serves the production build (`dist/`) and stops with the worker. Tests reach it through
// `baseURL` (`page.goto('./#/...')`, `page.request`), as they would reach the one server of a single process.

const dist = fileURLToPath(new URL('../dist/', import.meta.url));

export const test = base.extend<object, { platform: RunningServer }>({
  platform: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
    async ({}, use) => {
      const folder = mkdtempSync(join(tmpdir(), 'lobby-e2e-'));
      // Deposits wait for the back office's approval: a slow step never meets one approved behind the test's back.
      const server = await startServer({
        distDir: dist,
        dataFile: join(folder, 'fake-platform.json'),
        approveAfterMs: null,
      });
      try {
        await use(server);
      } finally {
        await server.close();
        rmSync(folder, { recursive: true, force: true });
      }
    },
    { scope: 'worker', auto: true },
  ],
  baseURL: async ({ platform }, use) => {
    await use(platform.url);
  },
  // Every page of a test's context records its toasts, which leave before a slow check may look (e2e/toasts.ts).
  context: async ({ context }, use) => {
    await recordToasts(context);
    await use(context);
  },
});
