import type { SnapshotFrom } from 'xstate';
import { captchaCodeAt } from '../captcha/index.ts';
import { type AuthError, type AuthEvent, type AuthMode, type authMachine, FORM_ERROR } from './auth.machine.ts';
import { AUTH_LIMITS, type AuthField, type LoginForm, type RegisterForm } from './auth.rules.ts';

/** A snapshot of the login screen's machine. */
export type AuthSnapshot = SnapshotFrom<typeof authMachine>;

/** Everything the login view renders and every way it can answer, with no xstate in sight. */
export type AuthViewModel = {
  mode: AuthMode;
  login: LoginForm;
  register: RegisterForm;
  captchaIndex: number;
  /** The shown captcha's code, for a view that draws the image itself. */
  captchaCode: string;
  passwordVisible: boolean;
  /** A submit is in flight: the buttons are disabled. */
  busy: boolean;
  error: AuthError | null;
  /** The server's refusal of the last submit (a login or a registration), shown beside the form; else undefined. */
  formError: string | undefined;
  /** Registration's second step is under way: the player's six digits are being set (the account exists). */
  settingPayPassword: boolean;
  /**
   * The username this tab registered whose payment password is not set yet, or null: a submit with that name only
   * sets the payment password.
   */
  pendingName: string | null;
  /** The captcha box's and the pay password's maxlength. */
  limits: typeof AUTH_LIMITS;
  fieldError: (field: AuthField) => string | undefined;
  switchMode: () => void;
  setField: <F extends AuthField>(field: F, value: RegisterForm[F]) => void;
  togglePassword: () => void;
  refreshCaptcha: () => void;
  submit: () => void;
};

/** Turns a login-machine snapshot into the view model; `send` is the actor's send. */
export function connectAuth(snapshot: AuthSnapshot, send: (event: AuthEvent) => void): AuthViewModel {
  const { context } = snapshot;
  return {
    mode: context.mode,
    login: context.login,
    register: context.register,
    captchaIndex: context.captcha,
    captchaCode: captchaCodeAt(context.captcha),
    passwordVisible: context.passwordVisible,
    busy: snapshot.hasTag('busy'),
    error: context.error,
    formError: context.error?.field === FORM_ERROR ? context.error.message : undefined,
    settingPayPassword: snapshot.hasTag('payPassword'),
    pendingName: context.pending.name || null,
    limits: AUTH_LIMITS,
    fieldError: (field) => (context.error?.field === field ? context.error.message : undefined),
    switchMode: () => send({ type: 'mode.switch' }),
    setField: (field, value) => send({ type: 'field.change', field, value }),
    togglePassword: () => send({ type: 'password.toggle' }),
    refreshCaptcha: () => send({ type: 'captcha.refresh' }),
    submit: () => send({ type: 'submit' }),
  };
}
