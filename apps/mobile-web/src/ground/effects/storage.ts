// Storage keys are the old app's, so a player who comes from it keeps their session and settings.
// Every access is guarded: private modes and full quotas throw, and the app must never break over storage.

/**
 * Session storage keys (cleared when the tab closes). `baseURL` is only removed: the API's address comes from the
 * build, never storage. The player (`userInfo`) lives here, never in local storage.
 */
export const SESSION_KEYS = { token: 'token', baseURL: 'baseURL', userInfo: 'userInfo' } as const;

/** Local storage keys, including the cached lists by their old names. */
export const LOCAL_KEYS = {
  pid: 'pid',
  /** Only removed at start: an old app's or earlier version's copy of the player, personal data included. */
  userInfo: 'userInfo',
  appInfo: 'appInfo',
  messageNum: 'messageNum',
  show: 'show',
  /** Only removed at start (see SESSION_KEYS). */
  baseURL: 'baseURL',
  banner: 'banner',
  realbet: 'realbet',
  joker: 'joker',
  gaming: 'gaming',
  sport: 'sport',
  lottery: 'lottery',
  concise: 'concise',
  hot: 'hot',
  // New keys: the old app's `show` flag has no documented value, so the two home dismissals get their own keys
  // rather than guess its meaning (a player from the old app sees the welcome text once more, nothing worse).
  /** The welcome popup (index_modal) was closed: '1'. */
  welcomeClosed: 'welcomeClosed',
  /** The top app-download banner was closed: '1'. */
  appBannerClosed: 'appBannerClosed',
} as const;

type Area = 'session' | 'local';

function area(which: Area): Storage | null {
  try {
    return which === 'session' ? sessionStorage : localStorage;
  } catch {
    return null;
  }
}

/** Reads a string, or null when missing or unreadable. */
export function readString(which: Area, key: string): string | null {
  try {
    return area(which)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/** Writes a string; a failed write is ignored (the value simply is not kept). */
export function writeString(which: Area, key: string, value: string): void {
  try {
    area(which)?.setItem(key, value);
  } catch {
    // Quota or privacy mode: the app keeps working without persistence.
  }
}

/** Removes a key; a failed removal is ignored. */
export function removeKey(which: Area, key: string): void {
  try {
    area(which)?.removeItem(key);
  } catch {
    // Storage is unavailable: there is nothing kept to remove.
  }
}

/** Reads JSON written by `writeJson`; anything unparsable counts as missing. */
export function readJson(which: Area, key: string): unknown {
  const raw = readString(which, key);
  if (raw === null) return null;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return null;
  }
}

/** Writes a value as JSON. */
export function writeJson(which: Area, key: string, value: unknown): void {
  writeString(which, key, JSON.stringify(value));
}

/** Clears both areas, as logout does in the old app. */
export function clearAll(): void {
  try {
    localStorage.clear();
    sessionStorage.clear();
  } catch {
    // Nothing to clear when storage is unavailable.
  }
}
