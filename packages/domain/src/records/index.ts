// The records unit's entry: exactly what code outside src/records/ uses of it.
export { DATE_CODES, type DateCode, DEFAULT_DATE_CODE } from './date-codes.ts';
export {
  ALL_PLATFORMS,
  connectRecordFilter,
  DATE_BUTTON_OPTIONS,
  DATE_POPUP_OPTIONS,
  DEFAULT_RECORD_FILTER,
  dateRequest,
  type FilterOption,
  narrowedPage,
  platformOptions,
  type RecordFilter,
  type RecordFilterViewModel,
} from './record-filter.ts';
export { recordLabels } from './record-labels.ts';
export {
  type BetRowViewModel,
  hasOrderNumber,
  TRANSACTION_TABS,
  type TransactionFilter,
  type TransactionRowViewModel,
  toBetRow,
  toTransactionRow,
  transactionTypeOf,
} from './record-rows.ts';
export { statusLabel } from './status.ts';
