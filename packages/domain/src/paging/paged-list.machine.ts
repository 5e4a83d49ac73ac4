import { assign, enqueueActions, fromPromise, type SnapshotFrom, setup } from 'xstate';
import { type CallError, type CallResult, REJECTED } from '../result/index.ts';
import { initialPaging, type Page, type PagingState, pagingReducer } from './paging.reducer.ts';

/** What a paged list starts with: the filter of its first page (date code, platform, record type...). */
export type PagedListInput<Filter> = { filter: Filter };

/** What the provided `fetchPage` actor is given: the page due and the current filter. */
export type FetchPageInput<Filter> = { page: number; filter: Filter };

/**
 * A paged list's state: the filter, the paging state, the last failure (null after a good answer), and the
 * summary the latest good page carried (a list whose call also answers totals, as /api/getfanshui's claimed
 * and claimable sums); absent until a page brings one.
 */
export type PagedListContext<Row, Filter, Summary = never> = {
  filter: Filter;
  paging: PagingState<Row>;
  error: CallError | null;
  summary?: Summary;
};

/** One page as a list with a summary answers it: the page, and the summary beside it. */
export type SummaryPage<Row, Summary> = Page<Row> & { summary?: Summary };

/**
 * Events of a paged list: `load.more` when the player scrolls near the end (ignored while a page loads or once
 * finished), `filter.change` to start again from page 1, `retry` after a failure, `reload` to start again from
 * page 1 with the same filter (after an action that changed the rows, such as a claim).
 */
export type PagedListEvent<Filter> =
  | { type: 'load.more' }
  | { type: 'filter.change'; filter: Filter }
  | { type: 'retry' }
  | { type: 'reload' };

// A failure never throws out of a provided call; a rejected actor is still treated as the network failing.

/** The server's message is toasted (part 2, section 8); network failures only end the loading. */
function failureNotices(result: CallResult<unknown>): { message: string }[] {
  return !result.ok && result.error.kind === 'server' ? [{ message: result.error.message }] : [];
}

/**
 * Builds a paged-list machine for one row and filter type. It loads page 1 at once, then a page per `load.more`,
 * through the provided `fetchPage` actor and `pagingReducer`. Tags: `loading` while a page loads, `failed` after a
 * failure (until `retry`), `finished` when nothing more will load, and `empty` (with `finished`) when that is
 * because the list has no rows. A server failure's message goes to the provided `notify` action.
 */
export function createPagedListMachine<Row, Filter, Summary = never>() {
  return setup({
    types: {
      context: {} as PagedListContext<Row, Filter, Summary>,
      events: {} as PagedListEvent<Filter>,
      input: {} as PagedListInput<Filter>,
    },
    actors: {
      fetchPage: fromPromise<CallResult<SummaryPage<Row, Summary>>, FetchPageInput<Filter>>(() =>
        Promise.reject(new Error('fetchPage is provided by the screen')),
      ),
    },
    actions: {
      notify: (_, _params: { message: string }) => {},
    },
    guards: {
      hasFailed: ({ context }) => context.error !== null,
      isEmpty: ({ context }) => context.paging.finished && context.paging.rows.length === 0,
      isFinished: ({ context }) => context.paging.finished,
    },
  }).createMachine({
    id: 'pagedList',
    context: ({ input }) => ({ filter: input.filter, paging: initialPaging<Row>(), error: null }),
    initial: 'loading',
    on: {
      'filter.change': {
        // Re-entering loading cancels a page still in flight, so an answer for the old filter never lands.
        target: '.loading',
        reenter: true,
        actions: assign(({ event }) => ({ filter: event.filter, paging: initialPaging<Row>(), error: null })),
      },
      // The summary stays shown while page 1 comes again; the rows start over.
      reload: {
        target: '.loading',
        reenter: true,
        actions: assign({ paging: () => initialPaging<Row>(), error: null }),
      },
    },
    states: {
      loading: {
        tags: ['loading'],
        invoke: {
          src: 'fetchPage',
          input: ({ context }) => ({ page: context.paging.page, filter: context.filter }),
          onDone: {
            target: 'settled',
            actions: [
              assign(({ context, event }) =>
                event.output.ok
                  ? {
                      error: null,
                      paging: pagingReducer(context.paging, {
                        type: 'loaded',
                        page: context.paging.page,
                        rows: event.output.data.rows,
                        total: event.output.data.total,
                        lastPage: event.output.data.lastPage,
                        ...(event.output.data.nextPage === undefined ? {} : { nextPage: event.output.data.nextPage }),
                      }),
                      summary: event.output.data.summary ?? context.summary,
                    }
                  : { error: event.output.error },
              ),
              enqueueActions(({ event, enqueue }) => {
                for (const params of failureNotices(event.output)) enqueue({ type: 'notify', params });
              }),
            ],
          },
          onError: { target: 'failed', actions: assign({ error: REJECTED }) },
        },
      },
      settled: {
        always: [
          { guard: 'hasFailed', target: 'failed' },
          { guard: 'isEmpty', target: 'empty' },
          { guard: 'isFinished', target: 'finished' },
          { target: 'ready' },
        ],
      },
      ready: { on: { 'load.more': 'loading' } },
      finished: { tags: ['finished'] },
      empty: { tags: ['empty', 'finished'] },
      failed: { tags: ['failed'], on: { retry: 'loading' } },
    },
  });
}

/** The paged-list machine for any row and filter; screens may build a typed one with createPagedListMachine. */
export const pagedListMachine = createPagedListMachine<unknown, unknown>();

/** A snapshot of a paged list. */
export type PagedListSnapshot = SnapshotFrom<typeof pagedListMachine>;
