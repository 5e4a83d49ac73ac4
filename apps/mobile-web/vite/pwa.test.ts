import { readFileSync } from 'node:fs';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { NAVIGATION_ALLOWLIST } from './pwa.ts';

/** Whether the service worker answers a navigation to this path and query with the cached shell. */
const servedFromShell = (pathAndQuery: string) => NAVIGATION_ALLOWLIST.some((pattern) => pattern.test(pathAndQuery));

describe('the service worker navigation fallback', () => {
  it('serves the shell for / and /index.html only, with or without a query', () => {
    for (const path of ['/', '/index.html', '/?pid=8', '/index.html?pid=8&x=1']) {
      expect(servedFromShell(path), path).toBe(true);
    }
  });

  it('leaves the api, the fake, payment returns, downloads and every file to the network', () => {
    const network = [
      '/api/app',
      '/api/withdraw?x=1',
      '/fake-assets/banner-1.png',
      '/__fake/players/cash',
      '/pay/return',
      '/payment/notify?order=1',
      '/download/lobby.apk',
      '/app',
      '/assets/index-Ab12.js',
      '/sw.js',
      '/manifest.webmanifest',
      '/index.htm',
      '/index.html/',
      '//evil.example/',
    ];
    for (const path of network) expect(servedFromShell(path), path).toBe(false);
  });
});

type RouterRule = { condition: { urlPattern: URLPatternInit }; source: string };
type InstallListener = (event: {
  addRoutes?: (rules: RouterRule[]) => Promise<void>;
  waitUntil: (p: Promise<unknown>) => void;
}) => void;

/** public/sw-routes.js as the worker runs it (importScripts): its install listener, run on a stand-in event. */
function installRoutes(
  addRoutes?: (rules: RouterRule[]) => Promise<void>,
  scope = 'https://lobby.example.com/',
): {
  rules: RouterRule[];
  waited: Promise<unknown>[];
} {
  const listeners: InstallListener[] = [];
  const self = {
    registration: { scope },
    addEventListener: (type: string, listener: InstallListener) => type === 'install' && listeners.push(listener),
  };
  runInNewContext(readFileSync(new URL('../public/sw-routes.js', import.meta.url), 'utf8'), { self, URL });
  const rules: RouterRule[] = [];
  const waited: Promise<unknown>[] = [];
  for (const listener of listeners) {
    listener({
      addRoutes:
        addRoutes &&
        ((given) => {
          rules.push(...given);
          return addRoutes(given);
        }),
      waitUntil: (promise) => waited.push(promise),
    });
  }
  return { rules, waited };
}

/** Where the first matching rule sends a request for this address; the worker itself when none matches. */
const routeOf = (rules: RouterRule[], url: string) =>
  rules.find((rule) => new URLPattern(rule.condition.urlPattern).test(url))?.source ?? 'worker';

describe('the requests that go around the service worker', () => {
  it('send API calls (this origin or the backend’s) to the network and the hashed build to the cache, leaving the shell to the worker', () => {
    const { rules } = installRoutes(async () => undefined);
    expect(routeOf(rules, 'https://lobby.example.com/api/balance')).toBe('network');
    expect(routeOf(rules, 'https://api.example.com/api/withdraw?x=1')).toBe('network');
    expect(routeOf(rules, 'https://lobby.example.com/assets/index-Ab12.js')).toBe('cache');
    for (const url of [
      'https://lobby.example.com/',
      'https://lobby.example.com/index.html?pid=8',
      'https://lobby.example.com/logo.svg',
    ]) {
      expect(routeOf(rules, url), url).toBe('worker');
    }
  });

  it("send the Traditional build's worker its own hashed build (scope /hant/, issue #33)", () => {
    const { rules } = installRoutes(async () => undefined, 'https://lobby.example.com/hant/');
    expect(routeOf(rules, 'https://lobby.example.com/hant/assets/index-Ab12.js')).toBe('cache');
    expect(routeOf(rules, 'https://lobby.example.com/api/balance')).toBe('network');
    expect(routeOf(rules, 'https://lobby.example.com/hant/')).toBe('worker');
    // The Simplified build's files are not this worker's.
    expect(routeOf(rules, 'https://lobby.example.com/assets/index-Ab12.js')).toBe('worker');
  });

  it('install without them where the browser has no static routes, or refuses them', async () => {
    expect(installRoutes(undefined)).toEqual({ rules: [], waited: [] });
    const refused = installRoutes(() => Promise.reject(new TypeError('unsupported source')));
    expect(refused.waited).toHaveLength(1);
    await expect(refused.waited[0]).resolves.toBeUndefined();
  });
});
