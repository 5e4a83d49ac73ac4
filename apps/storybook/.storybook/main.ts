import type { StorybookConfig } from '@storybook/react-vite';
import { msw } from 'msw/vite';
import { mergeConfig, type Plugin } from 'vite';
import { ASSET_PREFIX, generatedAsset, generatedAssetNames } from '../../../packages/fake-platform/src/assets.ts';
import { storyGlobs } from '../src/index.ts';

/**
 * The fake platform's pictures and pages at /fake-assets/, made from code as the fake makes them (none is kept as a
 * file): served by the dev server and the story tests, written into the static build. Frames need them as real
 * responses: a frame's page load is a navigation, which MSW's worker passes.
 */
function fakeAssets(): Plugin {
  return {
    name: 'lobby-fake-assets',
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const path = (request.url ?? '').split('?')[0] ?? '';
        const asset = path.startsWith(ASSET_PREFIX) ? generatedAsset(path.slice(ASSET_PREFIX.length)) : undefined;
        if (!asset) return next();
        response.setHeader('Content-Type', asset.type);
        response.end(asset.body);
      });
    },
    generateBundle() {
      for (const name of generatedAssetNames()) {
        const source = generatedAsset(name)?.body ?? '';
        this.emitFile({ type: 'asset', fileName: `${ASSET_PREFIX.slice(1)}${name}`, source });
      }
    },
  };
}

const config: StorybookConfig = {
  // Stories live beside what they show; this app only gathers them, and holds the docs pages (the screen map).
  stories: [...storyGlobs],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  framework: { name: '@storybook/react-vite', options: {} },
  // The app's public files (logo, icon) at the root, where the live stories' screens ask for them (the fake
  // platform's pictures and pages come from `fakeAssets`).
  staticDirs: ['../../mobile-web/public'],
  core: { disableTelemetry: true },
  viteFinal: (viteConfig) =>
    mergeConfig(viteConfig, {
      // Serves MSW's worker script (`/mockServiceWorker.js`) in the dev server and the story tests, and writes it
      // into the static build: the live stories answer their calls with the fake platform's handlers in it.
      plugins: [msw({ mode: 'worker-only' }), fakeAssets()],
      // Story files in other packages import Storybook, which only this app depends on; resolve it (and React,
      // and msw, so the handlers and the worker share one copy) from here rather than from the story's own folder.
      resolve: { dedupe: ['storybook', '@storybook/react-vite', 'react', 'react-dom', 'msw'] },
      // Bundled up front: a dependency found only mid-run reloads the page under the running tests.
      optimizeDeps: {
        include: [
          'react',
          'react-dom',
          'react-dom/client',
          'react/jsx-runtime',
          'react/jsx-dev-runtime',
          'msw',
          'msw/browser',
          'msw-storybook-addon/csf3',
        ],
      },
    }),
};

export default config;
