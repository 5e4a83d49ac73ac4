// The protection unit's entry (`@lobby/domain/protection`): player protection's rules (issue #34).
export { type ProtectionMessageKey, protectionMessages } from '../messages.protection.ts';
export { breakConfirmations, breakDuration, breakUntil, chinaTime, exclusionRequest, signInRefusal } from './break.ts';
export { elapsedLabel } from './elapsed.ts';
export {
  COOLING_OFF_MS,
  type CountedDeposit,
  type DepositLimit,
  type DepositLimits,
  depositRefusal,
  effectiveLimits,
  LIMIT_PERIODS,
  type LimitPeriod,
  type LimitRefusal,
  limitRefusalText,
  NO_LIMITS,
  PERIOD_MS,
  pendingText,
  periodName,
  readLimitText,
  setLimit,
  usedInWindow,
} from './limits.ts';
export {
  BREAK_DAYS,
  DEFAULT_REALITY_CHECK_MINUTES,
  effectiveInterval,
  intervalOptions,
  type ProtectionProfile,
  protectionProfileOf,
  REALITY_CHECK_INTERVALS,
} from './profile.ts';
export {
  acknowledgedAtOf,
  isRealityCheckBlocking,
  type RealityCheckContext,
  type RealityCheckEvent,
  type RealityCheckInput,
  realityCheckMachine,
  type SessionResultView,
  type SessionTotals,
  sessionResultView,
} from './reality-check.machine.ts';
export {
  bandOf,
  SELF_CHECK_ANSWERS,
  SELF_CHECK_QUESTIONS,
  type SelfCheckBand,
  type SelfCheckResult,
  scoreSelfCheck,
} from './self-check.ts';
