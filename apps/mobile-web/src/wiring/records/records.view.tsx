// The record screens' shared view parts (/betRecord, /transRecord): the filter bar and the paged list with its
// skeleton, first-page error, empty placeholder and footer. Pure: view models in, ui-kit out.
import type { PagedListViewModel } from '@lobby/domain/paging';
import type { RecordFilterViewModel } from '@lobby/domain/records';
import { ChipGroup, EmptyState, ErrorState, FilterChip, InfiniteList, SkeletonList } from '@lobby/ui-kit';
import { memo, type ReactNode } from 'react';
import './records.css';

/** A date code as the filter's view model takes it (1 to 4). */
type DateValue = NonNullable<RecordFilterViewModel['dateButton']>;

/** One choice of a filter. */
export type RecordFilterOption<V> = { readonly value: V; readonly label: string; readonly detail?: string };

/** Props of {@link RecordFilters}. */
export type RecordFiltersProps = {
  vm: RecordFilterViewModel;
  /** The platform choices (every venue first). */
  platforms: readonly RecordFilterOption<string>[];
  /** The button row's choices (今日, 昨日, 近7日, 本月). */
  dateButtons: readonly RecordFilterOption<DateValue>[];
  /** The popup's choices (今日, 近7日, 近15日, 近30日). */
  datePopup: readonly RecordFilterOption<DateValue>[];
};

/**
 * The filter bar: the platform chip, the date popup's chip, and the date button row. Memoised: a page of records
 * arriving re-renders the screen, and the chips' closed sheets hold every platform's option (give it a `vm` that
 * changes only with the filter).
 */
export const RecordFilters = memo(function RecordFilters({
  vm,
  platforms,
  dateButtons,
  datePopup,
}: RecordFiltersProps) {
  return (
    <div className="records__filters">
      <div className="records__chips">
        <FilterChip
          label="游戏平台"
          options={platforms}
          value={vm.platform}
          onChange={vm.choosePlatform}
          placeholder={platforms[0]?.label ?? ''}
        />
        <FilterChip
          label="更多日期"
          options={datePopup}
          value={vm.datePopup}
          onChange={(code) => vm.chooseDate(code, 'popup')}
          placeholder="更多"
        />
      </div>
      <ChipGroup
        label="日期"
        options={dateButtons}
        value={vm.dateButton}
        onChange={(code) => vm.chooseDate(code, 'buttons')}
      />
    </div>
  );
});

/** Props of {@link RecordList}. */
export type RecordListProps<Row> = {
  /** The list's accessible name, e.g. `投注记录`. */
  label: string;
  vm: PagedListViewModel<Row>;
  /** Each row's fixed height in CSS pixels (the window of a long list is computed from it). */
  rowHeight: number;
  rowKey: (row: Row, index: number) => string;
  /** One row's content, inside its `<li>`. */
  renderRow: (row: Row, index: number) => ReactNode;
  /** What the empty placeholder says. */
  emptyText: string;
  /**
   * Set while the records cannot be read (offline: 网络已断开): the list says so, with 重试, instead of rows
   * that may no longer be true.
   */
  unavailable?: string | undefined;
};

/**
 * A record list: a skeleton until the first page, an error with 重试 when it failed, then the rows with the
 * footer (加载中, 没有更多, or the error with 重试) and the next page asked for 300 px ahead; past a few hundred
 * rows only those near the viewport are in the document, and only those are ever rendered.
 */
export function RecordList<Row>({
  label,
  vm,
  rowHeight,
  rowKey,
  renderRow,
  emptyText,
  unavailable,
}: RecordListProps<Row>) {
  if (unavailable) {
    return (
      <section className="records__list" aria-label={label}>
        <ErrorState message={unavailable} onRetry={vm.retry} />
      </section>
    );
  }
  const failedFirst = vm.failed && vm.rows.length === 0;
  return (
    <section className="records__list" aria-label={label} aria-busy={vm.loading}>
      {vm.initialLoading && (
        <div role="status" aria-label="加载中" className="records__loading">
          <SkeletonList rows={6} lines={2} />
        </div>
      )}
      {failedFirst && <ErrorState message={vm.error?.message || '加载失败，请重试'} onRetry={vm.retry} />}
      {!vm.initialLoading && !failedFirst && (
        <InfiniteList
          as="ul"
          hasMore={vm.hasMore}
          loading={vm.loading}
          onLoadMore={vm.loadMore}
          error={vm.failed ? vm.error?.message || '加载失败，请重试' : null}
          onRetry={vm.retry}
          empty={vm.empty ? <EmptyState message={emptyText} /> : undefined}
          rowHeight={rowHeight}
          itemCount={vm.rows.length}
          renderItem={(index) => {
            const row = vm.rows[index] as Row;
            return (
              <li key={rowKey(row, index)} className="records__row" style={{ height: rowHeight }}>
                {renderRow(row, index)}
              </li>
            );
          }}
        />
      )}
    </section>
  );
}
