import { recordLabels as labels } from './record-labels.ts';

/** A date-filter code as the record calls send it. */
export type DateCode = 1 | 2 | 3 | 4;

type DateOption = { readonly value: DateCode; readonly label: string };

// Each labels list holds exactly the codes 1 to 4 (date-codes.test.ts proves it), so the table is complete.
function byCode(options: readonly DateOption[]): Readonly<Record<DateCode, string>> {
  return Object.fromEntries(options.map(({ value, label }) => [value, label])) as Record<DateCode, string>;
}

/**
 * The date filters' labels by the code of the control that shows them. The same code names different labels in
 * different places: on the bet and transaction button row 2 is 昨日 and 4 本月; in their popup and on the rebate
 * screen 2 is 近7日 and 4 近30日. These are the controls' codes, not what the backend reads: a record screen sends
 * `dateRequest` (record-filter.ts) of its label, the code whose window the backend reads as that label's, and
 * narrows the rows where none matches exactly. The rebate screen's labels are the backend's own (1 to 4).
 */
export const DATE_CODES = {
  betButtons: byCode(labels.recordDateButtons),
  betPopup: byCode(labels.recordDatePopup),
  rebate: byCode(labels.rebateDates),
} as const;

/** The date filter every record screen starts with. */
export const DEFAULT_DATE_CODE: DateCode = 4;
