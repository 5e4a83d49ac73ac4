import { and, assign, enqueueActions, fromPromise, setup } from 'xstate';
import { captchaCodeAt, pickCaptcha } from '../captcha/index.ts';
import { messages } from '../messages/index.ts';
import { isOutcomeUncertain } from '../money/index.ts';
import type { Verdict } from '../result/index.ts';
import { type CallError, type CallResult, dataOr, errorOf } from '../result/index.ts';
import {
  AUTH_LIMITS,
  type AuthField,
  checkLogin,
  checkRegister,
  type LoginForm,
  type RegisterForm,
} from './auth.rules.ts';
import {
  oneTimePayPassword,
  type PayPasswordChange,
  type PendingRegistration,
  payPasswordPendingMessage,
  registrationMessages,
  WRONG_CURRENT_PASSWORD_CODE,
  withCandidate,
} from './registration.ts';

/** 0 is login, 1 is registration (the `type` query parameter of /login). */
export type AuthMode = 0 | 1;

/**
 * What the login screen starts the machine with: `random` drives captcha picks so tests can fix it; `randomBytes`
 * makes registration's one-time payment password (the app's `crypto.getRandomValues`); `pending`, a registration
 * this tab started whose payment password is not set yet (kept by the app through `keepRegistration`).
 */
export type AuthInput = {
  mode: AuthMode;
  pid: string | null;
  random: () => number;
  randomBytes: (count: number) => Uint8Array;
  pending?: PendingRegistration | null;
};

/** A registration as sent: the one-time payment password goes with it; `password` is the login password sent. */
type RegisterAttempt = { name: string; password: string; oneTime: string };

// "None" as values rather than null: a submitted username is never empty, so no name matches these.
const NO_ATTEMPT: RegisterAttempt = { name: '', password: '', oneTime: '' };
const NO_PENDING: PendingRegistration = { name: '', token: '', candidates: [] };

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
  randomBytes: (count: number) => Uint8Array;
  /** Registered, payment password not set yet: a submit with this name only sets it (name '' for none). */
  pending: PendingRegistration;
  /** The registration being sent. */
  sending: RegisterAttempt;
  /**
   * The last registration whose answer never came (name '' for none): it may have created the account, so a retry
   * reuses its one-time password.
   */
  unanswered: RegisterAttempt;
  /** Which of the pending registration's candidates the second step is trying as the current payment password. */
  candidate: number;
  /** The server's words for a registration refused as a taken name, shown if the account cannot be recovered. */
  refusal: string;
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

// The backend wants 8 characters or more for the payment password at registration: the one-time password goes,
// and the player's six digits follow in the second step.
function registerPayload({ register, pid, sending }: AuthContext): RegisterPayload {
  const { name, password, confirmPass, realname } = register;
  const paypassword = sending.oneTime;
  return pid
    ? { name, password, confirmPass, realname, paypassword, pid }
    : { name, password, confirmPass, realname, paypassword };
}

// A retry after an unanswered registration of the same name sends the same one-time password: if the lost one
// created the account, the recovered session's payment password is that one.
function nextAttempt({ register, unanswered, randomBytes }: AuthContext): RegisterAttempt {
  const oneTime = unanswered.name === register.name ? unanswered.oneTime : oneTimePayPassword(randomBytes);
  return { name: register.name, password: register.password, oneTime };
}

function payPasswordChange({ pending, candidate, register }: AuthContext): PayPasswordChange {
  const current = pending.candidates.slice(candidate, candidate + 1).join('');
  return { token: pending.token, current, next: register.paypassword };
}

const isWrongCurrent = (result: CallResult<unknown>) =>
  !result.ok && result.error.kind === 'server' && result.error.code === WRONG_CURRENT_PASSWORD_CODE;

const isNameTaken = (result: CallResult<unknown>) =>
  !result.ok && result.error.kind === 'server' && result.error.code === NAME_TAKEN_CODE;

