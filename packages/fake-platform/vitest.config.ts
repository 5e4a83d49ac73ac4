import { configDefaults, defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // The differential test needs the real backend: its own task, `test:real` (vitest.real.config.ts).
    exclude: [...configDefaults.exclude, 'src/real/differential.test.ts'],
    // These tests drive a whole fake backend; on a shared 2-core machine, next to browser suites, 5 s is too
    // tight a cap. A cap, not a speed check: budgets are measured by the benchmark.
    testTimeout: 30_000,
  },
});
