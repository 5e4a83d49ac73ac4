// /betRecord's live actors: the records area's bets, a page at a time, as rows ready to show.

import { createPagedListMachine, type FetchPageInput, type Page } from '@lobby/domain/paging';
import { type BetRowViewModel, dateRequest, narrowedPage, type RecordFilter, toBetRow } from '@lobby/domain/records';
import type { CallResult } from '@lobby/domain/result';
import { parseServerTime } from '@lobby/domain/time';
import { fromPromise } from 'xstate';
import { notifyRecordFailure, recordsApi } from '../../wiring/records/records.providers.ts';

/**
 * A page of bets for the filter (date label, venue code or '' for every venue); `cancel` aborts it. The label is
 * sent as the code the backend reads for it (昨日 is 5 here), and the rows narrowed by their bet time to the
 * label's window when that code reaches wider (domain's `dateRequest`; the backend filters on a column it does
 * not send); `now` is the device's clock.
 */
export async function fetchBetPage(
  { page, filter }: FetchPageInput<RecordFilter>,
  cancel?: AbortSignal,
  now: number = Date.now(),
): Promise<CallResult<Page<BetRowViewModel>>> {
  const request = dateRequest(filter.date, 'bets', now);
  const serverPage = async (asked: number): Promise<CallResult<Page<BetRowViewModel>>> => {
    const result = await recordsApi.betrecord({ date: request.code, page: asked, api_type: filter.platform }, cancel);
    return result.ok ? { ...result, data: { ...result.data, rows: result.data.rows.map(toBetRow) } } : result;
  };
  return narrowedPage(page, request, serverPage, (row) => parseServerTime(row.betTime));
}

/**
 * The bet list: paged by the domain's rule, a refused page toasted with the server's words. A page in flight is
 * aborted when its actor stops (the player left, or a filter change dropped it).
 */
export const liveBetListMachine = createPagedListMachine<BetRowViewModel, RecordFilter>().provide({
  actors: {
    fetchPage: fromPromise<CallResult<Page<BetRowViewModel>>, FetchPageInput<RecordFilter>>(({ input, signal }) =>
      fetchBetPage(input, signal),
    ),
  },
  actions: { notify: notifyRecordFailure },
});
