import { and, assign, enqueueActions, fromPromise, setup } from 'xstate';
import { captchaCodeAt, pickCaptcha } from '../captcha/captcha.ts';
import { messages } from '../messages.ts';
import type { CallError, CallResult } from '../result.ts';
import type { Verdict } from '../verdict.ts';
import {
  AUTH_LIMITS,
  type AuthField,
  checkLogin,
  checkRegister,
  type LoginForm,
  type RegisterForm,
} from './auth.rules.ts';

/** 0 is login, 1 is registration (the `type` query parameter of /login). */
export type AuthMode = 0 | 1;

/** What the login screen starts the machine with; `random` drives captcha picks so tests can fix it. */
export type AuthInput = { mode: AuthMode; pid: string | null; random: () => number };

/**
 * The field a failed check points at and the message shown for it; {@link FORM_ERROR} for the server's refusal
 * of the whole form.
 */
export type AuthError = { field: string; message: string };

/**
 * The `field` of an error that belongs to the whole form: the server's words when it refused a login or a
 * registration. The server names no field (the real backend's register answers 密码8到20位 for the login and the
 * payment password alike), so the view shows them beside the form, with everything typed kept.
 */
export const FORM_ERROR = 'form';

/** What a login sends. */
export type LoginPayload = { name: string; password: string; code: string };

/** What a registration sends; `pid` (the promoter) only when there is one. */
export type RegisterPayload = {
  name: string;
  password: string;
  confirmPass: string;
  realname: string;
  paypassword: string;
  pid?: string;
};

/** What a successful login or registration yields. */
export type AuthToken = { token: string };

/** The login screen's state. */
export type AuthContext = {
  mode: AuthMode;
  login: LoginForm;
  register: RegisterForm;
  pid: string | null;
  captcha: number;
  passwordVisible: boolean;
  error: AuthError | null;
  random: () => number;
};

/** Everything the login screen can tell the machine. `agreed` takes a boolean, every other field a string. */
export type AuthEvent =
  | { type: 'mode.switch' }
  | { type: 'mode.set'; mode: AuthMode }
  | { type: 'field.change'; field: AuthField; value: string | boolean }
  | { type: 'password.toggle' }
  | { type: 'captcha.refresh' }
  | { type: 'submit' };

const emptyLogin = (): LoginForm => ({ name: '', password: '', code: '' });

const emptyRegister = (): RegisterForm => ({
  agreed: true,
  name: '',
  password: '',
  confirmPass: '',
  realname: '',
  paypassword: '',
  code: '',
});

function verdictOf(context: AuthContext): Verdict {
  const code = captchaCodeAt(context.captcha);
  return context.mode === 0 ? checkLogin(context.login, code) : checkRegister(context.register, code);
}

// Typing past the limit is dropped rather than reported, as the inputs' maxlength would do.
function limitInput(field: AuthField, value: string): string {
  if (field === 'code') return value.slice(0, AUTH_LIMITS.captchaLength);
  if (field === 'paypassword') return value.replace(/\D/g, '').slice(0, AUTH_LIMITS.payPasswordLength);
  return value;
}

function changeField(context: AuthContext, field: AuthField, value: string | boolean): Partial<AuthContext> {
  const error = context.error?.field === field ? null : context.error;
  if (field === 'agreed') {
    return context.mode === 1 && typeof value === 'boolean'
      ? { register: { ...context.register, agreed: value }, error }
      : {};
  }
  if (typeof value !== 'string') return {};
  const text = limitInput(field, value);
  if (context.mode === 1) return { register: { ...context.register, [field]: text }, error };
  if (field === 'name' || field === 'password' || field === 'code') {
    return { login: { ...context.login, [field]: text }, error };
  }
  return {};
}

function registerPayload({ register, pid }: AuthContext): RegisterPayload {
  const { name, password, confirmPass, realname, paypassword } = register;
  return pid
    ? { name, password, confirmPass, realname, paypassword, pid }
    : { name, password, confirmPass, realname, paypassword };
}

function failureMessage(error: CallError): string {
  return error.kind === 'network' || error.message === '' ? messages['auth.networkError'] : error.message;
}

const authSetup = setup({
  types: {
    context: {} as AuthContext,
    events: {} as AuthEvent,
    input: {} as AuthInput,
  },
  actors: {
    submitLogin: fromPromise<CallResult<AuthToken>, LoginPayload>(() =>
      Promise.reject(new Error('submitLogin is provided by the app')),
    ),
    submitRegister: fromPromise<CallResult<AuthToken>, RegisterPayload>(() =>
      Promise.reject(new Error('submitRegister is provided by the app')),
    ),
  },
  actions: {
    notify: (_, _params: { message: string }) => {},
    authenticate: (_, _params: AuthToken) => {},
    resetForms: assign(({ context }) => ({
      login: emptyLogin(),
      register: emptyRegister(),
      passwordVisible: false,
      error: null,
      captcha: pickCaptcha(context.random, context.captcha),
    })),
    renewCaptcha: assign(({ context }) => ({
      login: { ...context.login, code: '' },
      register: { ...context.register, code: '' },
      captcha: pickCaptcha(context.random, context.captcha),
    })),
    clearError: assign({ error: null }),
    showError: assign((_, error: AuthError) => ({ error })),
  },
  guards: {
    isLoginMode: ({ context }) => context.mode === 0,
    isFormValid: ({ context }) => verdictOf(context).ok,
  },
});

