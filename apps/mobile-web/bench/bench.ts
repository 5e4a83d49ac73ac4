// The benchmark (`pnpm run bench`, or `npm run turbo -- run bench --filter=@lobby/mobile-web`): a script, not a
// test. It builds the app, measures what every route of the quality list loads on a cold start, runs Lighthouse
// mobile (default throttling, median of three) on the routes that ask for it against the fake platform's Node
// server, counts React renders per balance poll tick in a bench build, prints one table against the budgets of
// ARCHITECTURE section 7, writes bench/results.json and compares with an earlier results file (--compare).
// The long-list scenario scrolls the bet record of bench01 (3,000 bets on the fake) to its end on a 4x slowed CPU
// and reports the rows in the document, the JS heap and the long tasks while scrolling, then leaves the screen
// and counts the requests it still sends. `--only long-list` (or sizes, lighthouse, ticks) runs one part.
//
// Runs on Node 24's type stripping: relative imports carry `.ts`, no enums or parameter properties.
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { startServer } from '@lobby/fake-platform/server';
import { chromium } from '@playwright/test';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../../tooling/chromium.ts';
import { budgets, KIB } from '../quality/budgets.ts';
import { createMeter, inlineScripts, measureText, type RouteSize, routeSizes } from '../quality/bundle-size.ts';
import { screens } from '../quality/routes.ts';
import type { BenchProbe, CommitRecord } from '../src/bench/render-probe.ts';

const appDir = fileURLToPath(new URL('../', import.meta.url));
const CHROME = process.env.CHROME_PATH ?? CHROMIUM_PATH;
const CHROME_ARGS = [...CHROMIUM_ARGS];
const DEMO = { name: 'demo01', password: 'demo1234' };
// The fake platform's long-list account (BENCH_ACCOUNT there): 3,000 bets this month.
const BENCH = { name: 'bench01', password: 'demo1234' };
const PARTS = ['sizes', 'first-seconds', 'lighthouse', 'ticks', 'long-list'] as const;
/** How long after the load event the first-seconds part keeps counting what home fetches. */
const FIRST_SECONDS_MS = 5000;

const { values: options } = parseArgs({
  options: {
    compare: { type: 'string' },
    out: { type: 'string', default: join(appDir, 'bench', 'results.json') },
    runs: { type: 'string', default: '3' },
    ticks: { type: 'string', default: '3' },
    'no-build': { type: 'boolean', default: false },
    strict: { type: 'boolean', default: false },
    only: { type: 'string' },
    reports: { type: 'string' },
    route: { type: 'string', multiple: true },
  },
  strict: true,
});

/** Lighthouse's figures for one route: the median of the runs, and every run. */
type LighthouseFigures = {
  key: string;
  path: string;
  performance: number;
  fcpMs: number;
  lcpMs: number;
  speedIndexMs: number;
  tbtMs: number;
  cls: number;
  /** What Lighthouse names as the largest contentful paint (the last run's). */
  lcpElement: string;
  runs: { performance: number; fcpMs: number; lcpMs: number; speedIndexMs: number; tbtMs: number; cls: number }[];
};

/** What one balance poll tick re-rendered. */
type TickFigures = { changed: boolean; commits: number; rendered: string[]; outsideBalance: string[] };

/** The bet record of 3,000 bets scrolled to its end, on a CPU slowed 4x. */
type LongListFigures = {
  /** Rows loaded when the list said 没有更多, and the pages it took. */
  rows: number;
  pages: number;
  /**
   * Record rows in the document: the most at any frame (up to the list's windowing threshold every loaded row is
   * there), the most once the list renders only a window, and at the end.
   */
  domRowsMax: number;
  domRowsWindowedMax: number;
  domRowsEnd: number;
  /** Elements in the document at the end. */
  domNodesEnd: number;
  /** JS heap in use after a garbage collection: with the first page shown, and with every row loaded. */
  heapFirstPageBytes: number;
  heapEndBytes: number;
  /** The most JS heap seen between frames while scrolling (before any collection). */
  heapPeakBytes: number;
  /** Time from the first scroll to 没有更多 at the bottom, and the frames it took. */
  scrollMs: number;
  frames: number;
  /** Long tasks (over 50 ms) while scrolling: how many, their total blocking time (each beyond 50 ms), the longest. */
  longTasks: number;
  blockingMs: number;
  longestTaskMs: number;
  /** Record requests sent in the second after leaving the screen. */
  requestsAfterLeaving: number;
};

