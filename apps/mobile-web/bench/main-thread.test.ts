import { describe, expect, it } from 'vitest';
import { mainThreadOf, summarise } from './main-thread.ts';
import { event, MAIN, OTHER, threadName } from './trace-fixtures.ts';

describe('mainThreadOf', () => {
  it('adds each event’s own time to its kind: a forced layout inside a script counts as layout, not twice', () => {
    const run = mainThreadOf([
      threadName(MAIN, 'CrRendererMain'),
      event('RunTask', 0, 80),
      event('FunctionCall', 5, 50),
      event('Layout', 20, 10),
      event('UpdateLayoutTree', 60, 5),
      event('RunTask', 100, 30),
      event('EvaluateScript', 100, 30),
    ]);
    expect(run).toEqual({
      scriptingMs: 70,
      styleMs: 5,
      layoutMs: 10,
      longestTaskMs: 80,
      longTasks: 1,
      navigationTaskMs: 0,
    });
  });

  it('reads the renderer main thread that ran the most, not another thread or a second renderer', () => {
    const idle = { pid: 9, tid: 1 };
    const run = mainThreadOf([
      threadName(idle, 'CrRendererMain'),
      event('RunTask', 0, 5, idle),
      event('FunctionCall', 0, 5, idle),
      threadName(MAIN, 'CrRendererMain'),
      threadName(OTHER, 'Compositor'),
      event('RunTask', 0, 40),
      event('Layout', 0, 40),
      event('RunTask', 0, 200, OTHER),
      event('FunctionCall', 0, 200, OTHER),
    ]);
    expect(run).toEqual({
      scriptingMs: 0,
      styleMs: 0,
      layoutMs: 40,
      longestTaskMs: 40,
      longTasks: 0,
      navigationTaskMs: 0,
    });
  });
  it('reports the browser’s navigation task (the one that commits the document) apart from the page’s tasks', () => {
    const run = mainThreadOf([
      threadName(MAIN, 'CrRendererMain'),
      event('RunTask', 0, 170),
      event('CommitLoad', 20, 1),
      event('RunTask', 200, 60),
      event('EvaluateScript', 200, 60),
      event('RunTask', 300, 30),
      event('Layout', 300, 30),
    ]);
    expect(run).toEqual({
      scriptingMs: 60,
      styleMs: 0,
      layoutMs: 30,
      longestTaskMs: 60,
      longTasks: 1,
      navigationTaskMs: 170,
    });
  });
});

describe('summarise', () => {
  const run = (scriptingMs: number, longestTaskMs: number) => ({
    scriptingMs,
    styleMs: 1,
    layoutMs: 2,
    longestTaskMs,
    longTasks: 0,
    navigationTaskMs: 150,
  });

  it('gives each figure’s minimum and median on its own (odd count: the middle run)', () => {
    const figures = summarise('/', [run(300, 40), run(100, 90), run(200, 60)]);
    expect(figures.min).toMatchObject({ scriptingMs: 100, longestTaskMs: 40 });
    expect(figures.median).toMatchObject({ scriptingMs: 200, longestTaskMs: 60 });
  });

  it('takes the mean of the two middle runs for an even count', () => {
    expect(summarise('/', [run(100, 10), run(400, 40), run(200, 20), run(300, 30)]).median).toMatchObject({
      scriptingMs: 250,
      longestTaskMs: 25,
    });
  });
});
