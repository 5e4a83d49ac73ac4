// /responsibleGaming's live actors: the page's machine and its limits form, on the device's settings (today's backend
// has none of the optional protection calls: see wiring/protection/device.ts), in this route's chunk.
import { createSessionApi } from '@lobby/api';
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
 * Starts a break of `days` days: its end kept on the device (sign-in here is refused until then, whoever signs in),
 * the session logged off on the server. Gives the words that say until when.
 */
export async function startBreak(days: number, signedIn: boolean): Promise<string> {
  const now = Date.now();
  const until = breakUntil(days, now);
  await saveDeviceSettings({ breakUntil: until });
  if (signedIn) await createSessionApi(transport).logoff();
  return signInRefusal(until, now) ?? '';
}

/** The limits form: saved on the device, lowering at once and raising after 24 hours (domain's `applyLimitForm`). */
export const liveLimitFormMachine = createFormMachine<LimitForm, null>().provide({
  actors: {
    submit: fromPromise(async ({ input }: { input: FormSubmit<LimitForm> }): Promise<CallResult<null>> => {
      try {
        const { limits } = await deviceSettings();
        await saveDeviceSettings({ limits: applyLimitForm(limits, input.values, Date.now()) });
        return { ok: true, data: null, message: protectionMessages['protection.saved'] };
      } catch {
        return { ok: false, error: { kind: 'server', message: NOT_KEPT } };
      }
    }),
  },
  actions: { notify: (_, { message }) => toaster.show(message, { kind: 'error' }) },
});
