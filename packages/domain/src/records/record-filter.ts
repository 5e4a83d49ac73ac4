import type { Page } from '../paging/index.ts';
import { filteredPage } from '../paging/index.ts';
import type { CallResult } from '../result/index.ts';
import { type DateCode, DEFAULT_DATE_CODE } from './date-codes.ts';
import { recordLabels as labels } from './record-labels.ts';

/**
 * Where the player chose a record screen's date code: the button row (今日, 昨日, 近7日, 本月) or the popup
 * (今日, 近7日, 近15日, 近30日). Both send the same codes 1 to 4, so only the source tells which label is meant.
 */
export type DateSource = 'buttons' | 'popup';

/** A record screen's date filter: the code the call sends and the control that chose it. */
export type RecordDate = { readonly code: DateCode; readonly source: DateSource };

/** The filters the bet and transaction records share: the date and the venue code ('' for every venue). */
export type RecordFilter = { readonly date: RecordDate; readonly platform: string };

/** The value of the platform filter meaning every venue (sent as an empty `api_type`). */
export const ALL_PLATFORMS = '';

/**
 * The platform filter's first entry, every venue (part 2 §2 says only "default all"; the message table has no
 * Chinese for it, so this is the domain's wording until the table gains a row). Kept here, not in `labels`, so
 * only the record screens' chunks carry it.
 */
export const ALL_PLATFORMS_LABEL = '全部平台';

/** Every record screen starts on code 4 as the button row's 本月, with every venue. */
export const DEFAULT_RECORD_FILTER: RecordFilter = {
  date: { code: DEFAULT_DATE_CODE, source: 'buttons' },
  platform: ALL_PLATFORMS,
};

/** One choice of a record filter, ready for a chip or a picker. */
export type FilterOption<V> = { readonly value: V; readonly label: string; readonly detail?: string };

/** The button row's choices, in order. */
export const DATE_BUTTON_OPTIONS = labels.recordDateButtons as readonly FilterOption<DateCode>[];

/** The popup's choices, in order. */
export const DATE_POPUP_OPTIONS = labels.recordDatePopup as readonly FilterOption<DateCode>[];

/** A venue as the platform filter lists it: its code and its name. */
export type PlatformEntry = { readonly platform: string; readonly name: string };

/** The platform filter's choices: every venue (全部平台) first, then each venue by name with its code beneath. */
export function platformOptions(venues: readonly PlatformEntry[]): FilterOption<string>[] {
  return [
    { value: ALL_PLATFORMS, label: ALL_PLATFORMS_LABEL },
    ...venues.map((venue) => ({ value: venue.platform, label: venue.name || venue.platform, detail: venue.platform })),
  ];
}

/** What a record screen's filter bar shows and the ways the player changes it. */
export type RecordFilterViewModel = {
  /** The pressed button of the row; null when the date came from the popup. */
  dateButton: DateCode | null;
  /** The popup's chosen entry; null when the date came from the row. */
  datePopup: DateCode | null;
  /** The venue code chosen ('' for every venue). */
  platform: string;
  chooseDate: (code: DateCode, source: DateSource) => void;
  choosePlatform: (platform: string) => void;
};

/**
 * Turns a record list's filter into its filter bar. Choosing sends the whole new filter (the list then starts
 * again from page 1, part 2 §4); choosing what is already chosen sends nothing.
 */
export function connectRecordFilter<F extends RecordFilter>(
  filter: F,
  send: (event: { type: 'filter.change'; filter: F }) => void,
): RecordFilterViewModel {
  const change = (next: F) => send({ type: 'filter.change', filter: next });
  return {
    dateButton: filter.date.source === 'buttons' ? filter.date.code : null,
    datePopup: filter.date.source === 'popup' ? filter.date.code : null,
    platform: filter.platform,
    chooseDate: (code, source) => {
      if (code !== filter.date.code || source !== filter.date.source) change({ ...filter, date: { code, source } });
    },
    choosePlatform: (platform) => {
      if (platform !== filter.platform) change({ ...filter, platform });
    },
  };
}

// ---------------------------------------------------------------------------------------------------------------
// What each date label shows, on the real backend.
//
// The labels are the spec's (button row 今日 昨日 近7日 本月, popup 今日 近7日 近15日 近30日); the codes they used to
// send (1 to 4 from either control) are not what the backend reads. Its controllers (IndexController transRecord,
// fanshui, betRecord, in UTC+8) read 1 as today, 2 as midnight seven days back to the end of today, 3 fifteen days
// back, 4 thirty; betRecord also reads 5 as yesterday, 6 as this week (from Monday) and 7 as last week; any other
// code filters nothing. So the button row's 昨日 (sent as 2) showed eight days and 本月 (sent as 4) thirty.
//
// Each label now has its own window: 今日 today; 昨日 yesterday; 近7日, 近15日, 近30日 the backend's own windows of
// codes 2, 3 and 4 (the popup's labels are the backend's names for them: seven days back, and today); 本月 the first
// of this month to the end of today. A screen sends the code whose window is exactly the label's where one exists
// (昨日 on bets is 5); otherwise the smallest code whose window holds the label's (昨日 on transactions is 2, 本月 is
// 2, 3 or 4 by the day of the month, or bets' 6 in a month's first week), and the rows are narrowed to the label's
// window here, on the client (`narrowedPage`), by the date each row shows. The backend orders its lists by id, not
// by date, so the narrowing reads every page of the wider code; it never assumes the rows past a window's edge
// are all older.
// ---------------------------------------------------------------------------------------------------------------

/** A date code as the backend's record controllers read it (see above). */
export type BackendDateCode = 1 | 2 | 3 | 4 | 5 | 6 | 7;

