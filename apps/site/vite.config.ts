import { reactRouter } from '@react-router/dev/vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defaultClientConditions, defaultServerConditions, defineConfig } from 'vite';
import { buildEpochSeconds } from './app/lib/build-date.ts';

export default defineConfig({
  plugins: [vanillaExtractPlugin(), reactRouter()],
  // The workspace packages' TypeScript source (their `fabrique-source` export condition), not a built dist/.
  resolve: { conditions: ['fabrique-source', ...defaultClientConditions] },
  ssr: { resolve: { conditions: ['fabrique-source', ...defaultServerConditions] } },
  // One stylesheet for the whole site (about 12 KB compressed): a page waits for one request, not twenty-five.
  // Images are files, never inlined: cached once for every page, fetched only when in view, and each page's HTML stays
  // within the first round trip of a connection (~14 KB compressed; inlined artwork pushed /csia to 16.5 KB).
  build: { cssCodeSplit: false, assetsInlineLimit: 0 },
  // The browser bundle knows the day its pages were prerendered for (app/lib/today.ts).
  define: { 'import.meta.env.VITE_BUILD_EPOCH': JSON.stringify(String(buildEpochSeconds)) },
  server: { port: 5173 },
  preview: { port: 4173 },
});
