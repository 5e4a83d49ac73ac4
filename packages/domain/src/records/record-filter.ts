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
