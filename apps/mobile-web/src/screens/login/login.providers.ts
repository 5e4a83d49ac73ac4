// The login screen's live actors: login and register with the real calls (its own chunk, not the shell's).
import { authMachine } from '@lobby/domain';
import { fromPromise } from 'xstate';
import { toaster } from '../../app/effects.ts';
import { api, toCallResult, withLoading } from '../../app/providers.ts';

/** The login/register machine with the real calls. */
export const liveAuthMachine = authMachine.provide({
  actors: {
    submitLogin: fromPromise(async ({ input }: { input: { name: string; password: string; code: string } }) => {
      return toCallResult(await withLoading(api.login(input)));
    }),
    submitRegister: fromPromise(
      async ({
        input,
      }: {
        input: {
          name: string;
          password: string;
          confirmPass: string;
          realname: string;
          paypassword: string;
          pid?: string;
        };
      }) => {
        return toCallResult(await withLoading(api.register(input)));
      },
    ),
  },
  actions: {
    notify: (_, params: { message: string }) => toaster.show(params.message, { kind: 'error' }),
  },
});
