// /transRecord's live actors: the records area's deposits, withdrawals and transfers, a page at a time.
import {
  type CallResult,
  createPagedListMachine,
  type FetchPageInput,
  type Page,
  type TransactionFilter,
  type TransactionRowViewModel,
  toTransactionRow,
} from '@lobby/domain';
import { fromPromise } from 'xstate';
import { notifyRecordFailure, recordsApi } from '../../records/records.providers.ts';

/**
 * A page of the tab's transactions for the filter, as rows (keys count on from the rows before this page);
 * `cancel` aborts it.
 */
export async function fetchTransactionPage(
  { page, filter }: FetchPageInput<TransactionFilter>,
  cancel?: AbortSignal,
): Promise<CallResult<Page<TransactionRowViewModel>>> {
  const result = await recordsApi.gettransrecord(
    {
      type: filter.type,
      date: filter.date.code,
      page,
      api_type: filter.platform,
    },
    cancel,
  );
  if (!result.ok) return result;
  const offset = (page - 1) * result.data.perPage;
  const rows = result.data.rows.map((record, index) => toTransactionRow(filter.type, record, offset + index));
  return { ...result, data: { ...result.data, rows } };
}

/**
 * The transaction list: paged by the domain's rule, a refused page toasted with the server's words. A page in
 * flight is aborted when its actor stops (the player left, or a tab or filter change dropped it).
 */
export const liveTransListMachine = createPagedListMachine<TransactionRowViewModel, TransactionFilter>().provide({
  actors: {
    fetchPage: fromPromise<CallResult<Page<TransactionRowViewModel>>, FetchPageInput<TransactionFilter>>(({ input }) =>
      fetchTransactionPage(input),
    ),
  },
  actions: { notify: notifyRecordFailure },
});
