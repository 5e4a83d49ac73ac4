import { assign, enqueueActions, fromPromise, type SnapshotFrom, setup } from 'xstate';
import { shellMessages } from '../messages/index.ts';
import type { CallResult, Verdict } from '../result/index.ts';
import { failureMessage } from './failure-message.ts';

/** A form's values: every field is the text in its input. */
export type FormValues = Record<string, string>;

/** The field a failed check or a refused call points at, and the message shown beside it. */
export type FormError = { field: string; message: string };

/** The most characters each of a form's text inputs holds (its `maxlength`), from the unit's rules. */
export type FieldLimits<F extends FormValues> = Readonly<Partial<Record<keyof F & string, number>>>;

/** What a form starts with: its fields, its check, how typing is cleaned and how much each input holds. */
export type FormInput<F extends FormValues> = {
  /** The fields as they start (empty, or prefilled from what the app holds). */
  values: F;
  /** The spec's rules in order (`checkProfile`, `checkPasswordChange`, ...): the first failure is shown. */
  check: (values: F) => Verdict;
  /** Cleans a field as it is typed (digits only, a length limit, no spaces in an address...); none by default. */
  clean?: (field: keyof F & string, value: string) => string;
  /** The inputs' `maxlength`s (`PROFILE_MAX_LENGTH`, `BANK_CARD_MAX_LENGTH`, ...); none by default. */
  maxLength?: FieldLimits<F>;
  /**
   * Whether a failed check empties the form, as the password page's last rule does (新旧密码不能一致！ clears
   * it). Nothing is cleared by default: the player keeps what they typed.
   */
  clearsOn?: (failure: FormError) => boolean;
  /** Whether a good answer empties the form (a payment-password change); by default it keeps the values. */
  clearOnSuccess?: boolean;
};

/** What the provided `submit` actor is given: the values (wrapped, so any form's type fits). */
export type FormSubmit<F extends FormValues> = { values: F };

/** What the provided `succeed` action is given: the values sent and the server's answer. */
export type FormSuccess<F extends FormValues, R> = { values: F; data: R; message: string };

/** `field.change` as the player types, `submit` on the button (ignored while one is in flight), `reset`, `values.set`. */
export type FormEvent<F extends FormValues> =
  | { type: 'field.change'; field: keyof F & string; value: string }
  | { type: 'submit' }
  | { type: 'reset' }
  /** Replaces the values and their starting point (user info that arrived after the form opened). */
  | { type: 'values.set'; values: F };

/** A form's state. */
export type FormContext<F extends FormValues> = {
  values: F;
  /** The starting values `reset` and the clearing rules return to. */
  initial: F;
  error: FormError | null;
  check: (values: F) => Verdict;
  clean: (field: keyof F & string, value: string) => string;
  maxLength: FieldLimits<F>;
  clearsOn: (failure: FormError) => boolean;
  clearOnSuccess: boolean;
};

const keep = (_field: string, value: string): string => value;
const never = (): boolean => false;

// In its own module so a machine that only needs the words (the rebate claim) does not bring the form machine along.
export { failureMessage } from './failure-message.ts';

type CheckAction =
  | { type: 'assignError'; params: FormError | null }
  | { type: 'notify'; params: { message: string } }
  | { type: 'clear' };

/**
 * What a check does: a pass clears the last error; a failure shows its message beside its field and as a toast,
 * and the password page's last rule also empties the form first.
 */
function checkActions<F extends FormValues>(context: FormContext<F>): CheckAction[] {
  const verdict = context.check(context.values);
  if (verdict.ok) return [{ type: 'assignError', params: null }];
  const failure = { field: verdict.field, message: verdict.message };
  const actions: CheckAction[] = [
    { type: 'assignError', params: failure },
    { type: 'notify', params: { message: failure.message } },
  ];
  return context.clearsOn(failure) ? [{ type: 'clear' }, ...actions] : actions;
}

type SettleAction<F extends FormValues, R> =
  | { type: 'succeed'; params: FormSuccess<F, R> }
  | { type: 'notify'; params: { message: string } }
  | { type: 'clear' };

