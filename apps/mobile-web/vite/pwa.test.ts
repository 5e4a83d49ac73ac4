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
