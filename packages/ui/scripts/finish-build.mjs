// After tsdown: puts the components' CSS and the opt-in global styles in cascade layers (a consumer's own unlayered
// rules win without a specificity fight), and writes fonts.css with the self-hosted woff2 files beside it.
import { copyFileSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const packageDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(packageDir, 'dist');
const require = createRequire(join(packageDir, 'package.json'));
const layerOrder = '@layer fab.base, fab.components;\n';
const inLayer = (layer, css) => `${layerOrder}@layer ${layer} {\n${css.trim()}\n}\n`;

const styles = readFileSync(join(dist, 'styles.css'), 'utf8');
// base.css is built from global.css.ts, which reads the theme: its copy of the :root properties is styles.css's own.
const themeBlock = styles.match(/^:root \{[^}]*\}\n/)?.[0];
if (!themeBlock) throw new Error('styles.css does not start with the theme’s :root block');
const base = readFileSync(join(dist, '.base/base.css'), 'utf8').replace(themeBlock, '');
writeFileSync(join(dist, 'styles.css'), inLayer('fab.components', styles));
writeFileSync(join(dist, 'base.css'), inLayer('fab.base', base));
rmSync(join(dist, '.base'), { recursive: true, force: true });

// The faces the theme names, every unicode-range subset (a page downloads only the ranges its text uses), woff2 only.
const faces = ['@fontsource/inter/400.css', '@fontsource/inter/600.css', '@fontsource/montserrat/700.css'];
mkdirSync(join(dist, 'fonts'), { recursive: true });
const fontsCss = faces.map((face) => {
  const file = require.resolve(face);
  return readFileSync(file, 'utf8').replace(
    /url\(\.\/files\/([\w-]+\.woff2)\) format\('woff2'\), url\(\.\/files\/[\w-]+\.woff\) format\('woff'\)/g,
    (_, woff2) => {
      copyFileSync(join(dirname(file), 'files', woff2), join(dist, 'fonts', woff2));
      return `url(./fonts/${woff2}) format('woff2')`;
    },
  );
});
// The faces' SIL Open Font License texts travel with the files, as the licence asks.
for (const family of ['inter', 'montserrat']) {
  copyFileSync(require.resolve(`@fontsource/${family}/LICENSE`), join(dist, 'fonts', `${family}-OFL.txt`));
}
const fonts = fontsCss.join('\n');
if (fonts.includes('./files/')) throw new Error('fonts.css still points at a file it did not copy');
writeFileSync(join(dist, 'fonts.css'), fonts);
