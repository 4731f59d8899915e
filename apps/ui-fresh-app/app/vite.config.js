import { defineConfig } from 'vite';

// A consumer's plain Vite setup: no vanilla-extract plugin, no React plugin (TSX by Vite’s own transform).
export default defineConfig({
  oxc: { jsx: { runtime: 'automatic' } },
  logLevel: 'warn',
});
