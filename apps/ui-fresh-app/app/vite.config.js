import { defineConfig } from 'vite';

// A consumer's plain Vite setup: no vanilla-extract plugin, no React plugin (TSX by Vite’s own transform).
export default defineConfig({
  oxc: { jsx: { runtime: 'automatic' } },
  logLevel: 'warn',
  build: {
    rolldownOptions: {
      // As @vitejs/plugin-react does: a library's 'use client' means nothing in a bundle without Server Components.
      onwarn(warning, warn) {
        if (warning.code === 'MODULE_LEVEL_DIRECTIVE' && warning.message.includes('use client')) return;
        warn(warning);
      },
    },
  },
});