/** What a first visit to home fetches in its first seconds: the scripts, by file, with their gzip size. */
type FirstSecondsFigures = { jsGzip: number; files: { file: string; gzip: number }[] };

/** The whole of bench/results.json. */
type Results = {
  at: string;
  sizes: RouteSize[];
  firstSeconds?: FirstSecondsFigures | null;
  lighthouse: LighthouseFigures[];
  ticks: TickFigures[];
  longList: LongListFigures | null;
};

function log(message: string) {
  process.stderr.write(`[bench] ${message}\n`);
}

async function build() {
  const { build: viteBuild } = await import('vite');
  for (const mode of ['production', 'bench']) {
    log(`vite build --mode ${mode}`);
    await viteBuild({ root: appDir, mode, logLevel: 'warn' });
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
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

async function runLighthouse(origin: string, runs: number): Promise<LighthouseFigures[]> {
  const targets = screens.filter(
    (screen) => screen.lighthouse && (options.route === undefined || options.route.includes(screen.path)),
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
        const result = await lighthouse(url, {
          port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance'],
          // Every run is a first visit: Lighthouse's default reset keeps local storage, where home caches its
          // lists, so without these every run after the first measured a returning player's page.
          clearStorageTypes: [
            'file_systems',
            'shader_cache',
            'service_workers',
            'cache_storage',
            'local_storage',
            'indexeddb',
          ],
        });
        const lhr = result?.lhr;
        if (!lhr) throw new Error(`lighthouse gave no result for ${url}`);
        if (lhr.runtimeError) throw new Error(`lighthouse: ${lhr.runtimeError.message}`);
        if (options.reports) {
          mkdirSync(options.reports, { recursive: true });
          const name = `${screen.key.replace(/[^a-z0-9]+/gi, '-')}-${run}.json`;
          writeFileSync(join(options.reports, name), JSON.stringify(lhr));
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
      });
    }
    return figures;
  } finally {
    chrome.kill();
    await new Promise((resolve) => (chrome.exitCode === null ? chrome.once('exit', resolve) : resolve(null)));
    rmSync(profile, { recursive: true, force: true });
  }
}

/**
 * Opens home in the bench build as the demo player and watches balance poll ticks: the fake's balance answer is
 * raised on each tick but the last, which repeats the previous value (a tick that must render nothing).
 */
