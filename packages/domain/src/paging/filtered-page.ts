import type { CallResult } from '../result/index.ts';
import type { Page } from './paging.reducer.ts';

/**
 * Fetches page `page` of a list the client narrows (a server that ignores a filter, or filters wider than the
 * screen means): reads server pages from `page` on until one keeps a row (`keep`) or the server has no more, and
 * says in `nextPage` which server page comes next, so the paged list (`pagingReducer`) neither stops at a page the
 * narrowing emptied nor reads a page twice. `total` and `lastPage` stay the server's: the list ends by its pages.
 * Used by the records' date narrowing (`narrowedPage`) and /message's tabs (`messageTabPage`).
 */
export async function filteredPage<Row>(
  page: number,
  fetchPage: (page: number) => Promise<CallResult<Page<Row>>>,
  keep: (row: Row) => boolean,
): Promise<CallResult<Page<Row>>> {
  let next = page;
  for (;;) {
    const result = await fetchPage(next);
    if (!result.ok) return result;
    const rows = result.data.rows.filter(keep);
    next += 1;
    if (rows.length > 0 || next > result.data.lastPage || result.data.rows.length === 0) {
      return { ...result, data: { ...result.data, rows, nextPage: next } };
    }
  }
}
