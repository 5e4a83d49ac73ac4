// /password's call area and live actors: the account area bound to the app's one transport, in this route's chunk.
import { createAccountApi } from '@lobby/api';
import { createFormMachine, type FormSubmit } from '@lobby/domain/form';
import type { PasswordChangeForm } from '@lobby/domain/profile';
import { fromPromise } from 'xstate';
import { toaster } from '../../wiring/app/effects.ts';
import { toCallResult, transport, withLoading } from '../../wiring/app/providers.ts';

const accountApi = createAccountApi(transport);

/** The wire's names: `paypassword` is the new password (whatever its kind), `newpasword` its confirmation. */
function wirePayload({ current, next, confirm }: PasswordChangeForm) {
  return { password: current, paypassword: next, newpasword: confirm };
}

const notify = (_: unknown, { message }: { message: string }) => toaster.show(message, { kind: 'error' });

/** The login-password form (type 1) with the real call; the screen adds `succeed`. */
export const liveLoginPasswordMachine = createFormMachine<PasswordChangeForm, null>().provide({
  actors: {
    submit: fromPromise(async ({ input }: { input: FormSubmit<PasswordChangeForm> }) =>
      toCallResult(await withLoading(accountApi.editPassword(wirePayload(input.values)))),
    ),
  },
  actions: { notify },
});

/** The payment-password form (type 2) with the real call; the screen adds `succeed`. */
export const livePayPasswordMachine = createFormMachine<PasswordChangeForm, null>().provide({
  actors: {
    submit: fromPromise(async ({ input }: { input: FormSubmit<PasswordChangeForm> }) =>
      toCallResult(await withLoading(accountApi.editPayPassword(wirePayload(input.values)))),
    ),
  },
  actions: { notify },
});
