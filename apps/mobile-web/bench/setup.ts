// What every part of the benchmark shares: where the app is, the browser it drives, the log, the builds, the fake
// platform's server on a build folder, and a session token from its api.
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ASSET_PREFIX, generatedAssetNames } from '@lobby/fake-platform';
import { startServer } from '@lobby/fake-platform/server';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../../tooling/chromium.ts';

/** The app's folder (apps/mobile-web/). */
export const appDir = fileURLToPath(new URL('../', import.meta.url));
/** The main-thread part's React-only page, built (see bench/react-only/). */
export const reactOnlyDist = join(appDir, 'dist-react-only');
/** The Chromium every part drives (`CHROME_PATH` overrides Debian's), and its flags. */
export const CHROME = process.env.CHROME_PATH ?? CHROMIUM_PATH;
export const CHROME_ARGS = [...CHROMIUM_ARGS];
/** The screen every part measures on: a 412 x 915 phone (CSS pixels). */
export const PHONE = { width: 412, height: 915 } as const;
/** The seeded demo player. */
export const DEMO = { name: 'demo01', password: 'demo1234' };
/** The fake platform's long-list account (BENCH_ACCOUNT there): 3,000 bets this month. */
export const BENCH = { name: 'bench01', password: 'demo1234' };

/** The middle of `values` (the mean of the two middle ones for an even count); NaN for none. */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  if (sorted.length === 0) return Number.NaN;
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

/** Milliseconds as the bench prints them: `42 ms`. */
export const ms = (value: number) => `${Math.round(value)} ms`;

/** A line of progress on stderr (the table alone goes to stdout). */
export function log(message: string) {
  process.stderr.write(`[bench] ${message}\n`);
}

/**
 * The production build (`dist/`), the bench build (`dist-bench/`, React's profiling build with the probe) and the
 * main-thread part's React-only page (`dist-react-only/`, the same React in production, no app config).
 */
export async function build() {
  const { build: viteBuild } = await import('vite');
  for (const mode of ['production', 'bench']) {
    log(`vite build --mode ${mode}`);
    await viteBuild({ root: appDir, mode, logLevel: 'warn' });
  }
  log('vite build bench/react-only');
  await viteBuild({
    root: join(appDir, 'bench', 'react-only'),
    configFile: false,
    mode: 'production',
    logLevel: 'warn',
    build: { outDir: reactOnlyDist, emptyOutDir: true },
  });
}

/** The production build again, not minified, into `outDir`: the `--explain` part reads its modules' paths. */
export async function buildUnminified(outDir: string) {
  const { build: viteBuild } = await import('vite');
  log(`vite build --minify false --outDir ${outDir}`);
  await viteBuild({ root: appDir, mode: 'production', logLevel: 'warn', build: { minify: false, outDir } });
}

/** Signs a player in through the api and returns the session token. */
export async function tokenOf(origin: string, account: { name: string; password: string }): Promise<string> {
  const login = await fetch(new URL('api/login_pc', origin), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ ...account, code: '' }),
  });
  const token = ((await login.json()) as { data?: { new_api_token?: string } }).data?.new_api_token;
  if (!token) throw new Error(`the fake platform refused ${account.name}`);
  return token;
}

/**
 * Asks the server once for every file of the build, as a CDN's cache holds them. The fake platform compresses a file
 * without a stored copy (the page, the service worker, the public pictures; before `vite/precompress.ts`, the start
 * chunk too) on its first request and keeps it: without this the first measured load of each part waited for that
 * and the later ones did not. Lighthouse's first run then saw the start chunk arrive after the first banner's paint
 * and left it out of the LCP it simulates (1,264 ms against 1,837-2,132 ms for the runs after it). The stored
 * copies themselves (`.gz`, `.br`) are sent as they are and need no asking. The fake's pictures (`/fake-assets/`)
 * are asked for as well.
 */
export async function warmServer(origin: string, distDir: string): Promise<void> {
  const files = readdirSync(distDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && !/\.(gz|br)$/.test(entry.name))
    .map((entry) => relative(distDir, join(entry.parentPath, entry.name)));
  // The fake's pictures too: it paints each at its first request (20-70 ms of the server's time apiece).
  const pictures = generatedAssetNames().map((name) => `${ASSET_PREFIX.slice(1)}${name}`);
  for (const file of [...files, ...pictures]) {
    const answer = await fetch(new URL(file, origin), { headers: { 'Accept-Encoding': 'br' } });
    await answer.arrayBuffer();
  }
}

/** Serves a build folder from the fake platform on a free port for the length of `use`, every file warmed. */
export async function withServer<T>(distDir: string, use: (origin: string) => Promise<T>): Promise<T> {
  const data = mkdtempSync(join(tmpdir(), 'lobby-bench-data-'));
  const server = await startServer({ port: 0, distDir, dataFile: join(data, 'fake-platform.json') });
  try {
    await warmServer(server.url, distDir);
    return await use(server.url);
  } finally {
    await server.close();
    rmSync(data, { recursive: true, force: true });
  }
}
