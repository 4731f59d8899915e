import { reactRouter } from '@react-router/dev/vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [vanillaExtractPlugin(), reactRouter()],
  // One stylesheet for the whole site (about 12 KB compressed): a page waits for one request, not twenty-five.
  build: { cssCodeSplit: false },
  server: { port: 5173 },
  preview: { port: 4173 },
});
