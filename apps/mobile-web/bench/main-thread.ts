// The main-thread part: what the page's main thread does from navigation until home is interactive, read from a
// Chromium trace on a CPU slowed 4x (Lighthouse's mobile factor), for home and for a React-only page (the same
// React rendering one component) in the same run, each five times or more. Unlike Lighthouse's TBT, which swings
// with the machine's load between runs, the time the thread spends scripting, computing style and laying out is
// mostly the page's own work, and the ratio to the React-only page reads the same on a faster or slower machine.
// The browser is driven over cdp.ts, not Playwright: Playwright's `Runtime` domain made V8 re-parse each chunk as it
// ran (for stack traces a player's browser never takes), which tripled the start chunk's evaluation.
import { type CdpBrowser, type CdpPage, launchCdp } from './cdp.ts';
import { CHROME, CHROME_ARGS, log, median, PHONE } from './setup.ts';

/** How much the CPU is slowed while tracing. */
export const CPU_SLOWDOWN = 4;

/** One page load's main thread until interactive: self time by kind, the longest task, tasks over 50 ms. */
export type MainThreadRun = {
  scriptingMs: number;
  styleMs: number;
  layoutMs: number;
  /** The longest of the page's tasks (not the browser's navigation task, below). */
  longestTaskMs: number;
  /** The page's tasks over 50 ms. */
  longTasks: number;
  /**
   * The browser's navigation task: it commits the new document and creates its window's JavaScript context
   * (`CommitLoad`, `LocalWindowProxy::Initialize`) before a byte of the page is parsed. It takes as long on the
   * React-only page (30-60 ms at 4x here), so it is the browser's, not the page's, and is reported apart.
   */
  navigationTaskMs: number;
};

/** The runs of one page, and the minimum and median of each figure. */
export type MainThreadFigures = {
  page: string;
  runs: MainThreadRun[];
  min: MainThreadRun;
  median: MainThreadRun;
};

/**
 * Home's and the React-only page's figures, measured in the same run; with `--against`, home in another build too,
 * its loads alternated with this build's (`against.page` names the build's folder).
 */
export type MainThreadResults = {
  slowdown: number;
  home: MainThreadFigures;
  reactOnly: MainThreadFigures;
  against?: MainThreadFigures;
};

/** A complete trace event (`ph: 'X'`) of the renderer's main thread. */
export type TraceEvent = {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: unknown;
};

/** What each trace event's own time counts as; events not named here count as nothing of the three. */
const KINDS: Record<string, keyof Pick<MainThreadRun, 'scriptingMs' | 'styleMs' | 'layoutMs'>> = {
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
 * The complete events of the renderer's main thread (the CrRendererMain that ran the most: not another thread, not
 * a second renderer), in order, an enclosing event before the events inside it.
 */
export function rendererMainEvents(events: readonly TraceEvent[]): TraceEvent[] {
  const mains = events.filter(
    (event) => event.name === 'thread_name' && (event.args as { name?: string })?.name === 'CrRendererMain',
  );
  const busiest = (thread: TraceEvent) =>
    events
      .filter((event) => event.pid === thread.pid && event.tid === thread.tid && event.name === 'RunTask')
      .reduce((sum, event) => sum + (event.dur ?? 0), 0);
  const main = mains.sort((a, b) => busiest(b) - busiest(a))[0];
  if (!main) return [];
  return events
    .filter((event) => event.pid === main.pid && event.tid === main.tid && event.ph === 'X' && event.dur !== undefined)
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
}

/** Whether a task of these main-thread events is the browser's navigation task (it holds the `CommitLoad`). */
export function navigationTest(own: readonly TraceEvent[]): (task: TraceEvent) => boolean {
  const commits = own.filter((event) => event.name === 'CommitLoad');
  return (task) => commits.some((commit) => commit.ts >= task.ts && commit.ts < task.ts + (task.dur ?? 0));
}

/**
 * Hands each event its own time in ms: its duration less the events inside it (`events` in order, an enclosing
 * event before the events inside it, as `rendererMainEvents` gives them).
 */
