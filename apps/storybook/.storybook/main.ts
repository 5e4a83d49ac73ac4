import type { StorybookConfig } from '@storybook/react-vite';
import { mergeConfig } from 'vite';
import { storyGlobs } from '../src/index.ts';

const config: StorybookConfig = {
  // Stories live beside what they show; this app only gathers them.
  stories: [...storyGlobs],
  addons: ['@storybook/addon-a11y', '@storybook/addon-vitest'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true },
  viteFinal: (viteConfig) =>
    mergeConfig(viteConfig, {
      // Story files in other packages import Storybook, which only this app depends on; resolve it (and React,
      // so there is one copy) from here rather than from the story's own folder.
      resolve: { dedupe: ['storybook', '@storybook/react-vite', 'react', 'react-dom'] },
      // Bundled up front: a dependency found only mid-run reloads the page under the running tests.
      optimizeDeps: {
        include: ['react', 'react-dom', 'react-dom/client', 'react/jsx-runtime', 'react/jsx-dev-runtime'],
      },
    }),
};

export default config;
