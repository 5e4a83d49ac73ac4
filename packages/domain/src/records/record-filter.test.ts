import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { initialPaging, type Page, pagingReducer } from '../paging/index.ts';
import type { CallResult } from '../result/index.ts';
import type { DateCode } from './date-codes.ts';
import {
  ALL_PLATFORMS,
  backendWindow,
  connectRecordFilter,
  DATE_BUTTON_OPTIONS,
  DATE_POPUP_OPTIONS,
  DEFAULT_RECORD_FILTER,
  dateRequest,
  labelWindow,
  narrowedPage,
  platformOptions,
  type RecordFilter,
} from './record-filter.ts';

type Filter = RecordFilter & { type: number };

function bar(filter: Filter) {
  const send = vi.fn<(event: { type: 'filter.change'; filter: Filter }) => void>();
  return { vm: connectRecordFilter(filter, send), sent: () => send.mock.calls.map(([event]) => event.filter) };
}

describe('record filters', () => {
  it('start on code 4 from the button row (本月) and every venue', () => {
    expect(DEFAULT_RECORD_FILTER).toEqual({ date: { code: 4, source: 'buttons' }, platform: '' });
    const { vm } = bar({ ...DEFAULT_RECORD_FILTER, type: 1 });
    expect(vm).toMatchObject({ dateButton: 4, datePopup: null, platform: ALL_PLATFORMS });
  });

  it('offer the button row and the popup with their own labels for the same codes', () => {
    expect(DATE_BUTTON_OPTIONS.map((option) => `${option.value}${option.label}`)).toEqual([
      '1今日',
      '2昨日',
      '3近7日',
      '4本月',
    ]);
    expect(DATE_POPUP_OPTIONS.map((option) => `${option.value}${option.label}`)).toEqual([
      '1今日',
      '2近7日',
      '3近15日',
      '4近30日',
    ]);
  });

  it('light only the control that chose the date', () => {
    const { vm } = bar({ date: { code: 3, source: 'popup' }, platform: 'ag', type: 2 });
    expect(vm).toMatchObject({ dateButton: null, datePopup: 3, platform: 'ag' });
  });

  it('send the whole new filter on a change, keeping the other filters', () => {
    const { vm, sent } = bar({ ...DEFAULT_RECORD_FILTER, type: 2 });
    vm.chooseDate(2, 'buttons');
    vm.chooseDate(4, 'popup');
    vm.choosePlatform('pg');
    expect(sent()).toEqual([
      { date: { code: 2, source: 'buttons' }, platform: '', type: 2 },
      { date: { code: 4, source: 'popup' }, platform: '', type: 2 },
      { date: { code: 4, source: 'buttons' }, platform: 'pg', type: 2 },
    ]);
  });

  it('send nothing when the choice is already made', () => {
    const { vm, sent } = bar({ ...DEFAULT_RECORD_FILTER, type: 1 });
    vm.chooseDate(4, 'buttons');
    vm.choosePlatform('');
    expect(sent()).toEqual([]);
  });

  it('list every venue first, then the venues by name with their code', () => {
    expect(
      platformOptions([
        { platform: 'ag', name: 'AG真人' },
        { platform: 'xx', name: '' },
      ]),
    ).toEqual([
      { value: '', label: '全部平台' },
      { value: 'ag', label: 'AG真人', detail: 'ag' },
      { value: 'xx', label: 'xx', detail: 'xx' },
    ]);
  });
});

// Sunday 2026-11-22, 12:00 in UTC+8 (the backend's clock).
const SUNDAY = Date.parse('2026-11-22T04:00:00Z');
const DAY = 86_400_000;
/** Midnight UTC+8 of a calendar date. */
const midnight = (date: string) => Date.parse(`${date}T00:00:00+08:00`);
const buttons = (code: 1 | 2 | 3 | 4) => ({ code, source: 'buttons' as const });
const popup = (code: 1 | 2 | 3 | 4) => ({ code, source: 'popup' as const });

