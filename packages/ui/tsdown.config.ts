import { vanillaExtractPlugin } from '@vanilla-extract/rollup-plugin';
import { defineConfig } from 'tsdown';

/** Stable file names for the extracted CSS: consumers import them by path (package.json exports). */
const cssAt = (name: string) => ({
  assetFileNames: (asset: { names: readonly string[] }) =>
    asset.names.some((n) => n.endsWith('.css')) ? name : 'assets/[name]-[hash][extname]',
});

export default defineConfig([
  {
    // The components and their styles: ESM + .d.ts, and every style rule in one static styles.css.
    entry: { index: 'src/index.ts', tokens: 'src/theme/tokens.ts' },
    outDir: 'dist',
    // One module per source file: with sideEffects limited to the CSS, a bundler keeps only the components imported,
    // and each module keeps its own 'use client' (rolldown keeps module directives when modules are preserved).
    unbundle: true,
    // …so its warning that a directive may be lost in a bundle does not apply (test/client-directives.test.ts checks).
    inputOptions: { checks: { moduleLevelDirective: false } },
    format: 'esm',
    platform: 'neutral',
    fixedExtension: false,
    dts: true,
    clean: true,
    plugins: [vanillaExtractPlugin({ extract: { name: 'styles.css' } })],
    outputOptions: cssAt('styles.css'),
  },
  {
    // The opt-in global styles (reset, body, focus ring): only the CSS is kept, see scripts/finish-build.mjs.
    entry: { base: 'src/theme/global.css.ts' },
    outDir: 'dist/.base',
    format: 'esm',
    platform: 'neutral',
    fixedExtension: false,
    dts: false,
    clean: true,
    plugins: [vanillaExtractPlugin({ extract: { name: 'base.css' } })],
    outputOptions: cssAt('base.css'),
  },
]);
