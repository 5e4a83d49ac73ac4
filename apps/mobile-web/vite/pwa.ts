import type { Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { convertText } from '../../../packages/domain/scripts/hant-convert.ts';

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

/** The same for the Traditional build's worker, whose shell is `/hant/` (issue #33). */
export const HANT_NAVIGATION_ALLOWLIST = [/^\/hant\/(?:index\.html)?(?:\?[^#]*)?$/];

/** The Traditional build's folder inside the Simplified one's (vite.config.ts). */
export const HANT_FOLDER = 'hant';

/**
 * The installable app and its offline shell (vite-plugin-pwa, Workbox `generateSW`): the manifest, and a service
 * worker that precaches the build's hashed files and index.html and answers only the shell's navigations from
 * them. Nothing of the API is cached or replayed: no runtime caching, no background sync. A new worker waits
 * until the player accepts the update (`registerType: 'prompt'`, no `skipWaiting`, no `clientsClaim`); the app
 * registers it itself once the page has loaded (src/wiring/pwa/register.ts), so nothing is injected into index.html but
 * the manifest link. Only the real production build has it: never the dev server (Storybook has its own Vite
 * config), nor anything but `vite build` (`enabled` false).
 */
export function pwa({ enabled, hant = false }: { enabled: boolean; hant?: boolean }): Plugin[] {
  // The Traditional build's manifest names the app in its own script; its `id` and scope, relative to the
  // manifest in hant/, make it an app of its own, installed from /hant/.
  const words = (text: string) => (hant ? convertText(text) : text);
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
      name: words('Lobby娱乐城'),
      short_name: 'Lobby',
      description: words('Lobby 娱乐城：游戏大厅、钱包、存取款与优惠活动'),
      lang: hant ? 'zh-Hant' : 'zh-CN',
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
      // The Simplified worker's scope holds hant/ too: none of the Traditional build is precached for a Simplified
      // reader, nor is its page taken for the shell (its own worker, scoped to hant/, keeps it).
      globIgnores: ['.vite/**', `${HANT_FOLDER}/**`],
      navigateFallback: 'index.html',
      navigateFallbackAllowlist: hant ? HANT_NAVIGATION_ALLOWLIST : NAVIGATION_ALLOWLIST,
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
