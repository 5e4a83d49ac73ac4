// Where the API lives and who is calling: read by the app's transport (providers.ts) and, before the app has
// loaded, by the early script (src/boot/early.ts), so both send the same request to the same place.
import { LOCAL_KEYS, readString, SESSION_KEYS } from '../effects/storage.ts';

/**
 * Where the API lives: the stored base address (the old app's key), a build-time address, or this origin (none
 * outside a browser, where the route table's node checks import the screens and with them the transport).
 */
export function apiBaseUrl(): string {
  const stored = readString('session', SESSION_KEYS.baseURL) ?? readString('local', LOCAL_KEYS.baseURL);
  const configured = import.meta.env.VITE_API_BASE_URL as string | undefined;
  return (stored || configured || (globalThis.location?.origin ?? '')).replace(/\/+$/, '');
}

/** The session token kept from a login in this tab, or null. */
export const storedToken = (): string | null => readString('session', SESSION_KEYS.token);