async function countRenders(origin: string, ticks: number): Promise<TickFigures[]> {
  const token = await tokenOf(origin, DEMO);
  const browser = await chromium.launch({ executablePath: CHROME, args: CHROME_ARGS });
  try {
    const page = await browser.newPage({ viewport: { width: 412, height: 915 }, locale: 'zh-CN' });
    const balances: number[] = [8888];
    for (let tick = 1; tick <= ticks; tick += 1) balances.push(8888 + tick);
    balances.push(8888 + ticks);
    let answered = 0;
    await page.route('**/api/balance', async (route) => {
      const response = await route.fetch();
      const body = await response.json();
      const balance = balances[Math.min(answered, balances.length - 1)] ?? 8888;
      answered += 1;
      await route.fulfill({ response, json: { ...body, data: { ...body.data, balance: balance.toFixed(2) } } });
    });
    await page.goto(new URL('favicon.svg', origin).href);
    // The welcome popup stays closed (the app's own remembered dismissal): its opening is no tick's doing.
    await page.evaluate((value) => {
      sessionStorage.setItem('token', value);
      localStorage.setItem('welcomeClosed', '1');
    }, token);
    const firstTick = page.waitForResponse((response) => response.url().endsWith('/api/balance'));
    await page.goto(`${origin}#/`);
    await firstTick;
    await page.getByText('¥8,888.00').first().waitFor();
    // What the page does on its own is not the tick's either: the carousel's autoplay is paused (its own button),
    // and the game area and the first lists have landed before counting starts.
    await page.getByRole('button', { name: '暂停' }).click();
    await page.getByRole('list', { name: '热门游戏' }).getByRole('button').first().waitFor();
    await page.waitForLoadState('networkidle');

    const figures: TickFigures[] = [];
    for (let tick = 1; tick <= ticks + 1; tick += 1) {
      await page.evaluate(() => {
        const probe = (window as unknown as { __lobbyBench?: BenchProbe }).__lobbyBench;
        if (probe) probe.commits.length = 0;
      });
      await page.waitForResponse((response) => response.url().endsWith('/api/balance'), { timeout: 15_000 });
      // Let React commit what the tick changed.
      await page.waitForTimeout(500);
      const commits = await page.evaluate(
        () => (window as unknown as { __lobbyBench?: BenchProbe }).__lobbyBench?.commits ?? null,
      );
      if (commits === null) throw new Error('the page is not a bench build (no window.__lobbyBench)');
      const all = commits as CommitRecord[];
      figures.push({
        changed: tick <= ticks,
        commits: all.length,
        rendered: all.flatMap((commit) => commit.rendered),
        outsideBalance: all.flatMap((commit) => commit.outsideBalance),
      });
      log(`tick ${tick}: ${all.length} commit(s), rendered ${all.flatMap((c) => c.rendered).join(', ') || 'nothing'}`);
    }
    return figures;
  } finally {
    await browser.close();
  }
}

/** Signs a player in through the api and returns the session token. */
async function tokenOf(origin: string, account: { name: string; password: string }): Promise<string> {
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
 * Scrolls bench01's bet record (3,000 bets, 15 a page) to its end in the production build with the CPU slowed
 * 4x (Lighthouse's mobile factor): a fling of 400 px a frame, waiting at the bottom for each page. Long tasks
 * come from a PerformanceObserver installed before the app starts; the heap from the DevTools protocol after a
 * garbage collection, and between frames from `performance.memory` (precise with the flag below).
 */
async function scrollLongList(origin: string): Promise<LongListFigures> {
  const token = await tokenOf(origin, BENCH);
  const browser = await chromium.launch({
    executablePath: CHROME,
    args: [...CHROME_ARGS, '--enable-precise-memory-info'],
  });
  try {
    const page = await browser.newPage({ viewport: { width: 412, height: 915 }, locale: 'zh-CN' });
    let pages = 0;
    page.on('request', (request) => {
      if (request.url().endsWith('/api/betrecord')) pages += 1;
    });
    await page.addInitScript(() => {
      const tasks: { start: number; duration: number }[] = [];
      (window as unknown as { __longTasks: typeof tasks }).__longTasks = tasks;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) tasks.push({ start: entry.startTime, duration: entry.duration });
      }).observe({ type: 'longtask', buffered: true });
    });
    await page.goto(new URL('favicon.svg', origin).href);
    await page.evaluate((value) => sessionStorage.setItem('token', value), token);
    await page.goto(`${origin}#/betRecord`);
    await page.locator('.records__row').first().waitFor();
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Performance.enable');
    const heap = async () => {
      await cdp.send('HeapProfiler.collectGarbage');
      const { metrics } = await cdp.send('Performance.getMetrics');
      return metrics.find((metric) => metric.name === 'JSHeapUsedSize')?.value ?? 0;
    };
    const heapFirstPageBytes = await heap();
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    const scrolled = await page.evaluate(async () => {
      const frame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));
      const memory = () =>
        (performance as unknown as { memory?: { usedJSHeapSize: number } }).memory?.usedJSHeapSize ?? 0;
      const rowsNow = () => document.querySelectorAll('.records__row').length;
      const started = performance.now();
      let domRowsMax = rowsNow();
      let domRowsWindowedMax = 0;
      let heapPeakBytes = memory();
      let frames = 0;
      while (performance.now() - started < 300_000) {
        window.scrollBy(0, 400);
        await frame();
        frames += 1;
        domRowsMax = Math.max(domRowsMax, rowsNow());
        // The spacers exist only while the list renders a window of its rows.
        if (document.querySelector('.lb-infinite > div[aria-hidden]')) {
          domRowsWindowedMax = Math.max(domRowsWindowedMax, rowsNow());
        }
        heapPeakBytes = Math.max(heapPeakBytes, memory());
        const root = document.documentElement;
        if (window.scrollY + window.innerHeight >= root.scrollHeight - 1) {
          if (document.querySelector('.lb-infinite__status')?.textContent === '没有更多') break;
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
      }
      const ended = performance.now();
      const tasks = (window as unknown as { __longTasks: { start: number; duration: number }[] }).__longTasks.filter(
        (task) => task.start >= started && task.start <= ended,
      );
      const hiddenAbove = document.querySelector<HTMLElement>('.lb-infinite > div[aria-hidden]')?.offsetHeight ?? 0;
      const rowHeight = document.querySelector<HTMLElement>('.records__row')?.offsetHeight ?? 1;
      return {
        scrollMs: ended - started,
        frames,
        domRowsMax,
        domRowsWindowedMax,
        domRowsEnd: rowsNow(),
        rows: Math.round(hiddenAbove / rowHeight) + rowsNow(),
        domNodesEnd: document.getElementsByTagName('*').length,
        heapPeakBytes,
        longTasks: tasks.length,
        blockingMs: tasks.reduce((sum, task) => sum + Math.max(0, task.duration - 50), 0),
        longestTaskMs: Math.max(0, ...tasks.map((task) => task.duration)),
      };
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    const heapEndBytes = await heap();
    // Leave for another screen: nothing of the record screen may keep asking.
    const before = pages;
    await page.evaluate(() => {
      window.location.hash = '#/mine';
    });
    await page.waitForTimeout(1000);
    const figures: LongListFigures = {
      ...scrolled,
      pages: before,
      heapFirstPageBytes,
      heapEndBytes,
      requestsAfterLeaving: pages - before,
    };
    log(
      `long list: ${figures.rows} rows in ${figures.pages} pages, at most ${figures.domRowsWindowedMax} rows in the document once windowed, ` +
        `${figures.longTasks} long task(s) in ${Math.round(figures.scrollMs)} ms of scrolling`,
    );
    return figures;
  } finally {
    await browser.close();
  }
}

