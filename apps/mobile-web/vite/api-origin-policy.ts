import type { Plugin } from 'vite';

/**
 * The origin the built app may send requests to besides its own: the origin of `VITE_API_BASE_URL`, or none.
 * Throws on an address that is not absolute http(s): a build must not start with a policy it cannot state.
 */
export function apiOrigin(configured: string | undefined): string | null {
  if (!configured) return null;
  const url = new URL(configured);
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new Error(`VITE_API_BASE_URL must be an http(s) address, not ${configured}`);
  }
  return url.origin;
}

/** index.html's policy with `connect-src` naming exactly the page's origin and the API's (when another). */
export function withApiOrigin(html: string, origin: string | null): string {
  const sources = origin === null ? "'self'" : `'self' ${origin}`;
  let replaced = 0;
  const result = html.replace(/connect-src [^;"]*/, () => {
    replaced += 1;
    return `connect-src ${sources}`;
  });
  if (replaced !== 1) throw new Error('index.html has no connect-src in its Content-Security-Policy');
  return result;
}

/**
 * The page's `connect-src` names the API's origin from the build and nothing else: the app's requests can reach
 * only the backend it was built for (the endpoint never comes from storage, see src/app/endpoint.ts).
 */
export function apiOriginPolicy(configured: string | undefined): Plugin {
  const origin = apiOrigin(configured);
  return {
    name: 'lobby-api-origin-policy',
    transformIndexHtml: (html) => withApiOrigin(html, origin),
  };
}
