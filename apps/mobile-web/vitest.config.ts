import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'node',
    // quality/ holds the checks on the quality list itself and the repo-wide source scans; vite/ the build's plugins.
    include: [
      'src/**/*.test.ts',
      'quality/**/*.test.ts',
      'vite/**/*.test.ts',
      'scripts/**/*.test.ts',
      'bench/**/*.test.ts',
    ],
    // Caps, not speed checks: some tests start Vite, build fixtures or transform every screen, and on a clean clone
    // the browser suites run beside them on two cores (one took over the default 5 s there).
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
