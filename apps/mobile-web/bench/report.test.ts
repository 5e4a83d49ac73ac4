import { describe, expect, it } from 'vitest';
import { type MainThreadRun, summarise } from './main-thread.ts';
import { type Results, rows } from './report.ts';

const run = (scriptingMs: number, longestTaskMs: number, styleMs = 50, layoutMs = 80): MainThreadRun => ({
  scriptingMs,
  styleMs,
  layoutMs,
  longestTaskMs,
  longTasks: longestTaskMs > 50 ? 1 : 0,
  navigationTaskMs: 30,
});

const results = (mainThread: Results['mainThread']): Results => ({
  at: '2026-11-29T00:00:00.000Z',
  sizes: [],
  mainThread,
  lighthouse: [],
  ticks: [],
  longList: null,
});

const home = summarise('/', [run(500, 48), run(520, 60), run(540, 52)]);
const reactOnly = summarise('React only', [run(50, 30, 2, 6), run(60, 35, 2, 6), run(70, 40, 2, 6)]);

describe('the main-thread rows', () => {
  it('with --against: the other build’s figures from the same run, and this build’s medians less its medians', () => {
    const before = summarise('/tmp/before', [run(560, 70, 50, 75), run(530, 58, 50, 75), run(600, 66, 50, 75)]);
    const table = rows(results({ slowdown: 4, home, reactOnly, against: before }), null);
    const other = table.filter((row) => row.check.includes('home in /tmp/before (same run)'));
    expect(other.map((row) => row.value)).toEqual([
      '530 ms / 50 ms / 75 ms (655 ms); 560 ms / 50 ms / 75 ms (685 ms)',
      '58 ms; 66 ms, 1',
    ]);
    const difference = table.find((row) => row.check.startsWith('main thread, this build less /tmp/before'));
    // Medians: longest 52 against 66, scripting 520 against 560, style alike, layout 80 against 75.
    expect(difference?.value).toBe('-14 ms; -40 ms / 0 ms / +5 ms');
    expect(difference?.ok).toBeNull();
  });

  it('without --against: no rows of another build', () => {
    const table = rows(results({ slowdown: 4, home, reactOnly }), null);
    expect(table.filter((row) => row.check.includes('same run'))).toEqual([]);
    expect(table.find((row) => row.check.includes('longest task, tasks over 50 ms'))?.value).toBe('48 ms; 52 ms, 1');
  });
});
