// Player protection kept by the backend, where it answers the optional /api/responsible/* calls (openapi.yaml's
// `protection` tag, issue #34). Today's backend answers them 404: the settings are then the device's (device.ts),
// and nothing of this shows as an error. Loaded by /responsibleGaming and by /recharge's deposit check.
import { createProtectionApi } from '@lobby/api';
import {
  type DepositLimits,
  type DeviceSettings,
  type LimitForm,
  limitChanges,
  limitsFromServer,
} from '@lobby/domain/protection';
import type { CallResult } from '@lobby/domain/result';
import { toCallResult, transport } from '../app/providers.ts';
import { deviceSettings } from './device.ts';

/** Whether the backend keeps the limits: true once it answered, false once it said 404; unknown until then. */
let answers: boolean | undefined;

/**
 * The limits the backend keeps for the signed-in player, or null when it keeps none (404, remembered for the page's
 * life) or cannot be asked now (the device's then; asked again next time).
 */
export async function accountLimits(): Promise<DepositLimits | null> {
  if (answers === false) return null;
  const result = await createProtectionApi(transport).limits();
  if (result.ok) {
    answers = true;
    return limitsFromServer(result.data);
  }
  if (result.error.httpStatus === 404) answers = false;
  return null;
}

/** The settings a page shows: the device's, with the backend's limits where it keeps them (`onAccount`). */
export async function protectionSettings(signedIn: boolean): Promise<{ settings: DeviceSettings; onAccount: boolean }> {
  const [settings, limits] = await Promise.all([deviceSettings(), signedIn ? accountLimits() : null]);
  return limits ? { settings: { ...settings, limits }, onAccount: true } : { settings, onAccount: false };
}

/**
 * Saves the form's changed limits on the backend, one call a period (it lowers at once and makes a raise wait, as the
 * device does). The first failure stops there, in the server's words.
 */
export async function saveAccountLimits(limits: DepositLimits, form: LimitForm): Promise<CallResult<null>> {
  const api = createProtectionApi(transport);
  for (const { period, cents } of limitChanges(limits, form, Date.now())) {
    const result = toCallResult(await api.setLimit({ period, amount: cents === null ? '' : String(cents / 100) }));
    if (!result.ok) return result;
  }
  return { ok: true, data: null, message: '' };
}

/** Takes a break on the backend, which ends the session there; false when it keeps no breaks (or did not answer). */
export async function takeAccountBreak(days: number): Promise<boolean> {
  if (answers === false) return false;
  const result = await createProtectionApi(transport).takeBreak({ days: days as 1 | 7 | 30 });
  return result.ok;
}
