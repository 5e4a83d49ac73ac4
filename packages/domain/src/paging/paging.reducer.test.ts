import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { initialPaging, type PagingAction, type PagingState, pagingReducer } from './paging.reducer.ts';

type Row = { id: number };

/** A server holding `total` rows served `size` per page, as the paged calls answer. */
function server(total: number, size: number) {
  const all: Row[] = Array.from({ length: total }, (_, id) => ({ id }));
  const lastPage = Math.max(1, Math.ceil(total / size));
  const loaded = (page: number): PagingAction<Row> => ({
    type: 'loaded',
    page,
    rows: all.slice((page - 1) * size, page * size),
    total,
    lastPage,
  });
  return { all, lastPage, loaded };
}

const run = (actions: PagingAction<Row>[], from: PagingState<Row> = initialPaging()) =>
  actions.reduce(pagingReducer, from);

describe('pagingReducer', () => {
  it('starts at page 1 with no rows', () => {
    expect(initialPaging()).toEqual({ page: 1, rows: [], total: 0, lastPage: 1, finished: false });
  });

  it('replaces with page 1, appends later pages and moves the page on after each load', () => {
    const { all, loaded } = server(25, 10);
    const first = run([loaded(1)]);
    expect(first).toMatchObject({ page: 2, total: 25, lastPage: 3, finished: false });
    expect(first.rows).toEqual(all.slice(0, 10));
    const second = pagingReducer(first, loaded(2));
    expect(second.page).toBe(3);
    expect(second.rows).toEqual(all.slice(0, 20));
  });

  it("moves on to a page's nextPage when its fetch read further, never back", () => {
    const jumped = pagingReducer(initialPaging<Row>(), {
      type: 'loaded',
      page: 1,
      rows: [{ id: 4 }],
      total: 30,
      lastPage: 6,
      nextPage: 4,
    });
    expect(jumped).toMatchObject({ page: 4, finished: false });
    expect(
      pagingReducer(jumped, { type: 'loaded', page: 4, rows: [{ id: 9 }], total: 30, lastPage: 6, nextPage: 2 }),
    ).toMatchObject({ page: 5 });
    expect(
      pagingReducer(jumped, { type: 'loaded', page: 4, rows: [{ id: 9 }], total: 30, lastPage: 6, nextPage: 7 }),
    ).toMatchObject({ page: 7, finished: true });
  });

  it('finishes when the list length equals total', () => {
    const { all, loaded } = server(20, 10);
    const state = run([loaded(1), loaded(2)]);
    expect(state.rows).toEqual(all);
    expect(state.finished).toBe(true);
  });

  it('finishes once the page passes the last page, even short of total', () => {
    const state = run([
      { type: 'loaded', page: 1, rows: [{ id: 0 }], total: 5, lastPage: 2 },
      { type: 'loaded', page: 2, rows: [{ id: 1 }], total: 5, lastPage: 2 },
    ]);
    expect(state).toMatchObject({ page: 3, finished: true });
    expect(state.rows).toHaveLength(2);
  });

  it('finishes on an empty page, so a total that overstates the rows cannot loop', () => {
    const state = run([
      { type: 'loaded', page: 1, rows: [{ id: 0 }], total: 9, lastPage: 9 },
      { type: 'loaded', page: 2, rows: [], total: 9, lastPage: 9 },
    ]);
    expect(state).toMatchObject({ page: 3, finished: true, rows: [{ id: 0 }] });
  });

  it('finishes an empty list at once', () => {
    expect(run([server(0, 10).loaded(1)])).toMatchObject({ rows: [], finished: true, total: 0 });
  });

  it('starts again at page 1 with no rows on a filter change, and page 1 then replaces', () => {
    const { all, loaded } = server(25, 10);
    const reset = run([loaded(1), loaded(2), { type: 'reset' }]);
    expect(reset).toEqual(initialPaging());
    const other = server(3, 10);
    expect(pagingReducer(reset, other.loaded(1)).rows).toEqual(other.all);
    expect(run([loaded(1), { type: 'reset' }, loaded(1)]).rows).toEqual(all.slice(0, 10));
  });

  it('ignores a repeated, early or late page', () => {
    const { loaded } = server(25, 10);
    const first = run([loaded(1)]);
    expect(pagingReducer(first, loaded(1))).toBe(first);
    expect(pagingReducer(first, loaded(3))).toBe(first);
    const finished = run([loaded(1), loaded(2), loaded(3)]);
    expect(finished.finished).toBe(true);
    expect(pagingReducer(finished, loaded(4))).toBe(finished);
  });

  it('never loses or repeats a row, whatever pages arrive in whatever order', () => {
    const scenario = fc
      .record({ total: fc.integer({ min: 0, max: 60 }), size: fc.integer({ min: 1, max: 12 }) })
      .chain(({ total, size }) =>
        fc.record({
          total: fc.constant(total),
          size: fc.constant(size),
          steps: fc.array(
            fc.oneof(
              { weight: 8, arbitrary: fc.integer({ min: 1, max: Math.ceil(total / size) + 2 }) },
              { weight: 1, arbitrary: fc.constant('reset' as const) },
            ),
            { maxLength: 40 },
          ),
        }),
      );
    fc.assert(
      fc.property(scenario, ({ total, size, steps }) => {
        const { all, loaded } = server(total, size);
        let state = initialPaging<Row>();
        for (const step of steps) {
          state = pagingReducer(state, step === 'reset' ? { type: 'reset' } : loaded(step));
          // The rows are always the server's first rows, in order: none lost, none repeated.
          expect(state.rows).toEqual(all.slice(0, state.rows.length));
          if (state.finished) expect(state.rows).toEqual(all);
        }
      }),
    );
  });
});
