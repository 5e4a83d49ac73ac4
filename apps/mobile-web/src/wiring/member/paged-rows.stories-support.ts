// Story support for the paged record lists: a paged-list view model in each state a designer must see (stories
// only; no screen imports it).
import type { PagedListViewModel } from '@lobby/domain/paging';

/** The paged-list states every record screen shows. */
export type ListState = 'filled' | 'loading' | 'loadingMore' | 'finished' | 'empty' | 'failed' | 'pageFailed';

/** A list of `rows` in `state`; `loadMore` and `retry` are made by `spy` (storybook's `fn`). */
export function listIn<Row>(state: ListState, rows: readonly Row[], spy: () => () => void): PagedListViewModel<Row> {
  const base: PagedListViewModel<Row> = {
    rows,
    initialLoading: false,
    loading: false,
    hasMore: true,
    finished: false,
    empty: false,
    failed: false,
    error: null,
    loadMore: spy(),
    retry: spy(),
  };
  switch (state) {
    case 'filled':
      return base;
    case 'loading':
      return { ...base, rows: [], initialLoading: true, loading: true };
    case 'loadingMore':
      return { ...base, loading: true };
    case 'finished':
      return { ...base, hasMore: false, finished: true };
    case 'empty':
      return { ...base, rows: [], hasMore: false, finished: true, empty: true };
    case 'failed':
      return {
        ...base,
        rows: [],
        failed: true,
        error: { kind: 'network', message: '网络异常，请检查网络后重试！' },
      };
    case 'pageFailed':
      return { ...base, failed: true, error: { kind: 'server', message: '系统繁忙，请稍后再试' } };
  }
}
