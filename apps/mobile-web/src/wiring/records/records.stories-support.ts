// What the record screens' view stories share: a paged list's view model per state and the filter bar's props.
import type { PagedListViewModel } from '@lobby/domain/paging';
import type { RecordFilterViewModel } from '@lobby/domain/records';
import { fn } from 'storybook/test';
import type { RecordFiltersProps } from './records.view.tsx';

/** A paged list's view model with rows and more to come; `patch` sets the state a story shows. */
export function listOf<Row>(
  rows: readonly Row[],
  patch: Partial<PagedListViewModel<Row>> = {},
): PagedListViewModel<Row> {
  return {
    rows,
    initialLoading: false,
    loading: false,
    hasMore: true,
    finished: false,
    empty: false,
    failed: false,
    error: null,
    loadMore: fn(),
    retry: fn(),
    ...patch,
  };
}

/** The list's states every record screen shows (first page, loading more, finished, empty, errors). */
export const listStates = {
  loading: { rows: [], initialLoading: true, loading: true },
  loadingMore: { loading: true },
  finished: { hasMore: false, finished: true },
  empty: { rows: [], hasMore: false, finished: true, empty: true },
  failed: {
    rows: [],
    failed: true,
    error: { kind: 'network', message: '网络异常，请检查网络后重试！' },
  },
  pageFailed: { failed: true, error: { kind: 'server', message: '系统繁忙，请稍后再试', code: 500 } },
} as const satisfies Record<string, Partial<PagedListViewModel<never>>>;

/** The filter bar as a record screen starts it: 本月 on the row, every venue; `patch` moves it. */
export function filtersOf(patch: Partial<RecordFilterViewModel> = {}): RecordFiltersProps {
  return {
    vm: { dateButton: 4, datePopup: null, platform: '', chooseDate: fn(), choosePlatform: fn(), ...patch },
    platforms: [
      { value: '', label: '全部平台' },
      { value: 'ag', label: 'AG真人', detail: 'ag' },
      { value: 'pg', label: 'PG电子', detail: 'pg' },
    ],
    dateButtons: [
      { value: 1, label: '今日' },
      { value: 2, label: '昨日' },
      { value: 3, label: '近7日' },
      { value: 4, label: '本月' },
    ],
    datePopup: [
      { value: 1, label: '今日' },
      { value: 2, label: '近7日' },
      { value: 3, label: '近15日' },
      { value: 4, label: '近30日' },
    ],
  };
}
