import type { Plugin } from 'vite';

/** The origin of `setting`'s absolute address; throws on anything but http(s). */
function originOf(configured: string, setting: string): string {
  const url = new URL(configured);
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new Error(`${setting} must be an http(s) address, not ${configured}`);
  }
  return url.origin;
}

/**
 * The origin the built app may send requests to besides its own: the origin of `VITE_API_BASE_URL`, or none.
 * Throws on an address that is not absolute http(s): a build must not start with a policy it cannot state.
 */
export function apiOrigin(configured: string | undefined): string | null {
  return configured ? originOf(configured, 'VITE_API_BASE_URL') : null;
}

/**
 * The origin of the field-vitals endpoint (`VITE_RUM_ENDPOINT`): null when unset or a path on the page's own origin
 * (`/__fake/vitals`), else the origin of an absolute http(s) address. Throws on any other scheme.
 */
export function rumOrigin(configured: string | undefined): string | null {
  return !configured || configured.startsWith('/') ? null : originOf(configured, 'VITE_RUM_ENDPOINT');
}

/**
 * index.html's policy with `connect-src` naming exactly the page's origin, the API's (when another) and any other
 * origin the build sends to (the field-vitals endpoint's).
 */
export function withApiOrigin(html: string, origin: string | null, others: readonly (string | null)[] = []): string {
  const named = [...new Set([origin, ...others].filter((one): one is string => one !== null))];
  const sources = ["'self'", ...named].join(' ');
  let replaced = 0;
  const result = html.replace(/connect-src [^;"]*/, () => {
    replaced += 1;
    return `connect-src ${sources}`;
  });
  if (replaced !== 1) throw new Error('index.html has no connect-src in its Content-Security-Policy');
  return result;
}

const CHARSET = /<meta\s+charset="[^"]*"\s*\/?>\s*/i;
const POLICY = /<meta\s+http-equiv="Content-Security-Policy"[^>]*>\s*/i;

/**
 * The page with its charset and its Content-Security-Policy first in `<head>`, before any script a plugin put at
 * the head's start (the early script): a policy only governs what comes after it in the document.
 */
export function policyFirst(html: string): string {
  const charset = CHARSET.exec(html)?.[0];
  const policy = POLICY.exec(html)?.[0];
  if (!charset || !policy) throw new Error('index.html needs its charset and its Content-Security-Policy meta');
  const rest = html.replace(charset, '').replace(policy, '');
  return rest.replace(/<head>\s*/i, (head) => `${head}${charset.trim()}\n    ${policy.trim()}\n    `);
}

/**
 * The page's `connect-src` names the API's origin from the build (and the field-vitals endpoint's, when the build
 * has one on another origin) and nothing else: the app's requests can reach
 * only the backend it was built for (the endpoint never comes from storage, see src/wiring/app/endpoint.ts). The policy
 * then moves before every script of the page.
 */
export function apiOriginPolicy(configured: string | undefined, rumEndpoint?: string): Plugin {
  const origin = apiOrigin(configured);
  const rum = rumOrigin(rumEndpoint);
  return {
    name: 'lobby-api-origin-policy',
    transformIndexHtml: { order: 'post', handler: (html) => policyFirst(withApiOrigin(html, origin, [rum])) },
  };
}