/** The backend's code for a taken username at registration (201 此用户名已被注册). */
const NAME_TAKEN_CODE = 201;

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
    setPayPassword: fromPromise<CallResult<unknown>, PayPasswordChange>(() =>
      Promise.reject(new Error('setPayPassword is provided by the app')),
    ),
  },
  actions: {
    notify: (_, _params: { message: string }) => {},
    authenticate: (_, _params: AuthToken) => {},
    /** Keeps a registration whose payment password is not set yet, for the tab's session (a reload included). */
    keepRegistration: (_, _params: PendingRegistration) => {},
    /** Forgets it once the payment password is set. */
    forgetRegistration: () => {},
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
    isOk: (_, result: CallResult<unknown>) => result.ok,
    isUncertain: (_, result: CallResult<unknown>) => !result.ok && isOutcomeUncertain(result.error),
    isLoginMode: ({ context }) => context.mode === 0,
    isFormValid: ({ context }) => verdictOf(context).ok,
    isPendingName: ({ context }) => context.pending.name === context.register.name,
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

function failedActions(message: string): SettleAction[] {
  // The words stay beside the form until the next submit; the toast is the spec's (part 1 §8). The server has seen
  // this captcha answer, so the next attempt gets a fresh image; every other field keeps what was typed.
  return [
    { type: 'showError', params: { field: FORM_ERROR, message } },
    { type: 'notify', params: { message } },
    { type: 'renewCaptcha' },
  ];
}

function settleActions(result: CallResult<AuthToken>): SettleAction[] {
  if (result.ok) return [{ type: 'authenticate', params: { token: result.data.token } }];
  return failedActions(failureMessage(result.error));
}

const reasonOf = (output: CallResult<unknown>) => failureMessage(errorOf(output));

// Registration's first step answered with the new player's token (`attempt` is what was sent): kept, a retry then
// only sets the payment password.
function pendingAfter(attempt: RegisterAttempt, output: CallResult<AuthToken>): PendingRegistration {
  return { name: attempt.name, token: dataOr(output, { token: '' }).token, candidates: [attempt.oneTime] };
}

/**
 * The login and registration screen: two modes over one captcha, client-side checks in the spec's order, then
 * `submitLogin`, or registration in two steps (registration.ts): `submitRegister` with a one-time payment
 * password, then `setPayPassword` with the player's six digits and the new token; the player is authenticated only
 * when both are done, and a retry redoes only what is left. The app provides those actors and the `notify` (toast),
 * `authenticate` (store the token and start the session), `keepRegistration` and `forgetRegistration` actions.
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
    randomBytes: input.randomBytes,
    pending: input.pending ?? NO_PENDING,
    sending: NO_ATTEMPT,
    unanswered: NO_ATTEMPT,
    candidate: 0,
    refusal: '',
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
          {
            guard: and(['isFormValid', 'isPendingName']),
            target: 'submitting.payPassword',
            actions: [applyCheck, assign({ candidate: 0 })],
          },
          {
            guard: 'isFormValid',
            target: 'submitting.register',
            actions: [applyCheck, assign({ sending: ({ context }) => nextAttempt(context) })],
          },
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
                guard: { type: 'isOk', params: ({ event }) => event.output },
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
                guard: { type: 'isOk', params: ({ event }) => event.output },
                target: 'payPassword',
                actions: enqueueActions(({ context, event, enqueue }) => {
                  const pending = pendingAfter(context.sending, event.output);
                  enqueue.assign({ pending, sending: NO_ATTEMPT, unanswered: NO_ATTEMPT, candidate: 0 });
                  enqueue({ type: 'keepRegistration', params: pending });
                }),
              },
              {
                // A taken name after a registration of that name went unanswered: it may be that one. Its login
                // (the password it sent) recovers the token, and the second step follows with its one-time password.
                guard: ({ context, event }) =>
                  isNameTaken(event.output) && context.unanswered.name === context.register.name,
                target: 'recovering',
                actions: assign({ refusal: ({ event }) => reasonOf(event.output) }),
              },
              {
                guard: { type: 'isUncertain', params: ({ event }) => event.output },
                target: '#auth.editing',
                actions: [
                  assign({ unanswered: ({ context }) => context.sending, sending: NO_ATTEMPT }),
                  enqueueActions(({ event, enqueue }) => {
                    for (const action of failedActions(reasonOf(event.output))) enqueue(action);
                  }),
                ],
              },
              {
                target: '#auth.editing',
                actions: [
                  assign({ sending: NO_ATTEMPT }),
                  enqueueActions(({ event, enqueue }) => {
                    for (const action of failedActions(reasonOf(event.output))) enqueue(action);
                  }),
                ],
              },
            ],
            // Provided actors answer with a result and never throw; a rejection still must not leave the form stuck.
            onError: {
              target: '#auth.editing',
              actions: [{ type: 'notify', params: { message: messages['auth.networkError'] } }, 'renewCaptcha'],
            },
          },
        },
        recovering: {
          invoke: {
            src: 'submitLogin',
            input: ({ context }) => ({
              name: context.unanswered.name,
              password: context.unanswered.password,
              code: context.register.code,
            }),
            onDone: [
              {
                guard: { type: 'isOk', params: ({ event }) => event.output },
                target: 'payPassword',
                actions: enqueueActions(({ context, event, enqueue }) => {
                  const pending = pendingAfter(context.unanswered, event.output);
                  enqueue.assign({ pending, sending: NO_ATTEMPT, unanswered: NO_ATTEMPT, candidate: 0 });
                  enqueue({ type: 'keepRegistration', params: pending });
                }),
              },
              {
                target: '#auth.editing',
                actions: enqueueActions(({ context, enqueue }) => {
                  for (const action of failedActions(context.refusal)) enqueue(action);
                }),
              },
            ],
            onError: {
              target: '#auth.editing',
              actions: enqueueActions(({ context, enqueue }) => {
                for (const action of failedActions(context.refusal)) enqueue(action);
              }),
            },
          },
        },
        // The second step: the player's six digits with the new token, trying each candidate as the current one.
        payPassword: {
          tags: ['payPassword'],
          invoke: {
            src: 'setPayPassword',
            input: ({ context }) => payPasswordChange(context),
            onDone: [
              {
                guard: { type: 'isOk', params: ({ event }) => event.output },
                target: '#auth.authenticated',
                actions: [
                  'forgetRegistration',
                  { type: 'authenticate', params: ({ context }) => ({ token: context.pending.token }) },
                  assign({ pending: NO_PENDING }),
                ],
              },
              {
                // Not the current one: an earlier second step took effect; try the next candidate.
                guard: ({ context, event }) =>
                  isWrongCurrent(event.output) && context.candidate + 1 < context.pending.candidates.length,
                target: 'payPassword',
                reenter: true,
                actions: assign({ candidate: ({ context }) => context.candidate + 1 }),
              },
              {
                guard: ({ event }) => isWrongCurrent(event.output),
                target: '#auth.editing',
                actions: enqueueActions(({ enqueue }) => {
                  for (const action of failedActions(registrationMessages.payPasswordLost)) enqueue(action);
                }),
              },
              {
                guard: { type: 'isUncertain', params: ({ event }) => event.output },
                target: '#auth.editing',
                actions: enqueueActions(({ context, event, enqueue }) => {
                  // The answer never came: the six digits it sent may be the payment password now.
                  const pending = withCandidate(context.pending, context.register.paypassword);
                  enqueue.assign({ pending });
                  enqueue({ type: 'keepRegistration', params: pending });
                  for (const action of failedActions(payPasswordPendingMessage(reasonOf(event.output)))) {
                    enqueue(action);
                  }
                }),
              },
              {
                target: '#auth.editing',
                actions: enqueueActions(({ event, enqueue }) => {
                  for (const action of failedActions(payPasswordPendingMessage(reasonOf(event.output)))) {
                    enqueue(action);
                  }
                }),
              },
            ],
            onError: {
              target: '#auth.editing',
              actions: enqueueActions(({ enqueue }) => {
                for (const action of failedActions(payPasswordPendingMessage(messages['auth.networkError']))) {
                  enqueue(action);
                }
              }),
            },
          },
        },
      },
    },
    authenticated: { type: 'final' },
  },
});