describe('what each date label shows on the real backend', () => {
  const today = midnight('2026-11-22');
  const tomorrow = midnight('2026-11-23');

  it('gives every label its own window, 本月 from the first of the month', () => {
    expect(labelWindow(buttons(1), SUNDAY)).toEqual({ from: today, to: tomorrow });
    expect(labelWindow(buttons(2), SUNDAY)).toEqual({ from: midnight('2026-11-21'), to: today });
    expect(labelWindow(buttons(3), SUNDAY)).toEqual({ from: midnight('2026-11-15'), to: tomorrow });
    expect(labelWindow(buttons(4), SUNDAY)).toEqual({ from: midnight('2026-11-01'), to: tomorrow });
    expect(labelWindow(popup(2), SUNDAY)).toEqual(labelWindow(buttons(3), SUNDAY));
    expect(labelWindow(popup(3), SUNDAY)).toEqual({ from: midnight('2026-11-07'), to: tomorrow });
    expect(labelWindow(popup(4), SUNDAY)).toEqual({ from: midnight('2026-10-23'), to: tomorrow });
  });

  it('sends transactions the code that means the label, else the smallest wider one and narrows', () => {
    expect(dateRequest(buttons(1), 'transactions', SUNDAY)).toEqual({ code: 1, narrowTo: null });
    // 昨日: transRecord has no yesterday; 2 (eight days) holds it.
    expect(dateRequest(buttons(2), 'transactions', SUNDAY)).toEqual({
      code: 2,
      narrowTo: { from: midnight('2026-11-21'), to: today },
    });
    expect(dateRequest(buttons(3), 'transactions', SUNDAY)).toEqual({ code: 2, narrowTo: null });
    // 本月 on the 22nd: the month began 21 days ago, so 30 days back (code 4) is the smallest that holds it.
    expect(dateRequest(buttons(4), 'transactions', SUNDAY)).toEqual({
      code: 4,
      narrowTo: { from: midnight('2026-11-01'), to: tomorrow },
    });
    expect([2, 3, 4].map((code) => dateRequest(popup(code as 2 | 3 | 4), 'transactions', SUNDAY))).toEqual([
      { code: 2, narrowTo: null },
      { code: 3, narrowTo: null },
      { code: 4, narrowTo: null },
    ]);
  });

  it('picks 本月 by the day of the month: today on the 1st, 2 in the first week, 3 or 4 exactly when they fit', () => {
    const at = (date: string) => Date.parse(`${date}T12:00:00+08:00`);
    expect(dateRequest(buttons(4), 'transactions', at('2026-11-01'))).toEqual({ code: 1, narrowTo: null });
    expect(dateRequest(buttons(4), 'transactions', at('2026-11-05'))).toMatchObject({
      code: 2,
      narrowTo: { from: midnight('2026-11-01') },
    });
    expect(dateRequest(buttons(4), 'transactions', at('2026-11-16'))).toEqual({ code: 3, narrowTo: null });
    expect(dateRequest(buttons(4), 'transactions', at('2026-12-31'))).toEqual({ code: 4, narrowTo: null });
  });

  it("sends bets their own codes: 5 for 昨日, 6 for 本月 in a month's first week from a Monday", () => {
    expect(dateRequest(buttons(2), 'bets', SUNDAY)).toEqual({ code: 5, narrowTo: null });
    // 1 June 2026 is a Monday: on Wednesday the 3rd this week is this month.
    expect(dateRequest(buttons(4), 'bets', Date.parse('2026-06-03T12:00:00+08:00'))).toEqual({
      code: 6,
      narrowTo: null,
    });
    // A Sunday belongs to the week that began on Monday the 16th: 6 is seven days, smaller than 2's eight.
    expect(backendWindow('bets', 6, SUNDAY)).toEqual({ from: midnight('2026-11-16'), to: tomorrow });
    expect(backendWindow('bets', 7, SUNDAY)).toEqual({ from: midnight('2026-11-09'), to: midnight('2026-11-16') });
    expect(backendWindow('transactions', 5, SUNDAY)).toBeUndefined();
  });

  it('always sends a code whose window holds the label, narrowing exactly when it is wider', () => {
    const labels = [1, 2, 3, 4].flatMap((code) => [buttons(code as DateCode), popup(code as DateCode)]);
    fc.assert(
      fc.property(
        fc.integer({ min: Date.parse('2024-01-01T00:00:00Z'), max: Date.parse('2032-12-31T00:00:00Z') }),
        fc.constantFrom(...labels),
        fc.constantFrom('bets' as const, 'transactions' as const),
        (now, date, call) => {
          const wanted = labelWindow(date, now);
          const { code, narrowTo } = dateRequest(date, call, now);
          const sent = backendWindow(call, code, now);
          expect(sent).toBeDefined();
          expect(sent && sent.from <= wanted.from && sent.to >= wanted.to).toBe(true);
          const exact = sent?.from === wanted.from && sent.to === wanted.to;
          expect(narrowTo).toEqual(exact ? null : wanted);
          expect(wanted.to - wanted.from).toBeGreaterThanOrEqual(DAY);
        },
      ),
    );
  });
});

