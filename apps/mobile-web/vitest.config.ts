import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'node',
    // quality/ holds the checks on the quality list itself and the repo-wide source scans; vite/ the build's plugins.
    include: ['src/**/*.test.ts', 'quality/**/*.test.ts', 'vite/**/*.test.ts', 'scripts/**/*.test.ts'],
  },
});
