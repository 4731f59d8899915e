import { reactRouter } from '@react-router/dev/vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineConfig } from 'vite';
import { buildEpochSeconds } from './app/lib/build-date.ts';

export default defineConfig({
  plugins: [vanillaExtractPlugin(), reactRouter()],
  // One stylesheet for the whole site (about 12 KB compressed): a page waits for one request, not twenty-five.
  build: { cssCodeSplit: false },
  // The browser bundle knows the day its pages were prerendered for (app/lib/today.ts).
  define: { 'import.meta.env.VITE_BUILD_EPOCH': JSON.stringify(String(buildEpochSeconds)) },
  server: { port: 5173 },
  preview: { port: 4173 },
});
