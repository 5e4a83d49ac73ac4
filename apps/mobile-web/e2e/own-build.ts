// A production build of a test file's own, for what the suite's dist/ must not carry (the size suite weighs dist/
// byte for byte as players get it): built with its settings once before the file's tests, served by a fake platform
// of its own, both removed after them. Each phone is a browser context of its own on that server.
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { type RunningServer, startServer } from '@lobby/fake-platform/server';
import type { Browser, BrowserContext } from '@playwright/test';
import { test } from './fixtures.ts';
import type { Lobby } from './lobby.page.ts';
import { newPhone } from './phone.ts';

const appDir = fileURLToPath(new URL('../', import.meta.url));

/** What the build is made with, and what its fake answers. */
export type OwnBuildOptions = {
  /** The build's `VITE_*` settings. */
  env?: Record<string, string>;
  /** Whether the fake answers the optional player-protection calls (`--protection`). */
  protection?: boolean;
};

/** The build and its server, ready once the file's `beforeAll` has run. */
export type OwnBuild = {
  /** The built folder (its `.vite/manifest.json` names each chunk). */
  readonly site: string;
  readonly server: RunningServer;
  /** A new phone on this build (e2e/phone.ts), with its page object. */
  phone(browser: Browser, locale?: string): Promise<{ context: BrowserContext; lobby: Lobby }>;
};

/** Declares the build's `beforeAll` and `afterAll` in the calling describe block. */
export function ownBuild(name: string, { env = {}, protection = false }: OwnBuildOptions): OwnBuild {
  let folder = '';
  let server: RunningServer | undefined;
  test.beforeAll(async () => {
    test.setTimeout(240_000);
    folder = mkdtempSync(join(tmpdir(), `lobby-${name}-`));
    const site = join(folder, 'site');
    await promisify(execFile)(
      process.execPath,
      ['node_modules/vite/bin/vite.js', 'build', '--outDir', site, '--emptyOutDir'],
      { cwd: appDir, env: { ...process.env, ...env } },
    );
    server = await startServer({
      distDir: site,
      dataFile: join(folder, 'fake.json'),
      approveAfterMs: null,
      protection,
    });
  });
  test.afterAll(async () => {
    await server?.close();
    if (folder) rmSync(folder, { recursive: true, force: true });
  });
  const running = () => {
    if (!server) throw new Error(`${name}: the build's server has not started`);
    return server;
  };
  return {
    get site() {
      return join(folder, 'site');
    },
    get server() {
      return running();
    },
    phone(browser, locale) {
      return newPhone(browser, running().url, locale);
    },
  };
}