/** Which records call a filter is for: bets (betRecord, seven codes) or transactions (transRecord, four). */
export type RecordCall = 'bets' | 'transactions';

/** A span of time [from, to) in epoch milliseconds. */
export type TimeWindow = { readonly from: number; readonly to: number };

/** How a label's rows are asked for: the code sent, and the label's window when the code's is wider (else null). */
export type DateRequest = { readonly code: BackendDateCode; readonly narrowTo: TimeWindow | null };

const DAY_MS = 86_400_000;
// The backend's clock: UTC+8, no daylight saving (time/server-time.ts holds the same offset for parsing).
const SERVER_OFFSET_MS = 8 * 3_600_000;

/** The instant the UTC+8 day holding `now` began. */
function serverDayStart(now: number): number {
  return Math.floor((now + SERVER_OFFSET_MS) / DAY_MS) * DAY_MS - SERVER_OFFSET_MS;
}

/** The window of each code the call reads, as its controller computes it at `now`. */
function backendWindows(call: RecordCall, now: number): ReadonlyArray<readonly [BackendDateCode, TimeWindow]> {
  const today = serverDayStart(now);
  const end = today + DAY_MS;
  const back = (days: number): TimeWindow => ({ from: today - days * DAY_MS, to: end });
  const shared: Array<readonly [BackendDateCode, TimeWindow]> = [
    [1, back(0)],
    [2, back(7)],
    [3, back(15)],
    [4, back(30)],
  ];
  if (call === 'transactions') return shared;
  // PHP's 'monday this week' is the Monday of the ISO week: a Sunday belongs to the week that began six days ago.
  const monday = today - ((new Date(today + SERVER_OFFSET_MS).getUTCDay() + 6) % 7) * DAY_MS;
  return [
    ...shared,
    [5, { from: today - DAY_MS, to: today }],
    [6, { from: monday, to: end }],
    [7, { from: monday - 7 * DAY_MS, to: monday }],
  ];
}

/** What a label spans: today, yesterday, the backend's window of n days back (and today), or this month. */
type LabelSpan = 'today' | 'yesterday' | 7 | 15 | 30 | 'month';

/** Each control's labels by code (DATE_BUTTON_OPTIONS, DATE_POPUP_OPTIONS) as spans. */
const LABEL_SPANS: Readonly<Record<DateSource, Readonly<Record<DateCode, LabelSpan>>>> = {
  buttons: { 1: 'today', 2: 'yesterday', 3: 7, 4: 'month' },
  popup: { 1: 'today', 2: 7, 3: 15, 4: 30 },
};

/** The window the backend reads code `code` as on `call` at `now`; undefined for a code the call does not know. */
export function backendWindow(call: RecordCall, code: number, now: number): TimeWindow | undefined {
  return backendWindows(call, now).find(([candidate]) => candidate === code)?.[1];
}

/** The window a label means at `now` (see above). */
export function labelWindow(date: RecordDate, now: number): TimeWindow {
  const today = serverDayStart(now);
  const end = today + DAY_MS;
  const span = LABEL_SPANS[date.source][date.code];
  switch (span) {
    case 'today':
      return { from: today, to: end };
    case 'yesterday':
      return { from: today - DAY_MS, to: today };
    case 'month': {
      const shifted = new Date(today + SERVER_OFFSET_MS);
      return { from: Date.UTC(shifted.getUTCFullYear(), shifted.getUTCMonth(), 1) - SERVER_OFFSET_MS, to: end };
    }
    default:
      return { from: today - span * DAY_MS, to: end };
  }
}

const holds = (outer: TimeWindow, inner: TimeWindow) => outer.from <= inner.from && outer.to >= inner.to;
const same = (a: TimeWindow, b: TimeWindow) => a.from === b.from && a.to === b.to;

/**
 * What a records call sends for a label at `now` (the device's clock, read as UTC+8): the code whose window is the
 * label's, else the smallest code whose window holds it, with the label's window to narrow the rows to.
 */
export function dateRequest(date: RecordDate, call: RecordCall, now: number): DateRequest {
  const wanted = labelWindow(date, now);
  const windows = backendWindows(call, now);
  const exact = windows.find(([, window]) => same(window, wanted));
  if (exact) return { code: exact[0], narrowTo: null };
  // Code 4 reaches back thirty days, so it holds every label, this month's 31st day included.
  const [code] = windows
    .filter(([, window]) => holds(window, wanted))
    .reduce((smallest, candidate) => (candidate[1].from > smallest[1].from ? candidate : smallest));
  return { code, narrowTo: wanted };
}

/** Whether an instant (null: a date that could not be read) lies in the window. */
export function isWithin(window: TimeWindow, at: number | null): boolean {
  return at !== null && at >= window.from && at < window.to;
}

/**
 * Fetches page `page` of a list narrowed to `request.narrowTo` (a page as asked when there is nothing to narrow):
 * reads server pages from `page` on until one keeps a row inside the window or the server has no more, and says
 * in `nextPage` which server page comes next, so the paged list neither stops at a page the window emptied nor
 * reads a page twice (paging's `filteredPage`). `at` reads the instant a row shows (null when unreadable: such a
 * row is left out).
 */
export async function narrowedPage<Row>(
  page: number,
  request: DateRequest,
  fetchPage: (page: number) => Promise<CallResult<Page<Row>>>,
  at: (row: Row) => number | null,
): Promise<CallResult<Page<Row>>> {
  const window = request.narrowTo;
  if (window === null) return fetchPage(page);
  return filteredPage(page, fetchPage, (row) => isWithin(window, at(row)));
}
