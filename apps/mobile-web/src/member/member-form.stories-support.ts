// Story support for the member forms: the real form machine driven by public events, its submit never answering,
// so every state a story shows is one a player can reach (stories only; no screen imports it).
import {
  type CallResult,
  connectForm,
  createFormMachine,
  type FormEvent,
  type FormInput,
  type FormValues,
  type FormViewModel,
} from '@lobby/domain';
import { createActor, fromPromise } from 'xstate';

const never = () => new Promise<CallResult<null>>(() => {});

/** The view model after `events`, from `input` (a `submit` that passes the check leaves the form busy). */
export function formAfter<F extends FormValues>(input: FormInput<F>, events: FormEvent<F>[] = []): FormViewModel<F> {
  const machine = createFormMachine<F, null>().provide({ actors: { submit: fromPromise(never) } });
  const actor = createActor(machine, { input }).start();
  for (const event of events) actor.send(event);
  return connectForm(actor.getSnapshot(), actor.send);
}

/** Changes `values` one field at a time, then submits. */
export function typedThenSubmitted<F extends FormValues>(values: Partial<F>): FormEvent<F>[] {
  const changes = Object.entries(values).map(
    ([field, value]) => ({ type: 'field.change', field, value: value as string }) as FormEvent<F>,
  );
  return [...changes, { type: 'submit' }];
}