/**
 * A visitor's first visit to home (nothing stored: the welcome popup shows), in Chromium at phone size: every
 * script of the build it fetches from the start until FIRST_SECONDS_MS after the load event (the first paint's
 * code, the grid, the carousel, the popups with the sanitiser, the dialogs, the deferred table...), each counted
 * at its gzip size from the build folder, so that the figure does not depend on the network or the machine.
 */
async function measureFirstSeconds(origin: string, distDir: string): Promise<FirstSecondsFigures> {
  const meter = createMeter(distDir);
  const browser = await chromium.launch({ executablePath: CHROME, args: CHROME_ARGS });
  try {
    const page = await browser.newPage({
      viewport: { width: 412, height: 915 },
      locale: 'zh-CN',
      serviceWorkers: 'block',
    });
    const fetched = new Set<string>();
    page.on('response', (response) => {
      const url = new URL(response.url());
      if (url.origin === new URL(origin).origin && url.pathname.endsWith('.js')) fetched.add(url.pathname.slice(1));
    });
    await page.goto(`${origin}#/`, { waitUntil: 'load' });
    await page.getByRole('dialog').first().waitFor();
    await page.waitForTimeout(FIRST_SECONDS_MS);
    // The page's inline scripts (the early script) run on every visit too: counted as the files are.
    const inline = inlineScripts(distDir).map((code, index) => ({
      file: `index.html (inline script ${index + 1})`,
      gzip: measureText(code).gzip,
    }));
    const files = [...fetched]
      .filter((file) => file.startsWith('assets/'))
      .map((file) => ({ file, gzip: meter(file).gzip }))
      .concat(inline)
      .sort((a, b) => b.gzip - a.gzip);
    return { jsGzip: files.reduce((sum, entry) => sum + entry.gzip, 0), files };
  } finally {
    await browser.close();
  }
}

