// The long-list part: bench01's bet record (3,000 bets) scrolled to its end on a 4x slowed CPU: rows in the
// document, the JS heap, the long tasks while scrolling, and the requests still sent after leaving the screen.
import { launchCdp } from './cdp.ts';
import { BENCH, CHROME, CHROME_ARGS, log, ms, PHONE, tokenOf } from './setup.ts';

/** The bet record of 3,000 bets scrolled to its end, on a CPU slowed 4x. */
export type LongListFigures = {
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
  /** The frames over 50 ms while scrolling, as the Long Animation Frames API saw them (what `--explain` prints). */
  longFrames: LongFrame[];
};

/**
 * One frame over 50 ms (a `long-animation-frame` entry, trimmed): when it began after the first scroll, its length,
 * the part after its scripts (style, layout and paint), and each script that ran in it: what invoked it (an event,
 * a timer, a frame callback, a promise), its file, its time, and the style and layout it forced.
 */
export type LongFrame = {
  atMs: number;
  ms: number;
  renderMs: number;
  scripts: { invoker: string; file: string; ms: number; forcedLayoutMs: number }[];
};

/** The scroll itself, run in the page (`Runtime.evaluate` of its source): the figures read there. */
const scrollInPage = async () => {
  const frame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));
  const memory = () => (performance as unknown as { memory?: { usedJSHeapSize: number } }).memory?.usedJSHeapSize ?? 0;
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
  const observed = window as unknown as {
    __longTasks: { start: number; duration: number }[];
    __longFrames: { start: number; duration: number; renderStart: number; scripts: LongFrame['scripts'] }[];
  };
  const tasks = observed.__longTasks.filter((task) => task.start >= started && task.start <= ended);
  const longFrames = observed.__longFrames
    .filter((frame) => frame.start >= started && frame.start <= ended)
    .map((frame) => ({
      atMs: frame.start - started,
      ms: frame.duration,
      renderMs: frame.renderStart > 0 ? frame.start + frame.duration - frame.renderStart : 0,
      scripts: frame.scripts,
    }));
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
    longFrames,
  };
};

/**
 * The long tasks and long animation frames PerformanceObservers see from before the app starts, kept on the window
 * for `scrollInPage` (each frame's scripts by what invoked them, their file's name, and the layout they forced),
 * and the record's pages the app has asked for, counted where it calls `fetch` (the DevTools `Network` domain would
 * capture a script stack for every request the page starts, work no player's browser does; see main-thread.ts).
 */
const OBSERVE_PAGE = `window.__longTasks = [];
window.__longFrames = [];
window.__recordPages = 0;
const send = window.fetch;
window.fetch = function (input, init) {
  const url = input instanceof Request ? input.url : String(input);
  if (url.endsWith('/api/betrecord')) window.__recordPages += 1;
  return send.call(this, input, init);
};
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) window.__longTasks.push({ start: entry.startTime, duration: entry.duration });
}).observe({ type: 'longtask', buffered: true });
if (PerformanceObserver.supportedEntryTypes.includes('long-animation-frame'))
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      window.__longFrames.push({
        start: entry.startTime,
        duration: entry.duration,
        renderStart: entry.renderStart,
        scripts: entry.scripts.map((script) => ({
          invoker: script.invoker,
          file: script.sourceURL.split('/').pop() || '(the bench)',
          ms: script.duration,
          forcedLayoutMs: script.forcedStyleAndLayoutDuration,
        })),
      });
  }).observe({ type: 'long-animation-frame', buffered: true });`;

/** The long frames while scrolling, one line each with its scripts, for `--explain`. */
export function printLongFrames(frames: readonly LongFrame[]): void {
  const lines = [
    `\nthe long list's frames over 50 ms while scrolling (4x CPU, Long Animation Frames API): ${frames.length}`,
  ];
  for (const frame of frames) {
    const scripts = frame.scripts
      .map(
        (script) => `${script.invoker} (${script.file}) ${ms(script.ms)}, forced layout ${ms(script.forcedLayoutMs)}`,
      )
      .join('; ');
    lines.push(
      `  at ${ms(frame.atMs)}: ${ms(frame.ms)}, style/layout/paint ${ms(frame.renderMs)}; ${scripts || 'no script'}`,
    );
  }
  process.stdout.write(`${lines.join('\n')}\n`);
}

/**
 * Scrolls bench01's bet record (3,000 bets, 15 a page) to its end in the production build with the CPU slowed
 * 4x (Lighthouse's mobile factor): a fling of 400 px a frame, waiting at the bottom for each page. Long tasks
 * come from a PerformanceObserver installed before the app starts; the heap from the DevTools protocol after a
 * garbage collection, and between frames from `performance.memory` (precise with the flag below). Driven over
 * cdp.ts, as the main-thread part, so that V8 keeps no stack traces a player's browser does not.
 */
export async function scrollLongList(origin: string): Promise<LongListFigures> {
  const token = await tokenOf(origin, BENCH);
  const browser = await launchCdp(CHROME, [...CHROME_ARGS, '--enable-precise-memory-info', '--accept-lang=zh-CN']);
  try {
    const page = await browser.newPage();
    const pages = () => page.evaluate<number>('window.__recordPages');
    await page.send('Page.enable');
    await page.send('Emulation.setDeviceMetricsOverride', { ...PHONE, deviceScaleFactor: 1, mobile: false });
    await page.send('Page.addScriptToEvaluateOnNewDocument', { source: OBSERVE_PAGE });
    await page.navigate(new URL('favicon.svg', origin).href);
    await page.evaluate(`sessionStorage.setItem('token', ${JSON.stringify(token)})`);
    await page.navigate(`${origin}#/betRecord`);
    await page.waitFor(`!!document.querySelector('.records__row')`);
    await page.send('Performance.enable');
    const heap = async () => {
      await page.send('HeapProfiler.collectGarbage');
      const { metrics } = await page.send<{ metrics: { name: string; value: number }[] }>('Performance.getMetrics');
      return metrics.find((metric) => metric.name === 'JSHeapUsedSize')?.value ?? 0;
    };
    const heapFirstPageBytes = await heap();
    await page.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    const scrolled = await page.evaluate<
      Omit<LongListFigures, 'pages' | 'heapFirstPageBytes' | 'heapEndBytes' | 'requestsAfterLeaving'>
    >(`(${scrollInPage})()`);
    await page.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    const heapEndBytes = await heap();
    // Leave for another screen: nothing of the record screen may keep asking.
    const before = await pages();
    await page.evaluate(`window.location.hash = '#/mine'`);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const figures: LongListFigures = {
      ...scrolled,
      pages: before,
      heapFirstPageBytes,
      heapEndBytes,
      requestsAfterLeaving: (await pages()) - before,
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