/** What an answer does: a good one succeeds (and empties the form when asked); a refused one is toasted. */
function settleActions<F extends FormValues, R>(context: FormContext<F>, result: CallResult<R>): SettleAction<F, R>[] {
  if (!result.ok) return [{ type: 'notify', params: { message: failureMessage(result.error) } }];
  const succeed: SettleAction<F, R> = {
    type: 'succeed',
    params: { values: context.values, data: result.data, message: result.message },
  };
  return context.clearOnSuccess ? [succeed, { type: 'clear' }] : [succeed];
}

/**
 * Builds the machine of one form screen (profile, password, bank card, USDT address, agent application, wallet
 * bind and unbind) for its values `F`, the submit's payload being the values and `R` its answer.
 *
 * `editing` takes the player's typing (cleaned by `clean`, the field's error dropped as it changes); `submit`
 * runs `check` and shows the first failure beside its field and as a toast (`notify`), or moves to
 * `submitting` (tag `busy`; further submits are ignored, so one tap sends one request). A good answer runs the
 * provided `succeed` action (toast, navigation, user refresh) and, with `clearOnSuccess`, empties the form; a
 * refused one toasts the server's message (the network's when it has none) and keeps every value.
 *
 * The screen provides the `submit` actor (`{ values }` -> `CallResult<R>`), `notify` and `succeed`.
 */
export function createFormMachine<F extends FormValues, R = unknown>() {
  return setup({
    types: {
      context: {} as FormContext<F>,
      events: {} as FormEvent<F>,
      input: {} as FormInput<F>,
    },
    actors: {
      submit: fromPromise<CallResult<R>, FormSubmit<F>>(() =>
        Promise.reject(new Error('submit is provided by the screen')),
      ),
    },
    actions: {
      notify: (_, _params: { message: string }) => {},
      succeed: (_, _params: FormSuccess<F, R>) => {},
      assignError: assign((_, error: FormError | null) => ({ error })),
      clear: assign(({ context }) => ({ values: context.initial, error: null })),
    },
    guards: {
      passes: ({ context }) => context.check(context.values).ok,
    },
  }).createMachine({
    id: 'form',
    context: ({ input }) => ({
      values: input.values,
      initial: input.values,
      error: null,
      check: input.check,
      clean: input.clean ?? keep,
      maxLength: input.maxLength ?? ({} as FieldLimits<F>),
      clearsOn: input.clearsOn ?? never,
      clearOnSuccess: input.clearOnSuccess ?? false,
    }),
    initial: 'editing',
    on: {
      'values.set': {
        actions: assign(({ event }) => ({ values: event.values, initial: event.values, error: null })),
      },
    },
    states: {
      editing: {
        on: {
          'field.change': {
            actions: assign(({ context, event }) => ({
              values: { ...context.values, [event.field]: context.clean(event.field, event.value) },
              error: context.error?.field === event.field ? null : context.error,
            })),
          },
          reset: { actions: 'clear' },
          submit: [
            {
              guard: 'passes',
              target: 'submitting',
              actions: enqueueActions(({ context, enqueue }) => {
                for (const action of checkActions(context)) enqueue(action);
              }),
            },
            {
              actions: enqueueActions(({ context, enqueue }) => {
                for (const action of checkActions(context)) enqueue(action);
              }),
            },
          ],
        },
      },
      submitting: {
        tags: ['busy'],
        invoke: {
          src: 'submit',
          input: ({ context }) => ({ values: context.values }),
          onDone: [
            {
              guard: ({ event }) => event.output.ok,
              target: 'editing',
              actions: enqueueActions(({ context, event, enqueue }) => {
                for (const action of settleActions(context, event.output)) enqueue(action);
              }),
            },
            {
              target: 'editing',
              actions: enqueueActions(({ context, event, enqueue }) => {
                for (const action of settleActions(context, event.output)) enqueue(action);
              }),
            },
          ],
          // Provided calls answer with a result and never throw; a rejection still must not leave the form stuck.
          onError: {
            target: 'editing',
            actions: { type: 'notify', params: { message: shellMessages['auth.networkError'] } },
          },
        },
      },
    },
  });
}

/** The form machine for any values; screens build a typed one with createFormMachine. */
export const formMachine = createFormMachine<FormValues>();

/** A snapshot of a form machine of values `F` and answer `R`. */
export type FormSnapshot<F extends FormValues, R = unknown> = SnapshotFrom<ReturnType<typeof createFormMachine<F, R>>>;
