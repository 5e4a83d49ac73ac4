// /betRecord's live actors: the records area's bets, a page at a time, as rows ready to show.
import {
  type BetRowViewModel,
  type CallResult,
  createPagedListMachine,
  type FetchPageInput,
  type Page,
  type RecordFilter,
  toBetRow,
} from '@lobby/domain';
import { fromPromise } from 'xstate';
import { notifyRecordFailure, recordsApi } from '../../records/records.providers.ts';

/** A page of bets for the filter (date code, venue code or '' for every venue); `cancel` aborts it. */
export async function fetchBetPage(
  { page, filter }: FetchPageInput<RecordFilter>,
  cancel?: AbortSignal,
): Promise<CallResult<Page<BetRowViewModel>>> {
  const result = await recordsApi.betrecord({ date: filter.date.code, page, api_type: filter.platform }, cancel);
  return result.ok ? { ...result, data: { ...result.data, rows: result.data.rows.map(toBetRow) } } : result;
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
