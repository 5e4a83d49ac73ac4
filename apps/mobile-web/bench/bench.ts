// The benchmark (`pnpm run bench`, or `npm run turbo -- run bench --filter=@lobby/mobile-web`): a script, not a
// test. It builds the app, measures what every route of the quality list loads on a cold start, runs Lighthouse
// mobile (default throttling, median of three) on the routes that ask for it against the fake platform's Node
// server, counts React renders per balance poll tick in a bench build, prints one table against the budgets of
// ARCHITECTURE section 7, writes bench/results.json and compares with an earlier results file (--compare).
// The long-list scenario scrolls the bet record of bench01 (3,000 bets on the fake) to its end on a 4x slowed CPU
// and reports the rows in the document, the JS heap and the long tasks while scrolling, then leaves the screen
// and counts the requests it still sends. `--only long-list` (or sizes, lighthouse, ticks) runs one part.
// `--explain` (with the main-thread part) names what runs in home's long tasks: kinds of work and modules, traced
// with the sampling profiler in an unminified copy of the build (explain.ts); with the lighthouse part, what its
// simulated LCP waits for: the requests and tasks of Lantern's graph, each with its simulated start and end
// (lcp-graph.ts); with the long-list part, each frame over 50 ms while scrolling and the scripts in it, with the
// style and layout they forced (the Long Animation Frames API, long-list.ts).
// `--http2` has Lighthouse meet the app over HTTPS and HTTP/2, as the deploy guide serves it (http2-front.ts).
// `--against <folder>` (with the main-thread part) traces home in another production build too, its loads alternated
// with this build's in the same run, and prints its figures and the difference: on this machine one build's figures
// drift between runs made at different times by more than most changes, so judge a change against the build before
// it (`pnpm build` there, copy `dist/` to a folder outside it, then build the change and run with `--no-build`).
// `--lang zh-TW` gives the browser that language (`--accept-lang`), so a first visit to `/` is a Traditional
// reader's: the early script moves it to /hant/ (issue #33), and Lighthouse measures it from `/`.
//
// Its parts, one file each: sizes.ts (cold-start sizes, home's first seconds), lighthouse.ts, ticks.ts (renders per
// balance tick), long-list.ts; setup.ts (builds, browser, server, token), report.ts (results.json, the table).
//
// Runs on Node 24's type stripping: relative imports carry `.ts`, no enums or parameter properties.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { routeSizes } from '../quality/bundle-size.ts';
import { screens } from '../quality/routes.ts';
import { explainDist, explainHome, printExplanations } from './explain.ts';
import { ACCEPT_RUN_CERTIFICATE, withHttp2Front } from './http2-front.ts';
import { printLcpGraphs } from './lcp-graph.ts';
import { runLighthouse } from './lighthouse.ts';
import { printLongFrames, scrollLongList } from './long-list.ts';
import { measureMainThread } from './main-thread.ts';
import { print, type Results, rows } from './report.ts';
import { appDir, build, buildUnminified, CHROME_ARGS, log, reactOnlyDist, withServer } from './setup.ts';
import { measureFirstSeconds } from './sizes.ts';
import { countRenders } from './ticks.ts';

const PARTS = ['sizes', 'first-seconds', 'main-thread', 'lighthouse', 'ticks', 'long-list'] as const;

const { values: options } = parseArgs({
  options: {
    compare: { type: 'string' },
    against: { type: 'string' },
    out: { type: 'string', default: join(appDir, 'bench', 'results.json') },
    runs: { type: 'string', default: '3' },
    traces: { type: 'string', default: '5' },
    ticks: { type: 'string', default: '3' },
    'no-build': { type: 'boolean', default: false },
    strict: { type: 'boolean', default: false },
    only: { type: 'string' },
    reports: { type: 'string' },
    route: { type: 'string', multiple: true },
    lang: { type: 'string' },
    explain: { type: 'boolean', default: false },
    http2: { type: 'boolean', default: false },
  },
  strict: true,
});

async function main() {
  if (options.lang) CHROME_ARGS.push(`--accept-lang=${options.lang}`);
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
  if (runs('main-thread') && !existsSync(join(reactOnlyDist, 'index.html'))) {
    throw new Error('no React-only build: run without --no-build once');
  }
  const against = options.against ? resolve(options.against) : undefined;
  if (against && (!runs('main-thread') || !existsSync(join(against, 'index.html')))) {
    throw new Error('--against takes the folder of another production build, with the main-thread part');
  }
  const mainThread = runs('main-thread')
    ? await withServer(dist, (app) =>
        withServer(reactOnlyDist, (react) =>
          against
            ? withServer(against, (other) =>
                measureMainThread(app, react, Number(options.traces), { origin: other, name: options.against ?? '' }),
              )
            : measureMainThread(app, react, Number(options.traces)),
        ),
      )
    : null;
  const explained =
    runs('main-thread') && options.explain
      ? await (async () => {
          if (!options['no-build'] || !existsSync(join(explainDist, 'index.html'))) await buildUnminified(explainDist);
          return withServer(explainDist, (origin) => explainHome(origin, Math.min(3, Number(options.traces))));
        })()
      : null;
  const lighthouse = (origin: string) =>
    runLighthouse(origin, Number(options.runs), options.route, options.reports, options.explain);
  if (options.http2) CHROME_ARGS.push(ACCEPT_RUN_CERTIFICATE);
  const lighthouseFigures = runs('lighthouse')
    ? await withServer(dist, (origin) =>
        options.http2
          ? withHttp2Front(origin, async (front) =>
              (await lighthouse(front)).map((figures) => ({ ...figures, protocol: 'h2' as const })),
            )
          : lighthouse(origin),
      )
    : [];
  const ticks = runs('ticks')
    ? await withServer(benchDist, (origin) => countRenders(origin, Number(options.ticks)))
    : [];
  const longList = runs('long-list') ? await withServer(dist, (origin) => scrollLongList(origin)) : null;

  const results: Results = {
    at: new Date().toISOString(),
    sizes,
    firstSeconds,
    mainThread,
    lighthouse: lighthouseFigures,
    ticks,
    longList,
  };
  writeFileSync(options.out, `${JSON.stringify(results, null, 2)}\n`);
  const table = rows(results, previous);
  print(table, previous !== null);
  if (explained) printExplanations(explained);
  if (longList && options.explain) printLongFrames(longList.longFrames);
  const graphs = lighthouseFigures.flatMap(({ path, lcpGraph }) => (lcpGraph ? [{ path, graph: lcpGraph }] : []));
  if (graphs.length > 0) printLcpGraphs(graphs);
  log(`figures written to ${options.out}${previous ? `; compared with ${options.compare}` : ''}`);
  const over = table.filter((row) => row.ok === false);
  if (over.length > 0) {
    log(`over budget: ${over.map((row) => row.check).join('; ')}`);
    if (options.strict) process.exitCode = 1;
  }
}

await main();
