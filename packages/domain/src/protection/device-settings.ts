import { type DepositLimit, type DepositLimits, NO_LIMITS } from './limit-state.ts';

/**
 * What a device keeps of player protection where no backend keeps it. `interval`: undefined when never chosen (the
 * default applies), null for off.
 */
export type DeviceSettings = { interval?: number | null; limits: DepositLimits; breakUntil: number | null };

/** Nothing kept. */
export const NO_DEVICE_SETTINGS: DeviceSettings = { limits: NO_LIMITS, breakUntil: null };

const isCents = (value: unknown): value is number | null =>
  value === null || (typeof value === 'number' && Number.isSafeInteger(value) && value > 0);

function isLimit(value: unknown): value is DepositLimit {
  if (typeof value !== 'object' || value === null) return false;
  const { cents, pending } = value as { cents?: unknown; pending?: unknown };
  if (!isCents(cents)) return false;
  if (pending === null) return true;
  if (typeof pending !== 'object' || pending === undefined) return false;
  const waiting = pending as { cents?: unknown; at?: unknown };
  return isCents(waiting.cents) && typeof waiting.at === 'number' && Number.isFinite(waiting.at);
}

/**
 * Settings as read back from the device: each part that cannot be trusted counts as not set (the limits as a
 * whole, so a damaged record never keeps half of them).
 */
export function readDeviceSettings(kept: unknown): DeviceSettings {
  const record = typeof kept === 'object' && kept !== null ? (kept as Record<string, unknown>) : {};
  const limits = record.limits as Record<string, unknown> | undefined;
  const { interval, breakUntil } = record;
  return {
    ...(interval === null || (typeof interval === 'number' && Number.isInteger(interval) && interval > 0)
      ? { interval }
      : {}),
    limits:
      limits && isLimit(limits.day) && isLimit(limits.week) && isLimit(limits.month)
        ? { day: limits.day, week: limits.week, month: limits.month }
        : NO_LIMITS,
    breakUntil: typeof breakUntil === 'number' && Number.isFinite(breakUntil) ? breakUntil : null,
  };
}
