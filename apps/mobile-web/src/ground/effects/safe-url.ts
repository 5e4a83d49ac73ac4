/** The result of checking a URL that came from the server before the app opens it. */
export type UrlCheck = { ok: true; url: string } | { ok: false; message: string };

/** Shown when a server URL is refused. */
export const UNSAFE_URL_MESSAGE = '链接地址无效，已为您拦截';

/**
 * Accepts only absolute http(s) URLs (or same-origin paths), so a server answer can never run script through
 * `javascript:`, `data:` or `vbscript:` links, including look-alikes with spaces, tabs or odd casing. A page served
 * over https never goes to a plain `http:` address (a payment redirect, a game or download frame, customer
 * service): on the way there anyone on the network could read or change it.
 */
export function safeUrl(raw: string, base: string = location.href): UrlCheck {
  const trimmed = raw.trim();
  if (trimmed === '') return { ok: false, message: UNSAFE_URL_MESSAGE };
  let url: URL;
  try {
    url = new URL(trimmed, base);
  } catch {
    return { ok: false, message: UNSAFE_URL_MESSAGE };
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return { ok: false, message: UNSAFE_URL_MESSAGE };
  if (url.protocol === 'http:' && new URL(base).protocol === 'https:')
    return { ok: false, message: UNSAFE_URL_MESSAGE };
  return { ok: true, url: url.href };
}

/**
 * Whether an address is on the app's own origin. A frame showing such a document must not get both
 * `allow-scripts` and `allow-same-origin`: with both, its script runs as the app (the session token in reach)
 * and can lift its own sandbox. The game page isolates such a frame (an opaque origin) instead.
 */
export function isAppOrigin(address: string, origin: string = location.origin): boolean {
  try {
    return new URL(address, origin).origin === origin;
  } catch {
    return false;
  }
}

/** The login `redirect` query accepts only in-app paths such as `/mine?tab=1`; anything else falls back to `/`. */
export function safeRedirectPath(raw: string | null | undefined): string {
  if (!raw) return '/';
  if (!raw.startsWith('/') || raw.startsWith('//') || raw.includes('\\')) return '/';
  if (Array.from(raw).some((char) => char.charCodeAt(0) < 0x20)) return '/';
  return raw;
}
