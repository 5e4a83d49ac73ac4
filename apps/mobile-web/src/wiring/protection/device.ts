// What the device keeps of player protection. Today's backend has no call for any of it (the optional
// /api/responsible/* answer 404), so the settings live on the device (device-db.ts) and the pages say so
// (此设置仅在本设备上生效).
import {
  type DeviceSettings,
  type ProtectionProfile,
  protectionProfileOf,
  readDeviceSettings,
} from '@lobby/domain/protection';
import { keep, readKept } from './device-db.ts';

/** The operator's profile, from the build (`VITE_PROTECTION_PROFILE=strict`; `standard` otherwise). */
export const PROFILE: ProtectionProfile = protectionProfileOf(import.meta.env.VITE_PROTECTION_PROFILE);

const KEYS = ['interval', 'limits', 'breakUntil'] as const;

/** The settings kept on this device; what is missing or cannot be trusted counts as not set. */
export async function deviceSettings(): Promise<DeviceSettings> {
  const [interval, limits, breakUntil] = await Promise.all(KEYS.map(readKept));
  return readDeviceSettings({ ...(interval === undefined ? {} : { interval }), limits, breakUntil });
}

/** Keeps a change of the settings on this device; rejects when the device refused. */
export async function saveDeviceSettings(change: Partial<DeviceSettings>): Promise<void> {
  for (const key of KEYS) if (key in change) await keep(key, change[key]);
}
