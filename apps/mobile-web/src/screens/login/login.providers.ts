// The login screen's live actors: login, and registration's two steps, with the real calls (its own chunk, not the
// shell's).
import { createPayPasswordApi, createTransport } from '@lobby/api';
import { authMachine, type PayPasswordChange, type PendingRegistration } from '@lobby/domain/auth';
import { signInRefusal } from '@lobby/domain/protection';
import type { CallResult } from '@lobby/domain/result';
import { fromPromise } from 'xstate';
import { toaster } from '../../wiring/app/effects.ts';
import { apiBaseUrl } from '../../wiring/app/endpoint.ts';
import { api, toCallResult, withLoading } from '../../wiring/app/providers.ts';
import { keptBreakUntil } from '../../wiring/protection/device-db.ts';
import { markSignedIn } from '../../wiring/protection/session-clock.ts';
import { forgetPendingRegistration, keepPendingRegistration } from './pending-registration.ts';

/**
 * Registration's second step sends the new player's token, which is not the tab's session yet (it becomes one
 * only when the payment password is set): a transport of its own for that one call.
 */
function setPayPassword({ token, current, next }: PayPasswordChange) {
  const transport = createTransport({
    baseUrl: apiBaseUrl(),
    fetch: (request) => fetch(request),
    getToken: () => token,
  });
  return createPayPasswordApi(transport).editPayPassword({ password: current, paypassword: next, newpasword: next });
}

/**
 * A break the player took on this device refuses sign-in and registration here until it ends, with the words that
 * say until when, before any call (the backend has no break of its own).
 */
async function breakRefusal(): Promise<CallResult<never> | null> {
  const message = signInRefusal(await keptBreakUntil(), Date.now());
  return message === null ? null : { ok: false, error: { kind: 'server', message, code: 403 } };
}

/** A good answer starts the sign-in's clock (the reality check counts from it). */
function startClock<T>(result: CallResult<T>): CallResult<T> {
  if (result.ok) markSignedIn(Date.now());
  return result;
}

/** The login/register machine with the real calls. */
export const liveAuthMachine = authMachine.provide({
  actors: {
    submitLogin: fromPromise(async ({ input }: { input: { name: string; password: string; code: string } }) => {
      return (await breakRefusal()) ?? startClock(toCallResult(await withLoading(api.login(input))));
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
        return (await breakRefusal()) ?? toCallResult(await withLoading(api.register(input)));
      },
    ),
    setPayPassword: fromPromise<CallResult<unknown>, PayPasswordChange>(async ({ input }) =>
      startClock(toCallResult(await withLoading(setPayPassword(input)))),
    ),
  },
  actions: {
    notify: (_, params: { message: string }) => toaster.show(params.message, { kind: 'error' }),
    keepRegistration: (_, pending: PendingRegistration) => keepPendingRegistration(pending),
    forgetRegistration: () => forgetPendingRegistration(),
  },
});
