import type { StorybookConfig } from '@storybook/react-vite';
import { msw } from 'msw/vite';
import { mergeConfig } from 'vite';
import { storyGlobs } from '../src/index.ts';

const config: StorybookConfig = {
  // Stories live beside what they show; this app only gathers them, and holds the docs pages (the screen map).
  stories: [...storyGlobs],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  framework: { name: '@storybook/react-vite', options: {} },
  // The app's public files (logo, icon) at the root, where the live stories' screens ask for them; the fake
  // platform's pages at /fake-assets/, for frames (a frame's page load is a navigation, which MSW's worker passes).
  staticDirs: ['../../mobile-web/public', { from: '../../../packages/fake-platform/assets', to: '/fake-assets' }],
  core: { disableTelemetry: true },
  viteFinal: (viteConfig) =>
    mergeConfig(viteConfig, {
      // Serves MSW's worker script (`/mockServiceWorker.js`) in the dev server and the story tests, and writes it
      // into the static build: the live stories answer their calls with the fake platform's handlers in it.
      plugins: [msw({ mode: 'worker-only' })],
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
