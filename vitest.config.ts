import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['server/**/*.test.ts', 'web/**/*.test.ts', 'tests/**/*.test.ts', 'tests/e2e/**/*.spec.ts'],
    // The bench's own files are not tests; its pure helpers' tests (*.test.ts) are.
    exclude: ['node_modules/**'],
    reporters: ['default', './tests/setup/summary-reporter.ts'],
    globalSetup: ['tests/setup/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    pool: 'forks',
    maxWorkers: 2,
  },
});
