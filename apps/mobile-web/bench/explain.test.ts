import { describe, expect, it } from 'vitest';
import { explainTasks, moduleStarts } from './explain.ts';
import type { CpuProfile } from './main-thread.ts';
import { event, MAIN, threadName } from './trace-fixtures.ts';

/** The renderer's main thread, named as Chromium names it. */
const rendererMain = threadName(MAIN, 'CrRendererMain');

describe('moduleStarts', () => {
  it('finds the path Rolldown writes above each module, a package shortened to its own path', () => {
    const chunk = [
      '// \\0rolldown/runtime.js',
      'var a = 1;',
      '// ../../node_modules/.pnpm/zod@4.6.7/node_modules/zod/v4/core/core.js',
      'function init() {}',
      '// not a path, a comment',
      '// src/main.tsx',
      'init();',
    ].join('\n');
    expect(moduleStarts(chunk)).toEqual([
      { line: 0, module: '\\0rolldown/runtime.js' },
      { line: 2, module: 'zod/v4/core/core.js' },
      { line: 5, module: 'src/main.tsx' },
    ]);
  });
});

describe('explainTasks', () => {
  /** Samples every 10 ms from 0: node 2 (a module's code) for the first five, node 3 (the browser's) after. */
  const profile: CpuProfile = {
    nodes: [
      { id: 1, callFrame: { functionName: '(root)', url: '', lineNumber: -1 }, children: [2, 3] },
      { id: 2, callFrame: { functionName: 'init', url: 'http://x/assets/start.js', lineNumber: 40 } },
      { id: 3, callFrame: { functionName: 'appendChild', url: '', lineNumber: -1 } },
    ],
    startTime: 0,
    samples: [2, 2, 2, 2, 2, 3, 3, 3],
    timeDeltas: [5_000, 10_000, 10_000, 10_000, 10_000, 10_000, 10_000, 10_000],
  };

  it('explains the page’s tasks over 50 ms: own time by kind, modules by samples; not the navigation task', () => {
    const tasks = explainTasks(
      [
        rendererMain,
        event('RunTask', -200, 150),
        event('CommitLoad', -190, 1),
        event('RunTask', 0, 80),
        event('v8.evaluateModule', 0, 60),
        event('Layout', 50, 5),
        event('UpdateLayoutTree', 65, 10),
        event('RunTask', 100, 40),
        event('Layout', 100, 40),
      ],
      profile,
      (url, line) => (url.endsWith('start.js') && line === 40 ? 'zod/v4/core/core.js' : 'elsewhere'),
    );
    expect(tasks).toEqual([
      {
        atMs: 200,
        ms: 80,
        work: [
          ['script', 55],
          ['style', 10],
          ['layout', 5],
        ],
        modules: [
          ['zod/v4/core/core.js', 50],
          ['(browser) appendChild', 30],
        ],
      },
    ]);
  });

  it('lists the work alone when no profile was taken', () => {
    const [task] = explainTasks([rendererMain, event('RunTask', 0, 60), event('ParseHTML', 0, 60)], null, () => 'x');
    expect(task).toEqual({ atMs: 0, ms: 60, work: [['parse HTML', 60]], modules: [] });
  });
});