type CheckAction =
  | { type: 'clearError' }
  | { type: 'showError'; params: AuthError }
  | { type: 'notify'; params: { message: string } }
  | { type: 'renewCaptcha' };

function checkActions(verdict: Verdict): CheckAction[] {
  if (verdict.ok) return [{ type: 'clearError' }];
  const { field, message } = verdict;
  const actions: CheckAction[] = [
    { type: 'showError', params: { field, message } },
    { type: 'notify', params: { message } },
  ];
  // A wrong answer burns the image: the player must read a new one.
  return field === 'code' ? [...actions, { type: 'renewCaptcha' }] : actions;
}

// Every submit applies the check's outcome; only a passing one moves on to the call.
const applyCheck = authSetup.enqueueActions(({ context, enqueue }) => {
  for (const action of checkActions(verdictOf(context))) enqueue(action);
});

type SettleAction =
  | { type: 'authenticate'; params: AuthToken }
  | { type: 'showError'; params: AuthError }
  | { type: 'notify'; params: { message: string } }
  | { type: 'renewCaptcha' };

function settleActions(result: CallResult<AuthToken>): SettleAction[] {
  if (result.ok) return [{ type: 'authenticate', params: { token: result.data.token } }];
  const message = failureMessage(result.error);
  // The words stay beside the form until the next submit; the toast is the spec's (part 1 §8). The server has seen
  // this captcha answer, so the next attempt gets a fresh image; every other field keeps what was typed.
  return [
    { type: 'showError', params: { field: FORM_ERROR, message } },
    { type: 'notify', params: { message } },
    { type: 'renewCaptcha' },
  ];
}

/**
 * The login and registration screen: two modes over one captcha, client-side checks in the spec's order, then
 * `submitLogin` or `submitRegister`. The app provides those actors and the `notify` (toast) and `authenticate`
 * (store the token and start the session) actions.
 */
export const authMachine = authSetup.createMachine({
  id: 'auth',
  context: ({ input }) => ({
    mode: input.mode,
    login: emptyLogin(),
    register: emptyRegister(),
    pid: input.pid,
    captcha: pickCaptcha(input.random),
    passwordVisible: false,
    error: null,
    random: input.random,
  }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        'mode.switch': {
          actions: [assign({ mode: ({ context }) => (context.mode === 0 ? 1 : 0) }), 'resetForms'],
        },
        'mode.set': {
          guard: ({ context, event }) => event.mode !== context.mode,
          actions: [assign({ mode: ({ event }) => event.mode }), 'resetForms'],
        },
        'field.change': {
          actions: assign(({ context, event }) => changeField(context, event.field, event.value)),
        },
        'password.toggle': {
          actions: assign({ passwordVisible: ({ context }) => !context.passwordVisible }),
        },
        'captcha.refresh': {
          actions: assign({ captcha: ({ context }) => pickCaptcha(context.random, context.captcha) }),
        },
        submit: [
          { guard: and(['isFormValid', 'isLoginMode']), target: 'submitting.login', actions: applyCheck },
          { guard: 'isFormValid', target: 'submitting.register', actions: applyCheck },
          { actions: applyCheck },
        ],
      },
    },
    submitting: {
      tags: ['busy'],
      // Entered only through submitting.login or submitting.register; xstate still wants a default.
      initial: 'login',
      states: {
        login: {
          invoke: {
            src: 'submitLogin',
            input: ({ context }) => ({ ...context.login }),
            onDone: [
              {
                guard: ({ event }) => event.output.ok,
                target: '#auth.authenticated',
                actions: enqueueActions(({ event, enqueue }) => {
                  for (const action of settleActions(event.output)) enqueue(action);
                }),
              },
              {
                target: '#auth.editing',
                actions: enqueueActions(({ event, enqueue }) => {
                  for (const action of settleActions(event.output)) enqueue(action);
                }),
              },
            ],
            // Provided actors answer with a result and never throw; a rejection still must not leave the form stuck.
            onError: {
              target: '#auth.editing',
              actions: [{ type: 'notify', params: { message: messages['auth.networkError'] } }, 'renewCaptcha'],
            },
          },
        },
        register: {
          invoke: {
            src: 'submitRegister',
            input: ({ context }) => registerPayload(context),
            onDone: [
              {
                guard: ({ event }) => event.output.ok,
                target: '#auth.authenticated',
                actions: enqueueActions(({ event, enqueue }) => {
                  for (const action of settleActions(event.output)) enqueue(action);
                }),
              },
              {
                target: '#auth.editing',
                actions: enqueueActions(({ event, enqueue }) => {
                  for (const action of settleActions(event.output)) enqueue(action);
                }),
              },
            ],
            // Provided actors answer with a result and never throw; a rejection still must not leave the form stuck.
            onError: {
              target: '#auth.editing',
              actions: [{ type: 'notify', params: { message: messages['auth.networkError'] } }, 'renewCaptcha'],
            },
          },
        },
      },
    },
    authenticated: { type: 'final' },
  },
});