describe('narrowedPage', () => {
  type Row = { id: number; at: number | null };
  const window = { from: 100, to: 200 };
  /** A server of `rows`, `size` a page, newest written first, that counts the pages asked for. */
  function server(rows: Row[], size = 2) {
    const asked: number[] = [];
    const lastPage = Math.max(1, Math.ceil(rows.length / size));
    const fetchPage = async (page: number): Promise<CallResult<Page<Row>>> => {
      asked.push(page);
      return {
        ok: true,
        data: { rows: rows.slice((page - 1) * size, page * size), total: rows.length, lastPage },
        message: '',
      };
    };
    return { asked, fetchPage };
  }
  const at = (row: Row) => row.at;

  it('asks once, as it is, when there is nothing to narrow', async () => {
    const { asked, fetchPage } = server([{ id: 1, at: 50 }]);
    const page = await narrowedPage(1, { code: 1, narrowTo: null }, fetchPage, at);
    expect(page).toMatchObject({ ok: true, data: { rows: [{ id: 1 }] } });
    expect(asked).toEqual([1]);
  });

  it('reads on past pages the window empties, keeps only its rows, and says which page comes next', async () => {
    const rows: Row[] = [
      { id: 6, at: 250 },
      { id: 5, at: 240 },
      { id: 4, at: 150 },
      { id: 3, at: null },
      { id: 2, at: 120 },
      { id: 1, at: 90 },
    ];
    const { asked, fetchPage } = server(rows);
    const request = { code: 2 as const, narrowTo: window };
    const first = await narrowedPage(1, request, fetchPage, at);
    expect(first).toMatchObject({ ok: true, data: { rows: [{ id: 4 }], nextPage: 3 } });
    const second = await narrowedPage(3, request, fetchPage, at);
    expect(second).toMatchObject({ ok: true, data: { rows: [{ id: 2 }], nextPage: 4 } });
    expect(asked).toEqual([1, 2, 3]);
  });

  it('ends on the last page with nothing left in the window, and passes a failure on', async () => {
    const { fetchPage } = server([
      { id: 1, at: 10 },
      { id: 2, at: 20 },
      { id: 3, at: 30 },
    ]);
    const empty = await narrowedPage(1, { code: 2, narrowTo: window }, fetchPage, at);
    expect(empty).toMatchObject({ ok: true, data: { rows: [], nextPage: 3, lastPage: 2 } });
    const failed = await narrowedPage(
      1,
      { code: 2, narrowTo: window },
      async () => ({
        ok: false,
        error: { kind: 'network', message: '' },
      }),
      at,
    );
    expect(failed).toEqual({ ok: false, error: { kind: 'network', message: '' } });
  });

  it('stops on an empty page even when the server claims more', async () => {
    const fetchPage = async (): Promise<CallResult<Page<Row>>> => ({
      ok: true,
      data: { rows: [], total: 9, lastPage: 9 },
      message: '',
    });
    expect(await narrowedPage(1, { code: 2, narrowTo: window }, fetchPage, at)).toMatchObject({
      data: { rows: [], nextPage: 2 },
    });
  });

  it("fills a paged list to the end with only the window's rows, each once", async () => {
    const rows: Row[] = Array.from({ length: 23 }, (_, i) => ({ id: 23 - i, at: 80 + ((i * 37) % 150) }));
    const { fetchPage } = server(rows, 5);
    const request = { code: 2 as const, narrowTo: window };
    let paging = initialPaging<Row>();
    while (!paging.finished) {
      const page = paging.page;
      const result = await narrowedPage(page, request, fetchPage, at);
      if (!result.ok) throw new Error('the server answers');
      paging = pagingReducer(paging, { type: 'loaded', page, ...result.data });
    }
    expect(paging.rows.map((row) => row.id)).toEqual(
      rows.filter((row) => row.at !== null && row.at >= 100 && row.at < 200).map((row) => row.id),
    );
  });
});
