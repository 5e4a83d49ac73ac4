import type { CallError } from '../result/index.ts';
import type { PagedListContext, PagedListEvent } from './paged-list.machine.ts';

/** What a paged list's view renders, and the two ways the player moves it on. */
export type PagedListViewModel<Row> = {
  /** The rows so far, in the server's order (page 1 replaced, later pages appended; never a row twice). */
  rows: readonly Row[];
  /** The first page is on its way with nothing to show yet: the skeleton. */
  initialLoading: boolean;
  /** A page is on its way (the first or a later one): the list footer's 加载中. */
  loading: boolean;
  /** More rows exist on the server: scrolling near the end asks for them. */
  hasMore: boolean;
  /** Nothing more will load: the footer's 没有更多 (when there are rows). */
  finished: boolean;
  /** Loaded, and there are no rows at all: the empty state. */
  empty: boolean;
  /** The last page failed: with no rows the error state, else the footer's error; both retry. */
  failed: boolean;
  /** The last failure, or null. */
  error: CallError | null;
  loadMore: () => void;
  retry: () => void;
};

/** The part of a paged-list snapshot the view model reads (any row and filter type). */
export type PagedListSnapshotLike<Row, Filter> = {
  // Any summary type: the view model reads the rows, and a screen with a summary reads it from the context itself.
  context: PagedListContext<Row, Filter, unknown>;
  hasTag: (tag: 'loading' | 'finished' | 'failed' | 'empty') => boolean;
};

/** Turns a paged-list snapshot into the view model; `send` is the actor's send. */
export function connectPagedList<Row, Filter>(
  snapshot: PagedListSnapshotLike<Row, Filter>,
  send: (event: PagedListEvent<Filter>) => void,
): PagedListViewModel<Row> {
  const rows = snapshot.context.paging.rows;
  const loading = snapshot.hasTag('loading');
  const finished = snapshot.hasTag('finished');
  const failed = snapshot.hasTag('failed');
  return {
    rows,
    initialLoading: loading && rows.length === 0,
    loading,
    hasMore: !finished,
    finished,
    empty: snapshot.hasTag('empty'),
    failed,
    error: failed ? snapshot.context.error : null,
    loadMore: () => send({ type: 'load.more' }),
    retry: () => send({ type: 'retry' }),
  };
}
