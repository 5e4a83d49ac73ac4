import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { CallResult } from '../result/index.ts';
import { fail, ok, settle } from '../testing/index.ts';
import {
  createPagedListMachine,
  type FetchPageInput,
  type PagedListSnapshot,
  pagedListMachine,
  type SummaryPage,
} from './paged-list.machine.ts';
import type { Page } from './paging.reducer.ts';

type Row = { id: number; date: number };
type Filter = { date: number };

/** A fake paged call: 25 rows per date filter, 10 per page; answers can be overridden one call at a time. */
function start(overrides: ((input: FetchPageInput<Filter>) => Promise<CallResult<Page<Row>>>)[] = []) {
  const serve = (input: FetchPageInput<Filter>): Promise<CallResult<Page<Row>>> => {
    const all = Array.from({ length: 25 }, (_, id) => ({ id, date: input.filter.date }));
    const rows = all.slice((input.page - 1) * 10, input.page * 10);
    return Promise.resolve(ok({ rows, total: all.length, lastPage: 3 }));
  };
  const fetchPage = vi.fn((input: FetchPageInput<Filter>) => (overrides.shift() ?? serve)(input));
  const notify = vi.fn<(message: string) => void>();
  const machine = createPagedListMachine<Row, Filter>().provide({
    actors: { fetchPage: fromPromise(({ input }) => fetchPage(input)) },
    actions: { notify: (_, { message }) => notify(message) },
  });
  const actor = createActor(machine, { input: { filter: { date: 4 } } }).start();
  const tags = () => ['loading', 'finished', 'failed', 'empty'].filter((tag) => actor.getSnapshot().hasTag(tag));
  const ids = () => actor.getSnapshot().context.paging.rows.map((row) => row.id);
  return { actor, fetchPage, notify, tags, ids };
}

describe('pagedListMachine', () => {
  it('loads page 1 at once with the filter, tagged loading until it lands', async () => {
    const { actor, fetchPage, tags, ids } = start();
    expect(tags()).toEqual(['loading']);
    expect(fetchPage).toHaveBeenCalledWith({ page: 1, filter: { date: 4 } });
    await settle();
    expect(actor.getSnapshot().matches('ready')).toBe(true);
    expect(tags()).toEqual([]);
    expect(ids()).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });

  it('appends a page per load.more until the list is finished, then ignores scrolling', async () => {
    const { actor, fetchPage, tags, ids } = start();
    await settle();
    actor.send({ type: 'load.more' });
    expect(fetchPage).toHaveBeenLastCalledWith({ page: 2, filter: { date: 4 } });
    await settle();
    actor.send({ type: 'load.more' });
    await settle();
    expect(ids()).toEqual(Array.from({ length: 25 }, (_, id) => id));
    expect(tags()).toEqual(['finished']);
    actor.send({ type: 'load.more' });
    await settle();
    expect(fetchPage).toHaveBeenCalledTimes(3);
  });

  it('asks next for the page a narrowed fetch names, past the pages it read itself', async () => {
    const { actor, fetchPage, ids } = start([
      () => Promise.resolve(ok({ rows: [{ id: 7, date: 4 }], total: 25, lastPage: 3, nextPage: 3 })),
    ]);
    await settle();
    actor.send({ type: 'load.more' });
    expect(fetchPage).toHaveBeenLastCalledWith({ page: 3, filter: { date: 4 } });
    await settle();
    expect(ids()).toEqual([7, 20, 21, 22, 23, 24]);
    expect(actor.getSnapshot().hasTag('finished')).toBe(true);
  });

  it('ignores load.more while a page is loading', async () => {
    const { actor, fetchPage } = start();
    actor.send({ type: 'load.more' });
    await settle();
    expect(fetchPage).toHaveBeenCalledTimes(1);
  });

  it('starts again at page 1 on a filter change, replacing the rows', async () => {
    const { actor, fetchPage, ids } = start();
    await settle();
    actor.send({ type: 'load.more' });
    await settle();
    actor.send({ type: 'filter.change', filter: { date: 1 } });
    expect(fetchPage).toHaveBeenLastCalledWith({ page: 1, filter: { date: 1 } });
    expect(actor.getSnapshot().context.paging.rows).toEqual([]);
    await settle();
    expect(ids()).toHaveLength(10);
    expect(actor.getSnapshot().context.paging.rows.every((row) => row.date === 1)).toBe(true);
  });

  it('drops the answer for the old filter when the filter changes mid-load', async () => {
    let release: (result: CallResult<Page<Row>>) => void = () => {};
    const slow = () =>
      new Promise<CallResult<Page<Row>>>((resolve) => {
        release = resolve;
      });
    const { actor } = start([slow]);
    actor.send({ type: 'filter.change', filter: { date: 2 } });
    await settle();
    release(ok({ rows: [{ id: 99, date: 4 }], total: 1, lastPage: 1 }));
    await settle();
    const rows = actor.getSnapshot().context.paging.rows;
    expect(rows).toHaveLength(10);
    expect(rows.every((row) => row.date === 2)).toBe(true);
  });

  it('tags an empty list empty and finished', async () => {
    const { actor, tags } = start([() => Promise.resolve(ok({ rows: [], total: 0, lastPage: 1 }))]);
    await settle();
    expect(actor.getSnapshot().matches('empty')).toBe(true);
    expect(tags()).toEqual(['finished', 'empty']);
  });

  it('finishes after a single short page', async () => {
    const { tags } = start([() => Promise.resolve(ok({ rows: [{ id: 0, date: 4 }], total: 1, lastPage: 1 }))]);
    await settle();
    expect(tags()).toEqual(['finished']);
  });

  it('toasts a server failure, keeps the rows, and loads the same page again on retry', async () => {
    const { actor, fetchPage, notify, tags, ids } = start([
      (input) => Promise.resolve(ok({ rows: [{ id: 0, date: input.filter.date }], total: 3, lastPage: 3 })),
      () => Promise.resolve(fail('server', '查询失败', 500)),
    ]);
    await settle();
    actor.send({ type: 'load.more' });
    await settle();
    expect(tags()).toEqual(['failed']);
    expect(notify).toHaveBeenCalledWith('查询失败');
    expect(actor.getSnapshot().context.error).toMatchObject({ kind: 'server', message: '查询失败' });
    expect(ids()).toEqual([0]);
    actor.send({ type: 'load.more' });
    await settle();
    expect(fetchPage).toHaveBeenCalledTimes(2);
    actor.send({ type: 'retry' });
    expect(fetchPage).toHaveBeenLastCalledWith({ page: 2, filter: { date: 4 } });
    await settle();
    expect(actor.getSnapshot().context.error).toBeNull();
    expect(ids()).toEqual([0, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19]);
  });

  it.each([
    ['a network failure', () => Promise.resolve(fail<Page<Row>>('network', 'offline'))],
    ['a contract failure', () => Promise.resolve(fail<Page<Row>>('contract', 'bad shape'))],
    ['a rejected call', () => Promise.reject(new Error('boom'))],
  ])('fails quietly on %s', async (_case, answer) => {
    const { actor, notify, tags } = start([answer]);
    await settle();
    expect(tags()).toEqual(['failed']);
    expect(notify).not.toHaveBeenCalled();
    actor.send({ type: 'retry' });
    await settle();
    expect(tags()).toEqual([]);
  });

  it('leaves a failure by a filter change too', async () => {
    const { actor, tags } = start([() => Promise.resolve(fail<Page<Row>>('network', 'offline'))]);
    await settle();
    actor.send({ type: 'filter.change', filter: { date: 3 } });
    await settle();
    expect(tags()).toEqual([]);
    expect(actor.getSnapshot().context.filter).toEqual({ date: 3 });
  });

  it('runs untyped with its default implementations without failing', async () => {
    const actor = createActor(pagedListMachine, { input: { filter: null } }).start();
    await settle();
    const snapshot: PagedListSnapshot = actor.getSnapshot();
    expect(snapshot.hasTag('failed')).toBe(true);
    const provided = pagedListMachine.provide({
      actors: {
        fetchPage: fromPromise<CallResult<Page<unknown>>, FetchPageInput<unknown>>(() =>
          Promise.resolve(fail('server', '错误')),
        ),
      },
    });
    const withDefaultNotify = createActor(provided, { input: { filter: null } }).start();
    await settle();
    expect(withDefaultNotify.getSnapshot().hasTag('failed')).toBe(true);
  });

  it('reloads page 1 with the same filter, replacing the rows', async () => {
    const { actor, fetchPage, tags, ids } = start();
    await settle();
    actor.send({ type: 'load.more' });
    await settle();
    expect(ids()).toHaveLength(20);
    actor.send({ type: 'reload' });
    expect(tags()).toEqual(['loading']);
    expect(fetchPage).toHaveBeenLastCalledWith({ page: 1, filter: { date: 4 } });
    await settle();
    expect(ids()).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });
});

