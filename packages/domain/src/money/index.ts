// The money unit's entry: exactly what code outside src/money/ uses of it.
export {
  type AmountInput,
  amountMessages,
  amountProblem,
  canonicalText,
  normaliseAmountText,
  parseAmount,
} from './amount.ts';
export { divideRound, formatDecimal, fromUnits, parseDecimal, subtract, toDecimal } from './decimal.ts';
export {
  createMoneyIntentMachine,
  type IntentEvent,
  type IntentFields,
  type IntentInput,
  type IntentOutput,
  intentFailure,
  type KeptIntent,
  OUTCOME_CHECK_WINDOW_MS,
  type StoredIntent,
} from './intent.machine.ts';
export {
  checkingLabel,
  isOutcomeUncertain,
  type LedgerEntry,
  type LedgerPage,
  type LedgerQuery,
  type OutcomeMatch,
  outcomeLabel,
  outcomeMessages,
  outcomeNotice,
  RECHECK_LABEL,
  resendQuestion,
} from './outcome.ts';
export { toUsdt, usdtReceived } from './usdt.ts';
