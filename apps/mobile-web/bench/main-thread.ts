// The main-thread part: what the page's main thread does from navigation until home is interactive, read from a
// Chromium trace on a CPU slowed 4x (Lighthouse's mobile factor), for home and for a React-only page (the same
// React rendering one component) in the same run, each five times or more. Unlike Lighthouse's TBT, which swings
// with the machine's load between runs, the time the thread spends scripting, computing style and laying out is
// mostly the page's own work, and the ratio to the React-only page reads the same on a faster or slower machine.
import { type Browser, chromium, type Page } from '@playwright/test';
import { CHROME, CHROME_ARGS, log, median } from './setup.ts';

/** How much the CPU is slowed while tracing. */
export const CPU_SLOWDOWN = 4;

/** One page load's main thread until interactive: self time by kind, the longest task, tasks over 50 ms. */
export type MainThreadRun = {
  scriptingMs: number;
  styleMs: number;
  layoutMs: number;
  longestTaskMs: number;
  longTasks: number;
};

/** The runs of one page, and the minimum and median of each figure. */
export type MainThreadFigures = {
  page: string;
  runs: MainThreadRun[];
  min: MainThreadRun;
  median: MainThreadRun;
};

/** Home's and the React-only page's figures, measured in the same run. */
export type MainThreadResults = { slowdown: number; home: MainThreadFigures; reactOnly: MainThreadFigures };

/** A complete trace event (`ph: 'X'`) of the renderer's main thread. */
type TraceEvent = { name: string; ph: string; ts: number; dur?: number; pid: number; tid: number; args?: unknown };

/** What each trace event's own time counts as; events not named here count as nothing of the three. */
const KINDS: Record<string, keyof Omit<MainThreadRun, 'longestTaskMs' | 'longTasks'>> = {
  EvaluateScript: 'scriptingMs',
  FunctionCall: 'scriptingMs',
  TimerFire: 'scriptingMs',
  FireAnimationFrame: 'scriptingMs',
  FireIdleCallback: 'scriptingMs',
  EventDispatch: 'scriptingMs',
  RunMicrotasks: 'scriptingMs',
  'v8.compile': 'scriptingMs',
  'v8.compileModule': 'scriptingMs',
  'v8.evaluateModule': 'scriptingMs',
  'v8.produceModuleCache': 'scriptingMs',
  'V8.CompileCode': 'scriptingMs',
  MinorGC: 'scriptingMs',
  MajorGC: 'scriptingMs',
  UpdateLayoutTree: 'styleMs',
  RecalculateStyles: 'styleMs',
  ParseAuthorStyleSheet: 'styleMs',
  Layout: 'layoutMs',
};

/**
 * The figures of one trace: on the renderer's main thread (the CrRendererMain that ran the most), each event's
 * own time (its duration less its children's) added to its kind, and the tasks' lengths.
 */
export function mainThreadOf(events: readonly TraceEvent[]): MainThreadRun {
  const mains = events.filter(
    (event) => event.name === 'thread_name' && (event.args as { name?: string })?.name === 'CrRendererMain',
  );
  const busiest = (thread: TraceEvent) =>
    events
      .filter((event) => event.pid === thread.pid && event.tid === thread.tid && event.name === 'RunTask')
      .reduce((sum, event) => sum + (event.dur ?? 0), 0);
  const main = mains.sort((a, b) => busiest(b) - busiest(a))[0];
  const run: MainThreadRun = { scriptingMs: 0, styleMs: 0, layoutMs: 0, longestTaskMs: 0, longTasks: 0 };
  if (!main) return run;
  const own = events
    .filter((event) => event.pid === main.pid && event.tid === main.tid && event.ph === 'X' && event.dur !== undefined)
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  // A stack of the open events with the time their children took: an event's own time is what is left.
  const open: { end: number; kind: keyof typeof run | undefined; children: number; dur: number }[] = [];
  const close = (until: number) => {
    while (open.length > 0 && (open.at(-1)?.end ?? 0) <= until) {
      const done = open.pop();
      if (!done) break;
      if (done.kind) run[done.kind] += (done.dur - done.children) / 1000;
      const parent = open.at(-1);
      if (parent) parent.children += done.dur;
    }
  };
  for (const event of own) {
    const dur = event.dur ?? 0;
    close(event.ts);
    if (event.name === 'RunTask') {
      run.longestTaskMs = Math.max(run.longestTaskMs, dur / 1000);
      if (dur > 50_000) run.longTasks += 1;
    }
    open.push({ end: event.ts + dur, kind: KINDS[event.name], children: 0, dur });
  }
  close(Number.POSITIVE_INFINITY);
  return run;
}

/** The minimum and median of each figure of `runs`. */
export function summarise(page: string, runs: MainThreadRun[]): MainThreadFigures {
  const keys = ['scriptingMs', 'styleMs', 'layoutMs', 'longestTaskMs', 'longTasks'] as const;
  const pick = (choose: (values: number[]) => number) =>
    Object.fromEntries(keys.map((key) => [key, choose(runs.map((run) => run[key]))])) as MainThreadRun;
  return { page, runs, min: pick((values) => Math.min(...values)), median: pick(median) };
}

/** Traces one load of `url` on a fresh page until `ready` holds and the network has been quiet for 500 ms. */
async function traceLoad(browser: Browser, url: string, ready: (page: Page) => Promise<void>): Promise<MainThreadRun> {
  const context = await browser.newContext({
    viewport: { width: 412, height: 915 },
    locale: 'zh-CN',
    serviceWorkers: 'block',
  });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    const chunks: string[] = [];
    cdp.on('Tracing.dataCollected', ({ value }) => {
      for (const event of value) chunks.push(JSON.stringify(event));
    });
    const complete = new Promise<void>((resolve) => cdp.once('Tracing.tracingComplete', () => resolve()));
    await cdp.send('Tracing.start', {
      categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8', 'v8.execute', '__metadata'].join(
        ',',
      ),
      transferMode: 'ReportEvents',
    });
    await page.goto(url, { waitUntil: 'load' });
    await ready(page);
    await page.waitForLoadState('networkidle');
    await cdp.send('Tracing.end');
    await complete;
    return mainThreadOf(chunks.map((line) => JSON.parse(line) as TraceEvent));
  } finally {
    await context.close();
  }
}

/**
 * Home on a first visit (nothing stored: the welcome popup shows), interactive once its hot games and the popup
 * are there and the network is quiet; then the React-only page, once its component is there. Alternated run by run,
 * so that a busy moment of the machine falls on both.
 */
export async function measureMainThread(
  appOrigin: string,
  reactOrigin: string,
  runs: number,
): Promise<MainThreadResults> {
  const browser = await chromium.launch({ executablePath: CHROME, args: CHROME_ARGS });
  try {
    const home: MainThreadRun[] = [];
    const reactOnly: MainThreadRun[] = [];
    for (let index = 0; index < runs; index += 1) {
      home.push(
        await traceLoad(browser, `${appOrigin}#/`, async (page) => {
          await page.getByRole('list', { name: '热门游戏' }).waitFor();
          await page.getByRole('dialog').first().waitFor();
        }),
      );
      reactOnly.push(
        await traceLoad(browser, `${reactOrigin}`, async (page) => {
          await page.locator('#ready').waitFor();
        }),
      );
      log(`main thread: run ${index + 1} of ${runs}`);
    }
    return {
      slowdown: CPU_SLOWDOWN,
      home: summarise('/', home),
      reactOnly: summarise('React only', reactOnly),
    };
  } finally {
    await browser.close();
  }
}
