// The benchmark's report: bench/results.json's shape, and the one table of every figure against the budgets of
// ARCHITECTURE section 7 (with an earlier results file's figures beside them, when comparing).
import { budgets, KIB } from '../quality/budgets.ts';
import type { RouteSize } from '../quality/bundle-size.ts';
import type { LighthouseFigures } from './lighthouse.ts';
import type { LongListFigures } from './long-list.ts';
import type { MainThreadFigures, MainThreadResults, MainThreadRun } from './main-thread.ts';
import { ms } from './setup.ts';
import { FIRST_SECONDS_MS, type FirstSecondsFigures } from './sizes.ts';
import type { TickFigures } from './ticks.ts';

/** The whole of bench/results.json. */
export type Results = {
  at: string;
  sizes: RouteSize[];
  firstSeconds?: FirstSecondsFigures | null;
  mainThread?: MainThreadResults | null;
  lighthouse: LighthouseFigures[];
  ticks: TickFigures[];
  longList: LongListFigures | null;
};

/** One line of the table: a check, its figure, its budget, whether it holds (null: no budget). */
export type Row = { check: string; value: string; budget: string; ok: boolean | null; previous: string };

const kib = (bytes: number) => `${(bytes / KIB).toFixed(1)} KiB`;
const sizeText = (gzip: number, brotli: number) => `${kib(gzip)} gz / ${kib(brotli)} br`;

