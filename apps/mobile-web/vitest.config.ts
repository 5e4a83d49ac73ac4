import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';
import { chromiumLaunchOptions } from '../../tooling/chromium.ts';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'node',
          environment: 'node',
          // quality/ holds the checks on the quality list itself and the repo-wide source scans; vite/ the build's
          // plugins.
          include: [
            'src/**/*.test.ts',
            'quality/**/*.test.ts',
            'vite/**/*.test.ts',
            'scripts/**/*.test.ts',
            'bench/**/*.test.ts',
          ],
          // Caps, not speed checks: some tests start Vite, build fixtures or transform every screen, and on a clean
          // clone the browser suites run beside them on two cores (one took over the default 5 s there).
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        // What only React in a browser shows (how a hook renders, in slices or at once) runs in Debian's chromium.
        plugins: [react()],
        test: {
          name: 'browser',
          include: ['src/**/*.test.tsx'],
          testTimeout: 30_000,
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({ launchOptions: chromiumLaunchOptions }),
            instances: [{ browser: 'chromium' }],
          },
        },
      },
    ],
  },
});