export function forEachOwnTime(events: readonly TraceEvent[], add: (event: TraceEvent, ownMs: number) => void): void {
  // A stack of the open events with the time their children took: an event's own time is what is left.
  const open: { event: TraceEvent; end: number; children: number }[] = [];
  const close = (until: number) => {
    for (let last = open.at(-1); last && last.end <= until; last = open.at(-1)) {
      open.pop();
      const dur = last.event.dur ?? 0;
      add(last.event, (dur - last.children) / 1000);
      const parent = open.at(-1);
      if (parent) parent.children += dur;
    }
  };
  for (const event of events) {
    close(event.ts);
    open.push({ event, end: event.ts + (event.dur ?? 0), children: 0 });
  }
  close(Number.POSITIVE_INFINITY);
}

/**
 * The figures of one trace: on the renderer's main thread (the CrRendererMain that ran the most), each event's
 * own time (its duration less its children's) added to its kind, and the tasks' lengths.
 */
export function mainThreadOf(events: readonly TraceEvent[]): MainThreadRun {
  const run: MainThreadRun = {
    scriptingMs: 0,
    styleMs: 0,
    layoutMs: 0,
    longestTaskMs: 0,
    longTasks: 0,
    navigationTaskMs: 0,
  };
  const own = rendererMainEvents(events);
  const isNavigation = navigationTest(own);
  for (const event of own) {
    const dur = event.dur ?? 0;
    if (event.name === 'RunTask' && isNavigation(event)) {
      run.navigationTaskMs = Math.max(run.navigationTaskMs, dur / 1000);
    } else if (event.name === 'RunTask') {
      run.longestTaskMs = Math.max(run.longestTaskMs, dur / 1000);
      if (dur > 50_000) run.longTasks += 1;
    }
  }
  forEachOwnTime(own, (event, ownMs) => {
    const kind = KINDS[event.name];
    if (kind) run[kind] += ownMs;
  });
  return run;
}

/** The minimum and median of each figure of `runs`. */
export function summarise(page: string, runs: MainThreadRun[]): MainThreadFigures {
  const keys = ['scriptingMs', 'styleMs', 'layoutMs', 'longestTaskMs', 'longTasks', 'navigationTaskMs'] as const;
  const pick = (choose: (values: number[]) => number) =>
    Object.fromEntries(keys.map((key) => [key, choose(runs.map((run) => run[key]))])) as MainThreadRun;
  return { page, runs, min: pick((values) => Math.min(...values)), median: pick(median) };
}

/**
 * Resolves once the page has loaded and finished no request for `quietMs`, as Playwright's `networkidle` but told
 * by the page's own Resource Timing entries (one per request, added as it ends), not by the DevTools `Network`
 * domain. With that domain on, the renderer captures a JavaScript stack for every request it starts (its initiator,
 * for DevTools), and V8 first works out the source positions of each function on it: home's scripting until
 * interactive was 574 ms with it and 512 ms without (median of 8 at 4x, alternated in one run). No player's
 * browser does that. One evaluation waits in the page (an observer restarts a timer at each entry): asking the page
 * every 50 ms instead added its own scripting to the figures. A request still open is not seen, but every request of
 * the fake platform on this machine ends within milliseconds, and the wait begins once `ready` holds.
 */
function resourcesQuiet(page: CdpPage, quietMs: number): Promise<void> {
  return page.evaluate<void>(`new Promise((resolve) => {
    const start = () => {
      let timer = 0;
      const observer = new PerformanceObserver(() => wait());
      const wait = () => {
        clearTimeout(timer);
        timer = setTimeout(() => {
          observer.disconnect();
          resolve();
        }, ${quietMs});
      };
      observer.observe({ type: 'resource' });
      wait();
    };
    if (document.readyState === 'complete') start();
    else addEventListener('load', start, { once: true });
  })`);
}

/** A V8 CPU profile (the DevTools protocol's `Profiler.Profile`): sampled call stacks with their times (µs). */
export type CpuProfile = {
  nodes: {
    id: number;
    callFrame: { functionName: string; url: string; lineNumber: number };
    children?: number[];
  }[];
  startTime: number;
  samples: number[];
  timeDeltas: number[];
};

/** What home's page must show before its trace ends: the hot games' list and the first visit's popup. */
export const HOME_READY = `!!document.querySelector('ul[aria-label="热门游戏"]') && !!document.querySelector('dialog[open]')`;

/**
 * What Playwright's `serviceWorkers: 'block'` does, before the page's own scripts: the app's registration resolves
 * and nothing installs, so no precache downloads run beside the load.
 */
