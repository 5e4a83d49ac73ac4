// The protection unit's entry (`@lobby/domain/protection`): player protection's rules (issue #34).
export { signInNotice } from '../messages.notice.ts';
export { type ProtectionMessageKey, protectionMessages } from '../messages.protection.ts';
export { breakConfirmations, breakDuration, breakUntil, exclusionRequest } from './break.ts';
export { type DeviceSettings, NO_DEVICE_SETTINGS, readDeviceSettings } from './device-settings.ts';
export { elapsedLabel } from './elapsed.ts';
export {
  COOLING_OFF_MS,
  type DepositLimit,
  type DepositLimits,
  effectiveLimits,
  LIMIT_PERIODS,
  type LimitPeriod,
  NO_LIMITS,
  PERIOD_MS,
  setLimit,
} from './limit-state.ts';
export {
  applyLimitForm,
  checkLimitForm,
  type DepositRow,
  depositRefusal,
  type LimitForm,
  type LimitRefusal,
  limitFormOf,
  limitRefusalText,
  pendingText,
  periodName,
  readLimitText,
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
  connectSelfCheck,
  SELF_CHECK_ANSWERS,
  SELF_CHECK_QUESTIONS,
  type SelfCheckBand,
  type SelfCheckEvent,
  type SelfCheckResult,
  type SelfCheckViewModel,
  scoreSelfCheck,
  selfCheckMachine,
} from './self-check.ts';
export { type CountedBet, sessionTotals } from './session-totals.ts';
export { chinaTime, signInRefusal } from './sign-in.ts';
