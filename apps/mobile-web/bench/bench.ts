// The benchmark (`pnpm run bench`, or `npm run turbo -- run bench --filter=@lobby/mobile-web`): a script, not a
// test. It builds the app, measures what every route of the quality list loads on a cold start, runs Lighthouse
// mobile (default throttling, median of three) on the routes that ask for it against the fake platform's Node
// server, counts React renders per balance poll tick in a bench build, prints one table against the budgets of
// ARCHITECTURE section 7, writes bench/results.json and compares with an earlier results file (--compare).
//
// Runs on Node 24's type stripping: relative imports carry `.ts`, no enums or parameter properties.
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { startServer } from '@lobby/fake-platform/server';
import { chromium } from '@playwright/test';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../../tooling/chromium.ts';
import { budgets, KIB } from '../quality/budgets.ts';
import { type RouteSize, routeSizes } from '../quality/bundle-size.ts';
import { screens } from '../quality/routes.ts';
import type { BenchProbe, CommitRecord } from '../src/bench/render-probe.ts';

const appDir = fileURLToPath(new URL('../', import.meta.url));
const CHROME = process.env.CHROME_PATH ?? CHROMIUM_PATH;
const CHROME_ARGS = [...CHROMIUM_ARGS];
const DEMO = { name: 'demo01', password: 'demo1234' };

const { values: options } = parseArgs({
  options: {
    compare: { type: 'string' },
    out: { type: 'string', default: join(appDir, 'bench', 'results.json') },
    runs: { type: 'string', default: '3' },
    ticks: { type: 'string', default: '3' },
    'no-build': { type: 'boolean', default: false },
    strict: { type: 'boolean', default: false },
  },
  strict: true,
});

/** Lighthouse's figures for one route: the median of the runs, and every run. */
type LighthouseFigures = {
  key: string;
  path: string;
  performance: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  runs: { performance: number; lcpMs: number; tbtMs: number; cls: number }[];
};

/** What one balance poll tick re-rendered. */
type TickFigures = { changed: boolean; commits: number; rendered: string[]; outsideBalance: string[] };

/** The whole of bench/results.json. */
type Results = {
  at: string;
  sizes: RouteSize[];
  lighthouse: LighthouseFigures[];
  ticks: TickFigures[];
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
  const targets = screens.filter((screen) => screen.lighthouse);
  const profile = mkdtempSync(join(tmpdir(), 'lobby-bench-chrome-'));
  const { port, chrome } = await startChrome(profile);
  try {
    const figures: LighthouseFigures[] = [];
    for (const screen of targets) {
      const url = `${origin}#${screen.path}`;
      const results: LighthouseFigures['runs'] = [];
      for (let run = 1; run <= runs; run += 1) {
        log(`lighthouse ${url} (${run}/${runs})`);
        const result = await lighthouse(url, {
          port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance'],
        });
        const lhr = result?.lhr;
        if (!lhr) throw new Error(`lighthouse gave no result for ${url}`);
        if (lhr.runtimeError) throw new Error(`lighthouse: ${lhr.runtimeError.message}`);
        results.push({
          performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
          lcpMs: lhr.audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
          tbtMs: lhr.audits['total-blocking-time']?.numericValue ?? Number.NaN,
          cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
        });
      }
      figures.push({
        key: screen.key,
        path: screen.path,
        performance: median(results.map((run) => run.performance)),
        lcpMs: median(results.map((run) => run.lcpMs)),
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
  const login = await fetch(new URL('api/login_pc', origin), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ ...DEMO, code: '' }),
  });
  const token = ((await login.json()) as { data?: { new_api_token?: string } }).data?.new_api_token;
  if (!token) throw new Error('the fake platform refused the demo player');

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
    await page.evaluate((value) => sessionStorage.setItem('token', value), token);
    const firstTick = page.waitForResponse((response) => response.url().endsWith('/api/balance'));
    await page.goto(`${origin}#/`);
    await firstTick;
    await page.getByText('¥8,888.00').first().waitFor();

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
        check: `Lighthouse ${figures.path} LCP`,
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

  const sizes = routeSizes(dist, screens);
  const lighthouseFigures = await withServer(dist, (origin) => runLighthouse(origin, Number(options.runs)));
  const ticks = await withServer(benchDist, (origin) => countRenders(origin, Number(options.ticks)));

  const results: Results = { at: new Date().toISOString(), sizes, lighthouse: lighthouseFigures, ticks };
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
