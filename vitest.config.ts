import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  // The web client's import names (web/tsconfig.json, web/vite.config.ts), for its unit tests.
  resolve: {
    alias: {
      '@contract': fileURLToPath(new URL('./server/contract', import.meta.url)),
      '@/': fileURLToPath(new URL('./web/', import.meta.url)),
    },
  },
  test: {
    include: ['server/**/*.test.ts', 'web/**/*.test.ts', 'tests/**/*.test.ts', 'tests/e2e/**/*.spec.ts'],
    // The bench's own files are not tests; its pure helpers' tests (*.test.ts) are.
    exclude: ['node_modules/**'],
    reporters: ['default', './tests/setup/summary-reporter.ts'],
    globalSetup: ['tests/setup/global-setup.ts'],
    testTimeout: 60_000,
    // A poll waits for what a cook would wait for: a page loaded while both cores are busy with two
    // browsers can take more than the 1 s default to show a heart or a line.
    expect: { poll: { timeout: 10_000 } },
    hookTimeout: 60_000,
    pool: 'forks',
    maxWorkers: 2,
  },
});
