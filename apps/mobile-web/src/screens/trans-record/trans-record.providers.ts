// /transRecord's live actors: the records area's deposits, withdrawals and transfers, a page at a time.

import { createPagedListMachine, type FetchPageInput, type Page } from '@lobby/domain/paging';
import {
  dateRequest,
  narrowedPage,
  type TransactionFilter,
  type TransactionRowViewModel,
  toTransactionRow,
} from '@lobby/domain/records';
import type { CallResult } from '@lobby/domain/result';
import { parseServerTime } from '@lobby/domain/time';
import { fromPromise } from 'xstate';
import { notifyRecordFailure, recordsApi } from '../../wiring/records/records.providers.ts';

/**
 * A page of the tab's transactions for the filter, as rows (keys count on from the rows before this page);
 * `cancel` aborts it. The date label is sent as the code the backend reads for it, and the rows narrowed to the
 * label's window when that code reaches wider (domain's `dateRequest`); `now` is the device's clock.
 */
export async function fetchTransactionPage(
  { page, filter }: FetchPageInput<TransactionFilter>,
  cancel?: AbortSignal,
  now: number = Date.now(),
): Promise<CallResult<Page<TransactionRowViewModel>>> {
  const request = dateRequest(filter.date, 'transactions', now);
  const serverPage = async (asked: number): Promise<CallResult<Page<TransactionRowViewModel>>> => {
    const result = await recordsApi.gettransrecord(
      { type: filter.type, date: request.code, page: asked, api_type: filter.platform },
      cancel,
    );
    if (!result.ok) return result;
    const offset = (asked - 1) * result.data.perPage;
    const rows = result.data.rows.map((record, index) => toTransactionRow(filter.type, record, offset + index));
    return { ...result, data: { ...result.data, rows } };
  };
  return narrowedPage(page, request, serverPage, (row) => parseServerTime(row.createdAt));
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