/** The table's rows for `results`, each with `previous`'s figure when comparing. */
export function rows(results: Results, previous: Results | null): Row[] {
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
  if (results.mainThread) table.push(...mainThreadRows(results.mainThread, previous?.mainThread ?? null, !!previous));
  for (const figures of results.lighthouse) {
    const old = (other: Results) => other.lighthouse.find((entry) => entry.key === figures.key);
    // Over HTTPS and HTTP/2 (`--http2`) the figures are not comparable with the fake's HTTP/1.1: the rows say which.
    const over = figures.protocol === 'h2' ? ' over HTTP/2' : '';
    const limits = budgets.lighthouse;
    table.push(
      {
        check: `Lighthouse ${figures.path} performance${over}`,
        value: String(figures.performance),
        budget: `>= ${limits.performance}`,
        ok: figures.performance >= limits.performance,
        previous: before((other) => old(other)?.performance.toString()),
      },
      {
        check: `Lighthouse ${figures.path} FCP${over}`,
        value: ms(figures.fcpMs),
        budget: '-',
        ok: null,
        previous: before((other) => {
          const entry = old(other);
          return entry?.fcpMs === undefined ? undefined : ms(entry.fcpMs);
        }),
      },
      {
        check: `Lighthouse ${figures.path} speed index${over}`,
        value: ms(figures.speedIndexMs),
        budget: '-',
        ok: null,
        previous: before((other) => {
          const entry = old(other);
          return entry?.speedIndexMs === undefined ? undefined : ms(entry.speedIndexMs);
        }),
      },
      {
        check: `Lighthouse ${figures.path} LCP${over} (${figures.lcpElement.split(' > ').slice(-2).join(' > ')})`,
        value: ms(figures.lcpMs),
        budget: `<= ${limits.lcpMs} ms`,
        ok: figures.lcpMs <= limits.lcpMs,
        previous: before((other) => {
          const entry = old(other);
          return entry && ms(entry.lcpMs);
        }),
      },
      {
        check: `Lighthouse ${figures.path} TBT${over}`,
        value: ms(figures.tbtMs),
        budget: `<= ${limits.tbtMs} ms`,
        ok: figures.tbtMs <= limits.tbtMs,
        previous: before((other) => {
          const entry = old(other);
          return entry && ms(entry.tbtMs);
        }),
      },
      {
        check: `Lighthouse ${figures.path} CLS${over}`,
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

/** Prints the table to stdout. */
export function print(table: Row[], comparing: boolean) {
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

/** Scripting, style and layout of one figure, and their sum. */
const work = (run: MainThreadRun) => run.scriptingMs + run.styleMs + run.layoutMs;
const split = (run: MainThreadRun) =>
  `${ms(run.scriptingMs)} / ${ms(run.styleMs)} / ${ms(run.layoutMs)} (${ms(work(run))})`;

/** The main-thread part's rows: home's work and longest task, the React-only page's, and home's as a ratio. */
function mainThreadRows(figures: MainThreadResults, old: MainThreadResults | null, comparing: boolean): Row[] {
  const { home, reactOnly, slowdown } = figures;
  const runs = `${slowdown}x CPU, ${home.runs.length} runs, min; median`;
  const earlier = (pick: (old: MainThreadResults) => string) => (comparing ? (old ? pick(old) : '-') : '');
  const ratio = (of: MainThreadResults) =>
    `${(work(of.home.median) / Math.max(1, work(of.reactOnly.median))).toFixed(1)}x`;
  return [
    {
      check: `main thread until / is interactive: scripting / style / layout (${runs})`,
      value: `${split(home.min)}; ${split(home.median)}`,
      budget: '-',
      ok: null,
      previous: earlier((before) => split(before.home.median)),
    },
    {
      check: `main thread until / is interactive: longest task, tasks over 50 ms (${runs})`,
      value: `${ms(home.min.longestTaskMs)}; ${ms(home.median.longestTaskMs)}, ${home.median.longTasks}`,
      budget: `<= ${budgets.startLongestTaskMs} ms`,
      ok: home.median.longestTaskMs <= budgets.startLongestTaskMs,
      previous: earlier((before) => ms(before.home.median.longestTaskMs)),
    },
    {
      check: `the browser's navigation task (commits the document, creates its window; not counted above) (${runs})`,
      value: `${ms(home.min.navigationTaskMs)}; ${ms(home.median.navigationTaskMs)}`,
      budget: '-',
      ok: null,
      previous: earlier((before) => ms(before.home.median.navigationTaskMs ?? Number.NaN)),
    },
    {
      check: `main thread of the React-only page: scripting / style / layout (${runs})`,
      value: `${split(reactOnly.min)}; ${split(reactOnly.median)}`,
      budget: '-',
      ok: null,
      previous: earlier((before) => split(before.reactOnly.median)),
    },
    {
      check: `the React-only page: longest task, tasks over 50 ms; navigation task (${runs})`,
      value: `${ms(reactOnly.min.longestTaskMs)}; ${ms(reactOnly.median.longestTaskMs)}, ${reactOnly.median.longTasks}; ${ms(reactOnly.median.navigationTaskMs)}`,
      budget: '-',
      ok: null,
      previous: earlier((before) => ms(before.reactOnly.median.longestTaskMs)),
    },
    {
      check: 'main thread until / is interactive, as a multiple of the React-only page (medians)',
      value: ratio(figures),
      budget: '-',
      ok: null,
      previous: earlier(ratio),
    },
    ...(figures.against ? againstRows(home, figures.against, runs) : []),
  ];
}

/** A difference in ms with its sign: `+4 ms`, `-12 ms`, `0 ms`. */
const signedMs = (value: number) => `${value > 0 ? '+' : ''}${ms(value)}`;

/**
 * With `--against`: home in the other build, measured in the same run, and this build's medians less that build's
 * (negative: this build does less).
 */
function againstRows(home: MainThreadFigures, other: MainThreadFigures, runs: string): Row[] {
  const name = other.page;
  return [
    {
      check: `main thread, home in ${name} (same run): scripting / style / layout (${runs})`,
      value: `${split(other.min)}; ${split(other.median)}`,
      budget: '-',
      ok: null,
      previous: '',
    },
    {
      check: `main thread, home in ${name} (same run): longest task, tasks over 50 ms (${runs})`,
      value: `${ms(other.min.longestTaskMs)}; ${ms(other.median.longestTaskMs)}, ${other.median.longTasks}`,
      budget: '-',
      ok: null,
      previous: '',
    },
    {
      check: `main thread, this build less ${name} (medians of the same run): longest task; scripting / style / layout`,
      value: `${signedMs(home.median.longestTaskMs - other.median.longestTaskMs)}; ${signedMs(home.median.scriptingMs - other.median.scriptingMs)} / ${signedMs(home.median.styleMs - other.median.styleMs)} / ${signedMs(home.median.layoutMs - other.median.layoutMs)}`,
      budget: '-',
      ok: null,
      previous: '',
    },
  ];
}
