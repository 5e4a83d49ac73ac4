/**
 * One page as every paged call answers it, with the wire's paginator already mapped by the api package.
 * `nextPage` is for a fetch that read more than one server page to fill this one (a list narrowed on the client,
 * see `narrowedPage` in records/record-filter.ts): the server page to ask for next; page + 1 when absent.
 */
export type Page<Row> = { rows: Row[]; total: number; lastPage: number; nextPage?: number };

/**
 * A paged list: the rows so far, `page` the next page to ask for, the server's `total` and `lastPage`, and
 * `finished` once nothing more will load.
 */
export type PagingState<Row> = {
  page: number;
  rows: Row[];
  total: number;
  lastPage: number;
  finished: boolean;
};

/** What changes a paged list: a page arrived (`page` is the page that was asked for), or the filter changed. */
export type PagingAction<Row> = ({ type: 'loaded'; page: number } & Page<Row>) | { type: 'reset' };

/** A list before its first page: page 1, nothing loaded, not finished. */
export function initialPaging<Row>(): PagingState<Row> {
  return { page: 1, rows: [], total: 0, lastPage: 1, finished: false };
}

/**
 * The paging rule of every list (part 2, section 4). Page 1 replaces the rows and later pages append; the page
 * then moves on by one (or to the page's `nextPage` when its fetch read further). The list is finished when its length reaches `total`, the next page passes `lastPage`, or a page
 * comes back empty.
 * A filter change (`reset`) starts again at page 1 with no rows. A page other than the one due, or one arriving
 * after the list finished, is a late or repeated answer and is ignored, so no row is lost or shown twice.
 */
export function pagingReducer<Row>(state: PagingState<Row>, action: PagingAction<Row>): PagingState<Row> {
  if (action.type === 'reset') return initialPaging();
  if (state.finished || action.page !== state.page) return state;
  const rows = action.page === 1 ? [...action.rows] : [...state.rows, ...action.rows];
  const page = Math.max(action.page + 1, action.nextPage ?? 0);
  return {
    page,
    rows,
    total: action.total,
    lastPage: action.lastPage,
    // An empty page also ends the list: a server whose total overstates its rows must not make scrolling loop.
    finished: action.rows.length === 0 || rows.length >= action.total || page > action.lastPage,
  };
}
