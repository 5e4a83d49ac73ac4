// The form unit's entry: exactly what code outside src/form/ uses of it.
export { failureMessage } from './failure-message.ts';
export { connectForm, type FormViewModel } from './form.connect.ts';
export {
  createFormMachine,
  type FormError,
  type FormEvent,
  type FormInput,
  type FormSubmit,
  type FormValues,
  formMachine,
} from './form.machine.ts';
