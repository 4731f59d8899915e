import { defineConfig } from 'vitest/config';

/** The editor driven in Chromium, served over a temporary copy of the content (e2e/editor.ts). */
export default defineConfig({
  test: {
    include: ['e2e/**/*.e2e.test.ts'],
    testTimeout: 60_000,
    // Vite's first start bundles Keystatic's dependencies.
    hookTimeout: 120_000,
    reporters: ['default', 'json'],
    outputFile: { json: 'test-results/e2e.json' },
  },
});
