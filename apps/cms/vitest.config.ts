import { createRequire } from 'node:module';
import { mergeConfig } from 'vitest/config';
import shared from '../../vitest.shared.ts';

// The fields' parse and serialize are in Keystatic's browser build, the one the editor loads: its Node build stubs them.
const browserBuild = createRequire(import.meta.url)
  .resolve('@keystatic/core')
  .replace(/keystatic-core\.node\.js$/, 'keystatic-core.js');

export default mergeConfig(shared, {
  resolve: { alias: [{ find: /^@keystatic\/core$/, replacement: browserBuild }] },
  test: { server: { deps: { inline: [/@keystatic\/core/] } } },
});
