// /responsibleGaming's live actors: the page's machine and its limits form, on the backend's limits and breaks where
// it answers the optional protection calls (wiring/protection/account.ts), else on the device's settings (today's
// backend answers them 404: wiring/protection/device.ts), in this route's chunk.
import { apiMessages, createSessionApi } from '@lobby/api';
import { createFormMachine, type FormSubmit } from '@lobby/domain/form';
import {
  applyLimitForm,
  breakUntil,
  type LimitForm,
  protectionMessages,
  signInRefusal,
} from '@lobby/domain/protection';
import { responsibleGamingMachine } from '@lobby/domain/responsible-gaming';
import type { CallResult } from '@lobby/domain/result';
import { fromPromise } from 'xstate';
import { dialogs, toaster } from '../../wiring/app/effects.ts';
import { transport } from '../../wiring/app/providers.ts';
import { accountLimits, saveAccountLimits, takeAccountBreak } from '../../wiring/protection/account.ts';
import { deviceSettings, saveDeviceSettings } from '../../wiring/protection/device.ts';
import { announceInterval } from '../../wiring/protection/interval-events.ts';

/** What a setting the device could not keep (storage refused: a private mode, a full disk) says. */
export const NOT_KEPT = protectionMessages['protection.notKept'];

/** The page's machine: the interval kept on the device, each break question a confirm dialog. */
export const liveResponsibleGamingMachine = responsibleGamingMachine.provide({
  actors: {
    confirm: fromPromise(({ input }: { input: { message: string } }) =>
      dialogs.confirm({ title: '提示', message: input.message, confirmText: '确定暂停' }),
    ),
  },
  actions: {
    saveInterval: (_, minutes) => {
      announceInterval(minutes);
      void saveDeviceSettings({ interval: minutes }).catch(() => toaster.show(NOT_KEPT, { kind: 'error' }));
    },
  },
});

/**
 * Starts a break of `days` days: its end kept on the device (sign-in here is refused until then, whoever signs in)
 * and, where the backend keeps breaks, on the player's account, which ends the session there; else the session is
 * logged off on the server. Gives the words that say until when.
 */
export async function startBreak(days: number, signedIn: boolean): Promise<string> {
  const now = Date.now();
  const until = breakUntil(days, now);
  await saveDeviceSettings({ breakUntil: until });
  if (signedIn && !(await takeAccountBreak(days))) await createSessionApi(transport).logoff();
  return signInRefusal(until, now) ?? '';
}

/** Saves the form on the device, lowering at once and raising after 24 hours (domain's `applyLimitForm`). */
async function saveOnDevice(values: LimitForm): Promise<CallResult<null>> {
  try {
    const { limits } = await deviceSettings();
    await saveDeviceSettings({ limits: applyLimitForm(limits, values, Date.now()) });
    return { ok: true, data: null, message: '' };
  } catch {
    return { ok: false, error: { kind: 'server', message: NOT_KEPT } };
  }
}

/** Saves the form on the player's account, against the limits the backend holds now. */
async function saveOnAccount(values: LimitForm): Promise<CallResult<null>> {
  const limits = await accountLimits();
  return limits
    ? saveAccountLimits(limits, values)
    : { ok: false, error: { kind: 'network', message: apiMessages.network } };
}

/** The limits form: saved on the player's account when the backend keeps the limits (`onAccount`), else on the device. */
export function liveLimitFormMachine(onAccount: boolean) {
  return createFormMachine<LimitForm, null>().provide({
    actors: {
      submit: fromPromise(async ({ input }: { input: FormSubmit<LimitForm> }): Promise<CallResult<null>> => {
        const saved = await (onAccount ? saveOnAccount(input.values) : saveOnDevice(input.values));
        return saved.ok ? { ...saved, message: protectionMessages['protection.saved'] } : saved;
      }),
    },
    actions: { notify: (_, { message }) => toaster.show(message, { kind: 'error' }) },
  });
}
