import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defaultClientConditions, defaultServerConditions } from 'vite';
import { defineConfig } from 'vitest/config';

/** Every package's unit tests: a readable report on the console and a JSON one that `npm test` adds up. */
export default defineConfig({
  plugins: [vanillaExtractPlugin()],
  // The workspace packages' TypeScript source (their `fabrique-source` export condition), not a built dist/.
  resolve: { conditions: ['fabrique-source', ...defaultClientConditions] },
  ssr: { resolve: { conditions: ['fabrique-source', ...defaultServerConditions] } },
  test: {
    include: [
      'src/**/*.test.{ts,tsx}',
      'test/**/*.test.{ts,tsx}',
      'app/**/*.test.{ts,tsx}',
      'functions/**/*.test.ts',
      'server/**/*.test.ts',
      'local/**/*.test.ts',
      'scripts/**/*.test.ts',
    ],
    reporters: ['default', 'json'],
    outputFile: { json: 'test-results/unit.json' },
  },
});
