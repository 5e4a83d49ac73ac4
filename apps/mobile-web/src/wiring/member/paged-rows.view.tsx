import type { PagedListViewModel } from '@lobby/domain/paging';
import { EmptyState, ErrorState, InfiniteList, Skeleton, SkeletonList } from '@lobby/ui-kit';
import type { ReactNode } from 'react';
import './paged-rows.css';

/** Props of {@link PagedRows}. */
export type PagedRowsProps<Row> = {
  /** The list's state, from the domain's paged list. */
  vm: PagedListViewModel<Row>;
  /** What the list is: the region's name (活动记录, 返水记录, ...). */
  label: string;
  /** What an empty list says. */
  emptyText: string;
  /** Each row as an `<li>`, with its own key. */
  children: (row: Row) => ReactNode;
};

/** What a failure says when the call gave no words. */
const FAILED = '加载失败，请重试';

/**
 * A record list of the member area on the domain's paged list: a skeleton while the first page loads, the reason
 * with 重试 when it failed, then the rows in ui-kit's `InfiniteList` (the next page 300 px before the end; its
 * footer 加载中, 没有更多, or a later page's error with 重试) or the empty state.
 */
export function PagedRows<Row>({ vm, label, emptyText, children }: PagedRowsProps<Row>) {
  const failedFirst = vm.failed && vm.rows.length === 0;
  return (
    <section className="paged-rows" aria-label={label}>
      {vm.initialLoading && (
        <div role="status" aria-label="加载中" className="paged-rows__loading">
          <SkeletonList rows={5} lines={2} />
        </div>
      )}
      {failedFirst && <ErrorState message={vm.error?.message || FAILED} onRetry={vm.retry} />}
      {!vm.initialLoading && !failedFirst && (
        <InfiniteList
          as="ul"
          hasMore={vm.hasMore}
          loading={vm.loading}
          onLoadMore={vm.loadMore}
          error={vm.failed ? vm.error?.message || FAILED : null}
          onRetry={vm.retry}
          empty={vm.empty ? <EmptyState message={emptyText} /> : undefined}
          windowThreshold={Number.POSITIVE_INFINITY}
        >
          {vm.rows.map(children)}
        </InfiniteList>
      )}
    </section>
  );
}

/** One figure above a record list: its label and value; undefined while it loads (a placeholder shows). */
export type SummaryFigure = { label: string; value: ReactNode | undefined };

/** Props of {@link RecordSummary}. */
export type RecordSummaryProps = {
  /** The region's name (返水汇总, 红包次数). */
  label: string;
  figures: readonly SummaryFigure[];
  /** The card's button or link (点击领取, 去领取). */
  action: ReactNode;
};

/** The card above a record list: a few labelled figures and one action. */
export function RecordSummary({ label, figures, action }: RecordSummaryProps) {
  return (
    <section className="record-summary" aria-label={label}>
      <dl className="record-summary__figures">
        {figures.map((figure) => (
          <div key={figure.label} className="record-summary__figure">
            <dt>{figure.label}</dt>
            <dd>{figure.value === undefined ? <Skeleton shape="line" /> : figure.value}</dd>
          </div>
        ))}
      </dl>
      {action}
    </section>
  );
}
