// The protection unit's entry (`@lobby/domain/protection`): exactly what code outside src/protection/ uses of it
// (player protection, issue #34).
export { signInNotice } from '../messages.notice.ts';
export { protectionMessages } from '../messages.protection.ts';
export { breakUntil, exclusionRequest } from './break.ts';
export { type DeviceSettings, readDeviceSettings } from './device-settings.ts';
export { elapsedLabel } from './elapsed.ts';
export { type DepositLimits, effectiveLimits, LIMIT_PERIODS } from './limit-state.ts';
export {
  applyLimitForm,
  checkLimitForm,
  type DepositRow,
  depositRefusal,
  type LimitForm,
  limitChanges,
  limitFormOf,
  limitRefusalText,
  limitsFromServer,
  pendingText,
  periodName,
  type ServerLimit,
} from './limits.ts';
export { effectiveInterval, type ProtectionProfile, protectionProfileOf } from './profile.ts';
export {
  acknowledgedAtOf,
  realityCheckMachine,
  type SessionResultView,
  type SessionTotals,
} from './reality-check.machine.ts';
export { connectSelfCheck, type SelfCheckEvent, type SelfCheckViewModel, selfCheckMachine } from './self-check.ts';
export { sessionTotals } from './session-totals.ts';
export { signInRefusal } from './sign-in.ts';