describe('createPagedListMachine with a summary', () => {
  type Sums = { claimed: number };
  function startWithSums(answers: CallResult<SummaryPage<Row, Sums>>[]) {
    const machine = createPagedListMachine<Row, Filter, Sums>().provide({
      actors: {
        fetchPage: fromPromise<CallResult<SummaryPage<Row, Sums>>, FetchPageInput<Filter>>(() =>
          Promise.resolve(answers.shift() ?? fail('network', '')),
        ),
      },
    });
    return createActor(machine, { input: { filter: { date: 4 } } }).start();
  }
  const page = (claimed?: number): SummaryPage<Row, Sums> => ({
    rows: [{ id: 1, date: 4 }],
    total: 2,
    lastPage: 2,
    ...(claimed === undefined ? {} : { summary: { claimed } }),
  });

  it('has no summary before a page brings one', () => {
    expect(startWithSums([]).getSnapshot().context.summary).toBeUndefined();
  });

  it('keeps the summary of the latest page that carried one, through a reload and a failure', async () => {
    const actor = startWithSums([ok(page(5)), ok(page()), ok(page(7))]);
    await settle();
    expect(actor.getSnapshot().context.summary).toEqual({ claimed: 5 });
    actor.send({ type: 'load.more' });
    await settle();
    expect(actor.getSnapshot().context.summary).toEqual({ claimed: 5 });
    actor.send({ type: 'reload' });
    expect(actor.getSnapshot().context.summary).toEqual({ claimed: 5 });
    await settle();
    expect(actor.getSnapshot().context.summary).toEqual({ claimed: 7 });
    actor.send({ type: 'reload' });
    await settle();
    expect(actor.getSnapshot().hasTag('failed')).toBe(true);
    expect(actor.getSnapshot().context.summary).toEqual({ claimed: 7 });
  });
});
