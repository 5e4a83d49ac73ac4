import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { CallResult } from '../result/index.ts';
import { fail, ok, settle } from '../testing/index.ts';
import { connectPagedList } from './paged-list.connect.ts';
import { createPagedListMachine, type FetchPageInput, type PagedListEvent } from './paged-list.machine.ts';
import type { Page } from './paging.reducer.ts';

type Row = { id: number };

function start(answers: (() => Promise<CallResult<Page<Row>>>)[]) {
  const machine = createPagedListMachine<Row, number>().provide({
    actors: {
      fetchPage: fromPromise<CallResult<Page<Row>>, FetchPageInput<number>>(
        () => answers.shift()?.() ?? new Promise(() => {}),
      ),
    },
  });
  const actor = createActor(machine, { input: { filter: 1 } }).start();
  return { actor, view: () => connectPagedList(actor.getSnapshot(), actor.send) };
}

const page = (ids: number[], total: number, lastPage: number) =>
  Promise.resolve(ok({ rows: ids.map((id) => ({ id })), total, lastPage }));

describe('connectPagedList', () => {
  it('is loading with nothing to show before the first page', () => {
    const { view } = start([]);
    expect(view()).toMatchObject({ rows: [], initialLoading: true, loading: true, hasMore: true, empty: false });
  });

  it('shows the rows, asks for more, and ends with nothing more', async () => {
    const { view } = start([() => page([1, 2], 3, 2), () => page([3], 3, 2)]);
    await settle();
    expect(view()).toMatchObject({
      rows: [{ id: 1 }, { id: 2 }],
      initialLoading: false,
      loading: false,
      hasMore: true,
    });
    view().loadMore();
    expect(view()).toMatchObject({ initialLoading: false, loading: true });
    await settle();
    expect(view()).toMatchObject({ rows: [{ id: 1 }, { id: 2 }, { id: 3 }], hasMore: false, finished: true });
    expect(view().empty).toBe(false);
  });

  it('reports an empty list', async () => {
    const { view } = start([() => page([], 0, 1)]);
    await settle();
    expect(view()).toMatchObject({ rows: [], empty: true, finished: true, hasMore: false });
  });

  it('reports a failure with its error until retry, which loads again', async () => {
    const { view } = start([() => Promise.resolve(fail('network', '网络异常')), () => page([1], 1, 1)]);
    await settle();
    expect(view()).toMatchObject({ failed: true, loading: false, error: { kind: 'network', message: '网络异常' } });
    view().retry();
    expect(view()).toMatchObject({ failed: false, error: null, loading: true });
    await settle();
    expect(view()).toMatchObject({ rows: [{ id: 1 }], finished: true });
  });

  it('sends load.more and retry', () => {
    const send = vi.fn<(event: PagedListEvent<number>) => void>();
    const { actor } = start([]);
    const vm = connectPagedList(actor.getSnapshot(), send);
    vm.loadMore();
    vm.retry();
    expect(send.mock.calls.map(([event]) => event)).toEqual([{ type: 'load.more' }, { type: 'retry' }]);
  });
});
