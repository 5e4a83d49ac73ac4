import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'node',
    include: ['src/**/*.test.ts'],
    setupFiles: ['./vitest.setup.ts'],
    coverage: {
      provider: 'v8',
      include: ['src/**/*.ts'],
      exclude: ['src/**/*.test.ts', 'src/**/index.ts', 'src/testing/**'],
      reporter: ['text-summary', 'text'],
      thresholds: { branches: 95, lines: 95, functions: 95, statements: 95 },
    },
  },
});
