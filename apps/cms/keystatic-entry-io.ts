/** Test-only Vite configuration: Keystatic's browser build in Node, with the editor's own entry read and save exposed. */
import { createRequire } from 'node:module';
import type { Plugin, UserConfig } from 'vite';

// The fields' parse and serialize are in Keystatic's browser build, the one the editor loads: its Node build stubs them.
const browserBuild = createRequire(import.meta.url)
  .resolve('@keystatic/core')
  .replace(/keystatic-core\.node\.js$/, 'keystatic-core.js');
const uiBuild = browserBuild.replace(/core\.js$/, 'core-ui.js');

/** Internal functions of the editor UI's module, by their names in Keystatic's source: a rename fails the import. */
const internals = [
  'parseEntry',
  'serializeEntryToFiles',
  'getCollectionItemPath',
  'getCollectionFormat',
  'getSingletonPath',
  'getSingletonFormat',
  'getDirectoriesForTreeKey',
  'getSlugFromState',
  'object',
];

function exposeEntryIo(): Plugin {
  return {
    name: 'keystatic-entry-io',
    enforce: 'pre',
    transform: (code, id) => (id === uiBuild ? `${code}\nexport { ${internals.join(', ')} };\n` : undefined),
  };
}

export const keystaticInNode = {
  plugins: [exposeEntryIo()],
  resolve: {
    alias: [
      { find: /^@keystatic\/core$/, replacement: browserBuild },
      { find: /^@keystatic\/core\/ui$/, replacement: uiBuild },
    ],
  },
  test: { server: { deps: { inline: [/@keystatic\/core/] } } },
} satisfies UserConfig & { test: object };
