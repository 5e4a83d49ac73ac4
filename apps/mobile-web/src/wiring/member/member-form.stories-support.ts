// Story support for the member forms: the real form machine driven by public events, its submit never answering,
// so every state a story shows is one a player can reach (stories only; no screen imports it).

import {
  connectForm,
  createFormMachine,
  type FormEvent,
  type FormInput,
  type FormValues,
  type FormViewModel,
} from '@lobby/domain/form';
import type { CallResult } from '@lobby/domain/result';
import { useMemo } from 'react';
import { createActor, fromPromise } from 'xstate';
import { useMachine } from '../app/actor-state.ts';

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

/**
 * The view model of a running form (a hook for a story's `render`): typing into the view goes through the form's
 * real cleaner and shows what the form keeps; a submit that passes the check stays busy.
 */
export function useLiveForm<F extends FormValues>(input: FormInput<F>): FormViewModel<F> {
  const machine = useMemo(() => createFormMachine<F, null>().provide({ actors: { submit: fromPromise(never) } }), []);
  const [snapshot, send] = useMachine(machine, { input });
  return connectForm(snapshot, send);
}

/**
 * A payment password the player already has, as one of the platform's players chose it: 8+ characters, letters, a
 * symbol and a space (its register took any characters, at least 8).
 */
export const LONG_PAY_PASSWORD = 'Pay!2024 abc';

/**
 * A field for the payment password the player has: masked, not the login password's (autocomplete off), on the
 * text keyboard (no numeric `inputmode`) and with no length cut of its own (no `maxlength`).
 */
export const HELD_PAY_PASSWORD_FIELD = { type: 'password', autocomplete: 'off', inputmode: null, maxlength: null };

/** The attributes of `input` that {@link HELD_PAY_PASSWORD_FIELD} names. */
export function payPasswordFieldOf(input: HTMLElement): Record<keyof typeof HELD_PAY_PASSWORD_FIELD, string | null> {
  const read = (name: string) => input.getAttribute(name);
  return {
    type: read('type'),
    autocomplete: read('autocomplete'),
    inputmode: read('inputmode'),
    maxlength: read('maxlength'),
  };
}
