import { defineConfig } from 'vitest/config';

// The differential test against the platform's real backend (`pnpm test:real`): one backend started per run, so
// one file at a time; kept out of the package's `test` task, which needs no backend.
export default defineConfig({
  test: {
    environment: 'node',
    include: ['src/real/differential.test.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
