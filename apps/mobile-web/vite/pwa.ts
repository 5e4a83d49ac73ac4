import type { Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

/** The service worker's file at the site's root (the Node server and nginx serve it `no-cache`). */
export const SERVICE_WORKER_FILE = 'sw.js';
/** The web app manifest's file at the site's root (`no-cache` too, `application/manifest+json`). */
export const MANIFEST_FILE = 'manifest.webmanifest';

/** ui-kit's tokens.css: `--lb-color-surface` (the header and nav bars, so the status bar joins them) and `--lb-color-bg`. */
export const THEME_COLOR = '#171b24';
export const BACKGROUND_COLOR = '#0d1017';

/**
 * The only navigations the app has: hash routing keeps every route inside `/` (`/#/mine`), so `/` and
 * `/index.html` are the shell, with a query or without (a promoter's link, `/?pid=8`); any other address a page
 * opens (a payment's return address, a download, `/api/*`, `/fake-assets/*`, `/__fake/*`) goes to the network,
 * never to the cached shell. Workbox matches these against the path and query of a navigation.
 */
export const NAVIGATION_ALLOWLIST = [/^\/(?:index\.html)?(?:\?[^#]*)?$/];

/**
 * The installable app and its offline shell (vite-plugin-pwa, Workbox `generateSW`): the manifest, and a service
 * worker that precaches the build's hashed files and index.html and answers only the shell's navigations from
 * them. Nothing of the API is cached or replayed: no runtime caching, no background sync. A new worker waits
 * until the player accepts the update (`registerType: 'prompt'`, no `skipWaiting`, no `clientsClaim`); the app
 * registers it itself once the page has loaded (src/wiring/pwa/register.ts), so nothing is injected into index.html but
 * the manifest link. Only the real production build has it: never the dev server (Storybook has its own Vite
 * config), nor anything but `vite build` (`enabled` false).
 */
export function pwa({ enabled }: { enabled: boolean }): Plugin[] {
  return VitePWA({
    disable: !enabled,
    strategies: 'generateSW',
    registerType: 'prompt',
    injectRegister: false,
    filename: SERVICE_WORKER_FILE,
    manifestFilename: MANIFEST_FILE,
    includeManifestIcons: true,
    devOptions: { enabled: false },
    manifest: {
      id: './',
      name: 'Lobby娱乐城',
      short_name: 'Lobby',
      description: 'Lobby 娱乐城：游戏大厅、钱包、存取款与优惠活动',
      lang: 'zh-CN',
      dir: 'ltr',
      start_url: './',
      scope: './',
      display: 'standalone',
      orientation: 'portrait',
      theme_color: THEME_COLOR,
      background_color: BACKGROUND_COLOR,
      icons: [
        { src: 'icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
        { src: 'icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
        { src: 'icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      ],
    },
    workbox: {
      // The hashed build, index.html and the pictures the shell draws; not .vite/ (the size suite's manifest).
      globPatterns: ['**/*.{js,css,html,svg,png}'],
      globIgnores: ['.vite/**'],
      navigateFallback: 'index.html',
      navigateFallbackAllowlist: NAVIGATION_ALLOWLIST,
      runtimeCaching: [],
      // The requests that go around the worker (public/sw-routes.js).
      importScripts: ['sw-routes.js'],
      cleanupOutdatedCaches: true,
      skipWaiting: false,
      clientsClaim: false,
      sourcemap: false,
    },
  });
}
