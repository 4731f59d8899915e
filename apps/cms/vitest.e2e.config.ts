import { defineConfig, mergeConfig } from 'vitest/config';
import { keystaticInNode } from './keystatic-entry-io.ts';

/** The editor driven in Chromium, served over a temporary copy of the content (e2e/editor.ts). */
export default mergeConfig(
  keystaticInNode,
  defineConfig({
    test: {
      include: ['e2e/**/*.e2e.test.ts'],
      testTimeout: 60_000,
      // The editor's production build is made before its server starts.
      hookTimeout: 120_000,
      reporters: ['default', 'json'],
      outputFile: { json: 'test-results/e2e.json' },
    },
  }),
);
