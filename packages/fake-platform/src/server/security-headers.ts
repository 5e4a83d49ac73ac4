import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import HEADERS from '../../../../deploy/security-headers.json' with { type: 'json' };

/**
 * The security headers and caching the Node server sends. Their values live in `deploy/security-headers.json`,
 * which `deploy/render-nginx.mjs` reads too, so a deploy configuration carries exactly these. Everything the server
 * answers carries them; the page's Content-Security-Policy is the built index.html's own
 * `<meta http-equiv="Content-Security-Policy">`, read again when the file changes, with what only a header can say
 * (`frame-ancestors`) added, so the policy has one source: the build.
 */

/** What a meta policy cannot say and the header adds: no site may frame the app (clickjacking). */
export const FRAME_ANCESTORS: string = HEADERS.frameAncestors;

/**
 * Powerful features no page of the app uses, denied to the page and to every frame it opens (games included).
 * Autoplay, fullscreen and encrypted media stay allowed: the game frame asks for them. Only features Chromium
 * knows are named, since an unknown one is reported on the console of every page.
 */
export const PERMISSIONS_POLICY: string = HEADERS.permissionsPolicy.join(', ');

/** The headers every answer carries besides its policy and caching. */
export const COMMON_HEADERS: Readonly<Record<string, string>> = {
  ...HEADERS.commonHeaders,
  'Permissions-Policy': PERMISSIONS_POLICY,
};

/**
 * Caching fit for a deploy, by kind of answer: `page` for `index.html` (also as `/` and every app route) and the
 * build's other unhashed files, the service worker and the manifest among them ({@link INSTALLED_APP_FILES}),
 * asked again each time; `hashedAsset` for `/assets/`, which Vite names by content hash, so a name never changes
 * content (a year, immutable); `api` for every api answer (and the back office's), never stored.
 */
export const CACHE_CONTROL: Readonly<{ page: string; hashedAsset: string; api: string }> = HEADERS.cacheControl;

/**
 * The installed app's files at fixed names, with their content types: the service worker (`sw.js`, which the
 * browser checks for a new build on every visit; a kept copy would hold players on an old build, and a worker
 * must come as JavaScript) and the web app manifest. Both go out with {@link CACHE_CONTROL}.page.
 */
export const INSTALLED_APP_FILES: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries(HEADERS.installedAppFiles).map(([path, file]) => [path, file.type]),
);

/** The policy of api answers (JSON, or the HTML of a fault): nothing loads, nothing frames them. */
export const API_CONTENT_SECURITY_POLICY: string = HEADERS.apiContentSecurityPolicy;

/**
 * The policy of the fake's generated pictures and pages (`/fake-assets/`), which stand for a game vendor's and
 * the agent site's own pages: their inline style and script run, nothing else loads, and only the app's own
 * origin may frame them (the game page opens them in its frame).
 */
export const FAKE_ASSET_CONTENT_SECURITY_POLICY =
  "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; script-src 'unsafe-inline'; frame-ancestors 'self'";

/** The headers of everything served from the built app (index.html, its assets, its errors), given its policy. */
export function pageHeaders(policy: string): Record<string, string> {
  return { 'Content-Security-Policy': policy, 'X-Frame-Options': HEADERS.frameOptions, ...COMMON_HEADERS };
}

/** The headers of api and back-office answers (caching included). */
export const API_HEADERS: Readonly<Record<string, string>> = {
  'Content-Security-Policy': API_CONTENT_SECURITY_POLICY,
  'X-Frame-Options': HEADERS.frameOptions,
  ...COMMON_HEADERS,
  'Cache-Control': CACHE_CONTROL.api,
};

/** The headers of the fake's generated pictures and pages (see {@link FAKE_ASSET_CONTENT_SECURITY_POLICY}). */
export const FAKE_ASSET_HEADERS: Readonly<Record<string, string>> = {
  'Content-Security-Policy': FAKE_ASSET_CONTENT_SECURITY_POLICY,
  'X-Frame-Options': 'SAMEORIGIN',
  ...COMMON_HEADERS,
};

const ENTITIES: Readonly<Record<string, string>> = { amp: '&', quot: '"', apos: "'", lt: '<', gt: '>' };

function decodeEntities(text: string): string {
  return text.replace(/&(?:#(\d+)|#x([0-9a-f]+)|(\w+));/gi, (entity, decimal, hex, name: string | undefined) => {
    if (decimal) return String.fromCodePoint(Number(decimal));
    if (hex) return String.fromCodePoint(Number.parseInt(hex, 16));
    return ENTITIES[name?.toLowerCase() ?? ''] ?? entity;
  });
}

/** The attributes of one tag, names in lower case, values unquoted and decoded. */
function attributes(tag: string): Map<string, string> {
  const found = new Map<string, string>();
  for (const match of tag.matchAll(/([^\s"'<>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g)) {
    const name = match[1]?.toLowerCase();
    if (name) found.set(name, decodeEntities(match[2] ?? match[3] ?? match[4] ?? ''));
  }
  return found;
}

/** The policy of a page's `<meta http-equiv="Content-Security-Policy">`, whitespace folded; undefined without one. */
export function metaContentSecurityPolicy(html: string): string | undefined {
  for (const [tag] of html.matchAll(/<meta\b[^>]*>/gi)) {
    const found = attributes(tag.slice('<meta'.length));
    if (found.get('http-equiv')?.trim().toLowerCase() !== 'content-security-policy') continue;
    const content = found.get('content')?.replace(/\s+/g, ' ').trim();
    if (content) return content;
  }
  return undefined;
}

/**
 * The page's policy as a header: the meta's directives (without any `frame-ancestors`, `report-uri` or `sandbox`
 * a meta cannot carry) and {@link FRAME_ANCESTORS}; only that when the page has no policy of its own.
 */
export function pagePolicy(metaPolicy: string | undefined): string {
  const directives = (metaPolicy ?? '')
    .split(';')
    .map((directive) => directive.trim())
    .filter((directive) => directive && !/^(?:frame-ancestors|report-uri|sandbox)(?:\s|$)/i.test(directive));
  return [...directives, FRAME_ANCESTORS].join('; ');
}

/**
 * The page policy of a built app as it is now: its index.html's meta policy plus {@link FRAME_ANCESTORS}, read
 * again whenever the file changes. A deploy over a running server (the update bar's test: the new build copied
 * into the served folder) then answers the new page with the new page's policy: a policy read once would carry
 * the old build's script hash and refuse the new page's early script.
 */
export function pagePolicyReader(distDir: string): () => string {
  const index = join(distDir, 'index.html');
  let read: { stamp: string; policy: string } | undefined;
  return () => {
    const stamp = existsSync(index) ? String(statSync(index).mtimeMs) : 'none';
    if (read?.stamp !== stamp) {
      const meta = stamp === 'none' ? undefined : metaContentSecurityPolicy(readFileSync(index, 'utf8'));
      read = { stamp, policy: pagePolicy(meta) };
    }
    return read.policy;
  };
}
