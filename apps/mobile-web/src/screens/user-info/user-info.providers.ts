// /userInfo's call area and live actors: the account area bound to the app's one transport, in this route's chunk.
import { createAccountApi } from '@lobby/api';
import { createFormMachine, type FormSubmit } from '@lobby/domain/form';
import type { ProfileForm } from '@lobby/domain/profile';
import { fromPromise } from 'xstate';
import { toaster } from '../../wiring/app/effects.ts';
import { toCallResult, transport, withLoading } from '../../wiring/app/providers.ts';

const accountApi = createAccountApi(transport);

/** The profile form with the real save (all three keys, as the backend needs them); the screen adds `succeed`. */
export const liveProfileMachine = createFormMachine<ProfileForm, null>().provide({
  actors: {
    submit: fromPromise(async ({ input }: { input: FormSubmit<ProfileForm> }) => {
      const { birthday, mobile, email } = input.values;
      return toCallResult(await withLoading(accountApi.updateuserinfo({ birthday, mobile, email })));
    }),
  },
  actions: {
    notify: (_, { message }: { message: string }) => toaster.show(message, { kind: 'error' }),
  },
});
