import type { FieldLimits, FormError, FormEvent, FormSnapshot, FormValues } from './form.machine.ts';

/** What a form view renders and every way it can answer, with no xstate in sight. */
export type FormViewModel<F extends FormValues> = {
  values: F;
  /** The most characters each text input holds (its `maxlength`), as the unit's rules say. */
  maxLength: FieldLimits<F>;
  /** A submit is in flight: the button shows busy and further taps do nothing. */
  busy: boolean;
  error: FormError | null;
  /** The message shown beside a field, when the last check or answer blamed it. */
  fieldError: (field: keyof F & string) => string | undefined;
  setField: (field: keyof F & string, value: string) => void;
  submit: () => void;
  reset: () => void;
};

/** Turns a form-machine snapshot into the view model; `send` is the actor's send. */
export function connectForm<F extends FormValues, R>(
  snapshot: FormSnapshot<F, R>,
  send: (event: FormEvent<F>) => void,
): FormViewModel<F> {
  const { values, error, maxLength } = snapshot.context;
  return {
    values,
    maxLength,
    busy: snapshot.hasTag('busy'),
    error,
    fieldError: (field) => (error?.field === field ? error.message : undefined),
    setField: (field, value) => send({ type: 'field.change', field, value }),
    submit: () => send({ type: 'submit' }),
    reset: () => send({ type: 'reset' }),
  };
}
