import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';
import { chromiumLaunchOptions } from '../../tooling/chromium.ts';

// Every story becomes a browser test (render, play function, then axe), run in Debian's chromium because
// browser downloads are impossible here.
export default defineConfig({
  plugins: [
    storybookTest({
      configDir: fileURLToPath(new URL('./.storybook', import.meta.url)),
      // A journey has one home in the test run: a live story tagged `e2e-journey` shows a designer the steps in
      // Storybook, and the end-to-end test it names (`parameters.e2e`) runs them on the production build
      // (apps/mobile-web/quality/journey-homes.test.ts checks that each names one that exists).
      tags: { exclude: ['e2e-journey'] },
    }),
  ],
  test: {
    name: 'storybook',
    // A live story waits up to 10 s for one answer (see .storybook/preview.tsx) and may wait several times.
    testTimeout: 60_000,
    // Every story file runs in one frame that loads Storybook's preview, axe, React and the app once, instead of a
    // fresh frame per file that loads them all again: as in Storybook itself, where one preview frame shows story
    // after story. Each story still renders, plays and is checked by axe on its own; the live harness starts each
    // live story from a fresh seeded fake and forgets what the previous story left (storage, dialogs, toasts).
    isolate: false,
    browser: {
      enabled: true,
      headless: true,
      // Dependencies' source maps only serve a debugger stepping into node_modules; reported errors are mapped
      // from the ones on disk either way.
      dependencySourcemaps: false,
      // The browser's first connection waits on the first transform of the preview: on a clean clone beside the
      // end-to-end suite (load 27 on two cores) it once took over the default 60 s.
      connectTimeout: 180_000,
      provider: playwright({
        launchOptions: chromiumLaunchOptions,
      }),
      instances: [{ browser: 'chromium' }],
    },
  },
});
