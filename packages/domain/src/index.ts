export { type AuthSnapshot, type AuthViewModel, connectAuth } from './auth/auth.connect.ts';
export {
  type AuthContext,
  type AuthError,
  type AuthEvent,
  type AuthInput,
  type AuthMode,
  type AuthToken,
  authMachine,
  type LoginPayload,
  type RegisterPayload,
} from './auth/auth.machine.ts';
export {
  AUTH_LIMITS,
  type AuthField,
  checkLogin,
  checkRegister,
  type LoginForm,
  type RegisterForm,
} from './auth/auth.rules.ts';
export {
  CAPTCHA_CODES,
  captchaCodeAt,
  captchaCount,
  isCaptchaMatch,
  pickCaptcha,
  sameCaptchaCode,
} from './captcha/captcha.ts';
export { formatMessage, labels, type MessageKey, messages } from './messages.ts';
export {
  BALANCE_POLL_MS,
  type PollerEvent,
  type PollerInput,
  pollerMachine,
} from './poller/poller.machine.ts';
export type { CallError, CallResult } from './result.ts';
export {
  type AlertParams,
  type AppContext,
  type AppEvent,
  type AppInput,
  type AppSnapshot,
  appMachine,
  type LogoutPrompt,
  selectBalance,
  selectGameBalance,
  selectIsMaintenance,
  selectIsSignedIn,
  selectSite,
  selectSiteError,
  selectSiteFailed,
  selectUser,
} from './session/app.machine.ts';
export { type AppInfo, type Balance, parseVip, type SessionUser } from './session/session.types.ts';
export type { Verdict } from './verdict.ts';
