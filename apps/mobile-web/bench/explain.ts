// `--explain` (with the main-thread part): what runs in home's long tasks. It traces home's first visit with V8's
// sampling profiler beside the trace, on the same 4x CPU, in a copy of the production build that is not minified
// (`dist-explain/`): Rolldown writes each module's path above its code there (`// src/main.tsx`), so a sample's
// line names the module it ran in. For each of the page's tasks over 50 ms it prints when it began, how long it
// took, the trace's own time by kind of work (script, style, layout, paint, parse) and the modules that ran the
// most in it. An unminified build runs a little slower than the real one: read the modules, not the milliseconds.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  CPU_SLOWDOWN,
  type CpuProfile,
  forEachOwnTime,
  HOME_READY,
  launchForTraces,
  navigationTest,
  rendererMainEvents,
  type TraceEvent,
  traceLoad,
} from './main-thread.ts';
import { appDir, log, ms } from './setup.ts';

/** The unminified copy of the production build that `--explain` traces. */
export const explainDist = join(appDir, 'dist-explain');

/** One long task: when it began after the first task (ms), its length, its work by kind and its modules (ms each). */
export type TaskExplanation = {
  atMs: number;
  ms: number;
  work: [kind: string, ms: number][];
  modules: [module: string, ms: number][];
};

/** Trace events whose own time the explanation shows, by what a reader calls that work. */
const WORK: Record<string, string> = {
  EvaluateScript: 'script',
  'v8.evaluateModule': 'script',
  'v8.compileModule': 'compile',
  'v8.compile': 'compile',
  FunctionCall: 'script',
  TimerFire: 'script',
  RunMicrotasks: 'script',
  FireAnimationFrame: 'script',
  EventDispatch: 'script',
  MinorGC: 'gc',
  MajorGC: 'gc',
  ParseHTML: 'parse HTML',
  ParseAuthorStyleSheet: 'style',
  UpdateLayoutTree: 'style',
  Layout: 'layout',
  PrePaint: 'paint',
  Paint: 'paint',
  Layerize: 'paint',
  Commit: 'paint',
};

/**
 * Where each module's code begins in an unminified chunk: the lines Rolldown writes above it (`// src/main.tsx`,
 * `// ../../node_modules/.pnpm/zod@4.6.7/node_modules/zod/v4/core/core.js`), zero-based like a profile's lines.
 * A package's path is shortened to the package and its file.
 */
export function moduleStarts(code: string): { line: number; module: string }[] {
  const starts: { line: number; module: string }[] = [];
  code.split('\n').forEach((text, line) => {
    const path = /^\/\/ ((?:\.\.\/|src\/|\\0)\S*)$/.exec(text)?.[1];
    if (path === undefined) return;
    const module = path.replace(/^.*node_modules\/\.pnpm\/[^/]+\/node_modules\//, '').replace(/^(\.\.\/)+/, '');
    starts.push({ line, module });
  });
  return starts;
}

/**
 * The page's tasks over `overMs` in a trace of the renderer's main thread, each with its work by kind and the
 * modules its profile samples ran in (`moduleAt` names the module of a script's url and line; a sample without a
 * script is the browser's own work, named by its function).
 */
export function explainTasks(
  events: readonly TraceEvent[],
  profile: CpuProfile | null,
  moduleAt: (url: string, line: number) => string,
  overMs = 50,
): TaskExplanation[] {
  const own = rendererMainEvents(events);
  const isNavigation = navigationTest(own);
  const first = own[0]?.ts ?? 0;
  const samples: { ts: number; node: number }[] = [];
  if (profile) {
    let time = profile.startTime;
    profile.samples.forEach((node, index) => {
      time += profile.timeDeltas[index] ?? 0;
      samples.push({ ts: time, node });
    });
  }
  const nodes = new Map((profile?.nodes ?? []).map((node) => [node.id, node]));
  const tasks = own.filter((event) => event.name === 'RunTask' && (event.dur ?? 0) > overMs * 1000);
  return tasks
    .filter((task) => !isNavigation(task))
    .map((task) => {
      const end = task.ts + (task.dur ?? 0);
      const inside = own.filter((event) => event !== task && event.ts >= task.ts && event.ts < end);
      // Each event's own time, added to its kind (counted as the main-thread figures count it).
      const work = new Map<string, number>();
      forEachOwnTime(inside, (event, ownMs) => {
        const kind = WORK[event.name];
        if (kind) work.set(kind, (work.get(kind) ?? 0) + ownMs);
      });
      const within = samples.filter((sample) => sample.ts >= task.ts && sample.ts < end);
      const perSample = within.length > 0 ? (task.dur ?? 0) / 1000 / within.length : 0;
      const modules = new Map<string, number>();
      for (const sample of within) {
        const frame = nodes.get(sample.node)?.callFrame;
        const name = !frame
          ? '(unknown)'
          : frame.url
            ? moduleAt(frame.url, frame.lineNumber)
            : `(browser) ${frame.functionName || 'program'}`;
        modules.set(name, (modules.get(name) ?? 0) + perSample);
      }
      const biggest = (map: Map<string, number>, count: number) =>
        [...map].sort((a, b) => b[1] - a[1]).slice(0, count) as [string, number][];
      return {
        atMs: (task.ts - first) / 1000,
        ms: (task.dur ?? 0) / 1000,
        work: biggest(work, 6),
        modules: biggest(modules, 8),
      };
    });
}

/** Names a script's url and line by the unminified build's module there (the file's name for other scripts). */
function moduleLookup(distDir: string): (url: string, line: number) => string {
  const files = new Map<string, { line: number; module: string }[]>();
  return (url, line) => {
    const file = url.split('/').pop() ?? url;
    if (!file.endsWith('.js')) return file || '(inline script)';
    let starts = files.get(file);
    if (!starts) {
      try {
        starts = moduleStarts(readFileSync(join(distDir, 'assets', file), 'utf8'));
      } catch {
        starts = [];
      }
      files.set(file, starts);
    }
    let module = `${file} (top level)`;
    for (const start of starts) if (start.line <= line) module = start.module;
    return module;
  };
}

/** Traces home's first visit `runs` times on the unminified build served at `origin` and explains each run. */
export async function explainHome(origin: string, runs: number): Promise<TaskExplanation[][]> {
  const browser = await launchForTraces();
  try {
    const explained: TaskExplanation[][] = [];
    for (let index = 0; index < runs; index += 1) {
      const { events, profile } = await traceLoad(browser, `${origin}#/`, HOME_READY, true);
      explained.push(explainTasks(events, profile, moduleLookup(explainDist)));
      log(`explain: run ${index + 1} of ${runs}`);
    }
    return explained;
  } finally {
    await browser.close();
  }
}

/** Prints the explanations (one block a run) on stdout, after the table. */
export function printExplanations(runs: readonly TaskExplanation[][]): void {
  const lines = [`\nhome's tasks over 50 ms, ${CPU_SLOWDOWN}x CPU, unminified build (dist-explain/):`];
  runs.forEach((tasks, run) => {
    lines.push(`run ${run + 1}: ${tasks.length} tasks`);
    for (const task of tasks) {
      lines.push(`  at ${ms(task.atMs)}: ${ms(task.ms)}`);
      lines.push(`    work: ${task.work.map(([kind, time]) => `${kind} ${ms(time)}`).join(', ')}`);
      if (task.modules.length > 0) {
        lines.push(`    modules: ${task.modules.map(([module, time]) => `${module} ${ms(time)}`).join(', ')}`);
      }
    }
  });
  process.stdout.write(`${lines.join('\n')}\n`);
}
