import { defineConfig } from 'vitest/config';

/** End-to-end tests: the built site served on 127.0.0.1, driven in Chromium by playwright-core. */
export default defineConfig({
  test: {
    include: ['e2e/**/*.e2e.test.ts'],
    globalSetup: ['e2e/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Two files at a time: the browser mostly waits, so two Chromiums fit on a 2-core machine.
    fileParallelism: true,
    maxWorkers: 2,
    reporters: ['default', 'json'],
    outputFile: { json: 'test-results/e2e.json' },
  },
});
