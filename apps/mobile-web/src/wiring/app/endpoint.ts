// Where the API lives and who is calling: read by the app's transport (providers.ts) and, before the app has
// loaded, by the early script (src/wiring/boot/early.ts), so both send the same request to the same place.
import { readString, SESSION_KEYS } from '../../ground/effects/storage.ts';

/**
 * Where the API lives: the build's address (`VITE_API_BASE_URL`) or this origin (none outside a browser, where
 * the route table's node checks import the screens and with them the transport). Never storage: the old app read
 * a `baseURL` key there, so one write to storage sent every later password and the token to another host. The
 * page's Content-Security-Policy names exactly this origin in `connect-src` (vite.config.ts `apiOriginPolicy`).
 */
export function apiBaseUrl(): string {
  const configured = import.meta.env.VITE_API_BASE_URL as string | undefined;
  return (configured || (globalThis.location?.origin ?? '')).replace(/\/+$/, '');
}

/** The session token kept from a login in this tab, or null. */
export const storedToken = (): string | null => readString('session', SESSION_KEYS.token);
