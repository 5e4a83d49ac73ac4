// The Lighthouse part: mobile, default throttling, the median of the runs on every route of the quality list
// that asks for it (`lighthouse: true` in its quality file), against the fake platform's Node server.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import { screens } from '../quality/routes.ts';
import { type LcpGraph, type LighthouseFlags, simulatedLcp } from './lcp-graph.ts';
import { CHROME, CHROME_ARGS, log, median } from './setup.ts';

/** Lighthouse's figures for one route: the median of the runs, and every run. */
export type LighthouseFigures = {
  key: string;
  path: string;
  performance: number;
  fcpMs: number;
  lcpMs: number;
  speedIndexMs: number;
  tbtMs: number;
  cls: number;
  /** The protocol Lighthouse met the app over: the fake's own HTTP/1.1, or HTTP/2 with `--http2`. */
  protocol?: 'h2';
  /** What Lighthouse names as the largest contentful paint (the last run's). */
  lcpElement: string;
  /** With `--explain`: what the simulated LCP waits for, from one more load (lcp-graph.ts). */
  lcpGraph?: LcpGraph;
  runs: { performance: number; fcpMs: number; lcpMs: number; speedIndexMs: number; tbtMs: number; cls: number }[];
};

/** Lighthouse's settings for every run: mobile, default (simulated) throttling, the performance category. */
const FLAGS: LighthouseFlags = {
  output: 'json',
  logLevel: 'error',
  onlyCategories: ['performance'],
  // Every run is a first visit: Lighthouse's default reset keeps local storage, where home caches its
  // lists, so without these every run after the first measured a returning player's page.
  clearStorageTypes: ['file_systems', 'shader_cache', 'service_workers', 'cache_storage', 'local_storage', 'indexeddb'],
};

/** Starts Debian's chromium with a DevTools port for Lighthouse and resolves with the port. */
function startChrome(profile: string): Promise<{ port: number; chrome: ChildProcess }> {
  const chrome = spawn(CHROME, [...CHROME_ARGS, '--remote-debugging-port=0', `--user-data-dir=${profile}`], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    let said = '';
    const timer = setTimeout(() => reject(new Error(`chromium did not open a DevTools port:\n${said}`)), 30_000);
    chrome.once('exit', (code) => reject(new Error(`chromium exited with ${code}:\n${said}`)));
    chrome.stderr?.on('data', (chunk: Buffer) => {
      said += chunk.toString();
      const match = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(said);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve({ port: Number(match[1]), chrome });
      }
    });
  });
}

/**
 * Runs Lighthouse `runs` times on each route that asks for it (only those of `routes` when given), writing each
 * run's report into `reportsDir` when given; with `explain`, one more load gives the simulated LCP's graph.
 */
export async function runLighthouse(
  origin: string,
  runs: number,
  routes: readonly string[] | undefined,
  reportsDir: string | undefined,
  explain = false,
): Promise<LighthouseFigures[]> {
  const targets = screens.filter(
    (screen) => screen.lighthouse && (routes === undefined || routes.includes(screen.path)),
  );
  const profile = mkdtempSync(join(tmpdir(), 'lobby-bench-chrome-'));
  const { port, chrome } = await startChrome(profile);
  try {
    const figures: LighthouseFigures[] = [];
    for (const screen of targets) {
      const url = `${origin}#${screen.path}`;
      const results: LighthouseFigures['runs'] = [];
      let lcpElement = '?';
      for (let run = 1; run <= runs; run += 1) {
        log(`lighthouse ${url} (${run}/${runs})`);
        const result = await lighthouse(url, { ...FLAGS, port });
        const lhr = result?.lhr;
        if (!lhr) throw new Error(`lighthouse gave no result for ${url}`);
        if (lhr.runtimeError) throw new Error(`lighthouse: ${lhr.runtimeError.message}`);
        if (reportsDir) {
          mkdirSync(reportsDir, { recursive: true });
          const name = `${screen.key.replace(/[^a-z0-9]+/gi, '-')}-${run}.json`;
          writeFileSync(join(reportsDir, name), JSON.stringify(lhr));
        }
        // Lighthouse 13 names the element in its LCP breakdown; an element gone from the page by the end has none.
        const breakdown = lhr.audits['lcp-breakdown-insight']?.details as
          | { items?: { type?: string; selector?: string }[] }
          | undefined;
        lcpElement = breakdown?.items?.find((item) => item.type === 'node')?.selector ?? 'element removed';
        results.push({
          performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
          fcpMs: lhr.audits['first-contentful-paint']?.numericValue ?? Number.NaN,
          speedIndexMs: lhr.audits['speed-index']?.numericValue ?? Number.NaN,
          lcpMs: lhr.audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
          tbtMs: lhr.audits['total-blocking-time']?.numericValue ?? Number.NaN,
          cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
        });
      }
      figures.push({
        key: screen.key,
        path: screen.path,
        performance: median(results.map((run) => run.performance)),
        fcpMs: median(results.map((run) => run.fcpMs)),
        lcpMs: median(results.map((run) => run.lcpMs)),
        speedIndexMs: median(results.map((run) => run.speedIndexMs)),
        lcpElement,
        tbtMs: median(results.map((run) => run.tbtMs)),
        cls: median(results.map((run) => run.cls)),
        runs: results,
        ...(explain ? { lcpGraph: await simulatedLcp(url, port, FLAGS) } : {}),
      });
    }
    return figures;
  } finally {
    chrome.kill();
    await new Promise((resolve) => (chrome.exitCode === null ? chrome.once('exit', resolve) : resolve(null)));
    rmSync(profile, { recursive: true, force: true });
  }
}