/** Serves a build folder from the fake platform on a free port for the length of `use`. */
async function withServer<T>(distDir: string, use: (origin: string) => Promise<T>): Promise<T> {
  const data = mkdtempSync(join(tmpdir(), 'lobby-bench-data-'));
  const server = await startServer({ port: 0, distDir, dataFile: join(data, 'fake-platform.json') });
  try {
    return await use(server.url);
  } finally {
    await server.close();
    rmSync(data, { recursive: true, force: true });
  }
}

// ---- the table ----

type Row = { check: string; value: string; budget: string; ok: boolean | null; previous: string };

const kib = (bytes: number) => `${(bytes / KIB).toFixed(1)} KiB`;
const sizeText = (gzip: number, brotli: number) => `${kib(gzip)} gz / ${kib(brotli)} br`;
const ms = (value: number) => `${Math.round(value)} ms`;

function rows(results: Results, previous: Results | null): Row[] {
  const table: Row[] = [];
  const before = (find: (old: Results) => string | undefined) => (previous ? (find(previous) ?? '-') : '');
  for (const size of results.sizes) {
    const old = (other: Results) => other.sizes.find((entry) => entry.key === size.key);
    if (size.key === 'home') {
      table.push({
        check: `${size.path} JS, cold start`,
        value: sizeText(size.coldStart.js.gzip, size.coldStart.js.brotli),
        budget: `<= ${kib(budgets.homeJsGzip)} gz`,
        ok: size.coldStart.js.gzip <= budgets.homeJsGzip,
        previous: before((other) => {
          const entry = old(other);
          return entry && sizeText(entry.coldStart.js.gzip, entry.coldStart.js.brotli);
        }),
      });
      table.push({
        check: `${size.path} CSS, cold start`,
        value: sizeText(size.coldStart.css.gzip, size.coldStart.css.brotli),
        budget: `<= ${kib(budgets.homeCssGzip)} gz`,
        ok: size.coldStart.css.gzip <= budgets.homeCssGzip,
        previous: before((other) => {
          const entry = old(other);
          return entry && sizeText(entry.coldStart.css.gzip, entry.coldStart.css.brotli);
        }),
      });
      continue;
    }
    for (const kind of ['js', 'css'] as const) {
      table.push({
        check: `${size.path} own ${kind.toUpperCase()} (cold start ${kib(size.coldStart[kind].gzip)} gz)`,
        value: sizeText(size.own[kind].gzip, size.own[kind].brotli),
        budget: `<= ${kib(budgets.routeOwnGzip)} gz`,
        ok: size.own[kind].gzip <= budgets.routeOwnGzip,
        previous: before((other) => {
          const entry = old(other);
          return entry && sizeText(entry.own[kind].gzip, entry.own[kind].brotli);
        }),
      });
    }
  }
  if (results.firstSeconds) {
    const figures = results.firstSeconds;
    table.push({
      check: `/ JS in its first seconds (${figures.files.length} files, ${FIRST_SECONDS_MS / 1000} s after load)`,
      value: kib(figures.jsGzip),
      budget: `<= ${kib(budgets.homeFirstSecondsJsGzip)} gz`,
      ok: figures.jsGzip <= budgets.homeFirstSecondsJsGzip,
      previous: before((other) => (other.firstSeconds ? kib(other.firstSeconds.jsGzip) : undefined)),
    });
  }
  for (const figures of results.lighthouse) {
    const old = (other: Results) => other.lighthouse.find((entry) => entry.key === figures.key);
    const limits = budgets.lighthouse;
    table.push(
      {
        check: `Lighthouse ${figures.path} performance`,
        value: String(figures.performance),
        budget: `>= ${limits.performance}`,
        ok: figures.performance >= limits.performance,
        previous: before((other) => old(other)?.performance.toString()),
      },
      {
        check: `Lighthouse ${figures.path} FCP`,
        value: ms(figures.fcpMs),
        budget: '-',
        ok: null,
        previous: before((other) => {
          const entry = old(other);
          return entry?.fcpMs === undefined ? undefined : ms(entry.fcpMs);
        }),
      },
      {
        check: `Lighthouse ${figures.path} speed index`,
        value: ms(figures.speedIndexMs),
        budget: '-',
        ok: null,
        previous: before((other) => {
          const entry = old(other);
          return entry?.speedIndexMs === undefined ? undefined : ms(entry.speedIndexMs);
        }),
      },
      {
        check: `Lighthouse ${figures.path} LCP (${figures.lcpElement.split(' > ').slice(-2).join(' > ')})`,
        value: ms(figures.lcpMs),
        budget: '-',
        ok: null,
        previous: before((other) => {
          const entry = old(other);
          return entry && ms(entry.lcpMs);
        }),
      },
      {
        check: `Lighthouse ${figures.path} TBT`,
        value: ms(figures.tbtMs),
        budget: `<= ${limits.tbtMs} ms`,
        ok: figures.tbtMs <= limits.tbtMs,
        previous: before((other) => {
          const entry = old(other);
          return entry && ms(entry.tbtMs);
        }),
      },
      {
        check: `Lighthouse ${figures.path} CLS`,
        value: figures.cls.toFixed(3),
        budget: `= ${limits.cls}`,
        ok: figures.cls === limits.cls,
        previous: before((other) => old(other)?.cls.toFixed(3)),
      },
    );
  }
  const list = results.longList;
  if (list) {
    const earlier = (pick: (old: LongListFigures) => string) =>
      before((other) => (other.longList ? pick(other.longList) : undefined));
    const mib = (bytes: number) => `${(bytes / (KIB * KIB)).toFixed(1)} MiB`;
    table.push(
      {
        check: `long list: rows loaded (${list.pages} pages)`,
        value: String(list.rows),
        budget: '-',
        ok: null,
        previous: earlier((old) => String(old.rows)),
      },
      {
        check: 'long list: rows in the document once windowed (max / end; max before)',
        value: `${list.domRowsWindowedMax} / ${list.domRowsEnd}; ${list.domRowsMax} (${list.domNodesEnd} elements at the end)`,
        budget: `<= ${budgets.longListDomRows}`,
        ok: list.domRowsWindowedMax <= budgets.longListDomRows,
        previous: earlier((old) => `${old.domRowsWindowedMax} / ${old.domRowsEnd}; ${old.domRowsMax}`),
      },
      {
        check: 'long list: JS heap (first page -> 3,000 rows, after GC; peak)',
        value: `${mib(list.heapFirstPageBytes)} -> ${mib(list.heapEndBytes)}; ${mib(list.heapPeakBytes)}`,
        budget: '-',
        ok: null,
        previous: earlier((old) => `${mib(old.heapFirstPageBytes)} -> ${mib(old.heapEndBytes)}`),
      },
      {
        check: `long list: long tasks while scrolling (4x CPU, ${ms(list.scrollMs)}, ${list.frames} frames)`,
        value: `${list.longTasks} (blocking ${ms(list.blockingMs)}, longest ${ms(list.longestTaskMs)})`,
        budget: '-',
        ok: null,
        previous: earlier((old) => `${old.longTasks} (blocking ${ms(old.blockingMs)})`),
      },
      {
        check: 'long list: requests after leaving the screen',
        value: String(list.requestsAfterLeaving),
        budget: `= ${budgets.requestsAfterLeaving}`,
        ok: list.requestsAfterLeaving <= budgets.requestsAfterLeaving,
        previous: earlier((old) => String(old.requestsAfterLeaving)),
      },
    );
  }
  if (results.ticks.length === 0) return table;
  const changed = results.ticks.filter((tick) => tick.changed);
  const worst = (ticks: TickFigures[], pick: (tick: TickFigures) => number) => Math.max(0, ...ticks.map(pick));
  const outside = worst(changed, (tick) => tick.outsideBalance.length);
  table.push(
    {
      check: 'balance tick: components rendered (max)',
      value: `${worst(changed, (tick) => tick.rendered.length)} (${[...new Set(changed.flatMap((tick) => tick.rendered))].join(', ')})`,
      budget: '-',
      ok: null,
      previous: before((other) =>
        String(
          worst(
            other.ticks.filter((tick) => tick.changed),
            (tick) => tick.rendered.length,
          ),
        ),
      ),
    },
    {
      check: 'balance tick: rendered outside balance readers',
      value: `${outside}${outside ? ` (${[...new Set(changed.flatMap((tick) => tick.outsideBalance))].join(', ')})` : ''}`,
      budget: `= ${budgets.rendersOutsideBalancePerTick}`,
      ok: outside <= budgets.rendersOutsideBalancePerTick,
      previous: before((other) =>
        String(
          worst(
            other.ticks.filter((tick) => tick.changed),
            (tick) => tick.outsideBalance.length,
          ),
        ),
      ),
    },
    {
      check: 'balance tick with the same balance: renders',
      value: String(
        worst(
          results.ticks.filter((tick) => !tick.changed),
          (tick) => tick.rendered.length,
        ),
      ),
      budget: '= 0',
      ok: results.ticks.filter((tick) => !tick.changed).every((tick) => tick.rendered.length === 0),
      previous: '',
    },
  );
  return table;
}

