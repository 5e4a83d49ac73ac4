// One text field of a form, bound: its value, the message the last check or answer blamed on it, and typing into
// it. Any form view model with `values`, `fieldError` and `setField` (domain's `connectForm`, the deposit and the
// login forms) binds this way, so a view spells each field once: `<TextField label="…" {...bindField(vm, 'x')} />`.

/** A form a field binds to: what it holds, the message blamed on a field, and how a field changes. */
export interface BindableForm<F> {
  readonly values: F;
  fieldError: (field: keyof F & string) => string | undefined;
  setField: (field: keyof F & string, value: string) => void;
}

/** The fields of `F` that hold text. */
export type TextFieldName<F> = { [K in keyof F & string]: F[K] extends string ? K : never }[keyof F & string];

/** What {@link bindField} gives a `TextField` (or a `<textarea>`). */
export type BoundField = {
  name: string;
  value: string;
  error: string | undefined;
  onChange: (event: { currentTarget: { value: string } }) => void;
};

/** The props that show and edit one text field of `form`: its name, value and message, and its change. */
export function bindField<F, K extends TextFieldName<F>>(form: BindableForm<F>, field: K): BoundField {
  return {
    name: field,
    value: form.values[field] as string,
    error: form.fieldError(field),
    onChange: (event) => form.setField(field, event.currentTarget.value),
  };
}