const NO_SERVICE_WORKER = `if (navigator.serviceWorker) navigator.serviceWorker.register = async () => undefined;`;

/**
 * Traces one load of `url` on a fresh page (a new browser context, a 412 x 915 phone screen, zh-CN) until `ready`
 * holds and no request has ended for 500 ms (`resourcesQuiet`); with `profile`, V8's sampling profiler runs beside
 * the trace (every 200 µs) and its profile comes back too. Driven over cdp.ts, not Playwright: see there why.
 */
export async function traceLoad(
  browser: CdpBrowser,
  url: string,
  ready: string,
  profile = false,
): Promise<{ events: TraceEvent[]; profile: CpuProfile | null }> {
  const page = await browser.newPage();
  try {
    await page.send('Page.enable');
    await page.send('Page.addScriptToEvaluateOnNewDocument', { source: NO_SERVICE_WORKER });
    await page.send('Emulation.setDeviceMetricsOverride', { ...PHONE, deviceScaleFactor: 1, mobile: false });
    await page.send('Emulation.setLocaleOverride', { locale: 'zh-CN' });
    await page.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    const chunks: TraceEvent[] = [];
    const offData = page.on('Tracing.dataCollected', ({ value }: { value: TraceEvent[] }) => {
      for (const event of value) chunks.push(event);
    });
    const complete = new Promise<void>((resolve) => {
      const off = page.on('Tracing.tracingComplete', () => {
        off();
        resolve();
      });
    });
    if (profile) {
      await page.send('Profiler.enable');
      await page.send('Profiler.setSamplingInterval', { interval: 200 });
      await page.send('Profiler.start');
    }
    await page.send('Tracing.start', {
      categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8', 'v8.execute', '__metadata'].join(
        ',',
      ),
      transferMode: 'ReportEvents',
    });
    await page.navigate(url);
    await page.waitFor(ready);
    await resourcesQuiet(page, 500);
    await page.send('Tracing.end');
    await complete;
    offData();
    const sampled = profile ? (await page.send<{ profile: CpuProfile }>('Profiler.stop')).profile : null;
    return { events: chunks, profile: sampled };
  } finally {
    await page.close();
  }
}

/** The browser the traces run in: Debian's Chromium with the bench's flags, a zh-CN reader unless `--lang` says. */
export function launchForTraces(): Promise<CdpBrowser> {
  const language = CHROME_ARGS.some((arg) => arg.startsWith('--accept-lang=')) ? [] : ['--accept-lang=zh-CN'];
  return launchCdp(CHROME, [...CHROME_ARGS, ...language]);
}

/**
 * Home on a first visit (nothing stored: the welcome popup shows), interactive once its hot games and the popup
 * are there and the network is quiet; then the React-only page, once its component is there. Alternated run by run,
 * so that a busy moment of the machine falls on both. With `against` (another build's origin and its name), home
 * in that build too, in the same turns: on this machine the figures of one build drift by more than most changes
 * between runs made at different times, so a change is judged against the build before it in one run.
 */
export async function measureMainThread(
  appOrigin: string,
  reactOrigin: string,
  runs: number,
  against?: { origin: string; name: string },
): Promise<MainThreadResults> {
  const browser = await launchForTraces();
  try {
    const home: MainThreadRun[] = [];
    const other: MainThreadRun[] = [];
    const reactOnly: MainThreadRun[] = [];
    for (let index = 0; index < runs; index += 1) {
      // Which build loads first alternates too: the first load of a turn may meet a different machine.
      const builds = [appOrigin, against?.origin].filter((origin) => origin !== undefined);
      for (const origin of index % 2 === 0 ? builds : builds.reverse()) {
        const run = mainThreadOf((await traceLoad(browser, `${origin}#/`, HOME_READY)).events);
        (origin === appOrigin ? home : other).push(run);
      }
      reactOnly.push(
        mainThreadOf((await traceLoad(browser, reactOrigin, `!!document.getElementById('ready')`)).events),
      );
      log(`main thread: run ${index + 1} of ${runs}`);
    }
    return {
      slowdown: CPU_SLOWDOWN,
      home: summarise('/', home),
      reactOnly: summarise('React only', reactOnly),
      ...(against ? { against: summarise(against.name, other) } : {}),
    };
  } finally {
    await browser.close();
  }
}