function print(table: Row[], comparing: boolean) {
  const head = ['check', 'value', 'budget', 'result', ...(comparing ? ['previous'] : [])];
  const lines = table.map((row) => [
    row.check,
    row.value,
    row.budget,
    row.ok === null ? '' : row.ok ? 'ok' : 'OVER',
    ...(comparing ? [row.previous] : []),
  ]);
  const widths = head.map((title, column) =>
    Math.max(title.length, ...lines.map((line) => (line[column] ?? '').length)),
  );
  const format = (cells: string[]) =>
    `| ${cells.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join(' | ')} |`;
  process.stdout.write(`${format(head)}\n${format(widths.map((width) => '-'.repeat(width)))}\n`);
  for (const line of lines) process.stdout.write(`${format(line)}\n`);
}

async function main() {
  const previous = options.compare ? (JSON.parse(readFileSync(options.compare, 'utf8')) as Results) : null;
  if (!options['no-build']) await build();
  const dist = join(appDir, 'dist');
  const benchDist = join(appDir, 'dist-bench');
  if (!existsSync(join(benchDist, 'index.html'))) throw new Error('no bench build: run without --no-build once');

  const only = options.only;
  if (only !== undefined && !(PARTS as readonly string[]).includes(only)) {
    throw new Error(`--only takes one of ${PARTS.join(', ')}`);
  }
  const runs = (part: (typeof PARTS)[number]) => only === undefined || only === part;
  const sizes = runs('sizes') ? routeSizes(dist, screens) : [];
  const firstSeconds = runs('first-seconds')
    ? await withServer(dist, (origin) => measureFirstSeconds(origin, dist))
    : null;
  const lighthouseFigures = runs('lighthouse')
    ? await withServer(dist, (origin) => runLighthouse(origin, Number(options.runs)))
    : [];
  const ticks = runs('ticks')
    ? await withServer(benchDist, (origin) => countRenders(origin, Number(options.ticks)))
    : [];
  const longList = runs('long-list') ? await withServer(dist, (origin) => scrollLongList(origin)) : null;

  const results: Results = {
    at: new Date().toISOString(),
    sizes,
    firstSeconds,
    lighthouse: lighthouseFigures,
    ticks,
    longList,
  };
  writeFileSync(options.out, `${JSON.stringify(results, null, 2)}\n`);
  const table = rows(results, previous);
  print(table, previous !== null);
  log(`figures written to ${options.out}${previous ? `; compared with ${options.compare}` : ''}`);
  const over = table.filter((row) => row.ok === false);
  if (over.length > 0) {
    log(`over budget: ${over.map((row) => row.check).join('; ')}`);
    if (options.strict) process.exitCode = 1;
  }
}

await main();
