// A registration this tab started whose payment password is not set yet (domain's auth/registration.ts): kept in
// session storage so a retry after a reload sets only the payment password instead of registering again (201
// 此用户名已被注册). It holds the new player's token and the one-time payment password the app made, both about to be
// replaced; nothing the player typed. Gone once the second step succeeds, and with the tab or a logout.
import type { PendingRegistration } from '@lobby/domain/auth';
import { readJson, removeKey, writeJson } from '../../ground/effects/storage.ts';

/** The session-storage key of the pending registration. */
export const PENDING_REGISTRATION_KEY = 'lobby.registration';

const isText = (value: unknown): value is string => typeof value === 'string' && value !== '';

/** The kept registration, or null when there is none or it is unreadable. */
export function readPendingRegistration(): PendingRegistration | null {
  const value = readJson('session', PENDING_REGISTRATION_KEY);
  if (typeof value !== 'object' || value === null) return null;
  const { name, token, candidates } = value as Partial<Record<keyof PendingRegistration, unknown>>;
  if (!isText(name) || !isText(token) || !Array.isArray(candidates) || candidates.length === 0) return null;
  return candidates.every(isText) ? { name, token, candidates } : null;
}

/** Keeps the registration for this tab's session. */
export function keepPendingRegistration(pending: PendingRegistration): void {
  writeJson('session', PENDING_REGISTRATION_KEY, pending);
}

/** Forgets it (its payment password is set). */
export function forgetPendingRegistration(): void {
  removeKey('session', PENDING_REGISTRATION_KEY);
}

/** Random bytes for the one-time payment password: the platform's CSPRNG (available on plain http too). */
export function randomBytes(count: number): Uint8Array {
  return crypto.getRandomValues(new Uint8Array(count));
}
