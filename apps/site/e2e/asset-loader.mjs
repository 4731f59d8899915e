// A Node module hook for the e2e's test files (registered by playwright.config.ts): packages/content imports its
// images as vite does, which Node alone cannot load. Such an import gives the file's path here: the tests read the
// catalogue's text, and the built pages' own image addresses, never these values.
const assetPattern = /\.(svg|png|jpe?g|webp|avif|gif|woff2?)(\?.*)?$/;

export async function load(url, context, nextLoad) {
  if (!assetPattern.test(url)) return nextLoad(url, context);
  return { format: 'module', source: `export default ${JSON.stringify(new URL(url).pathname)};`, shortCircuit: true };
}

// The content's data files come from Vite's import.meta.glob in a bundle; in Node, from their twin that reads the disk.
const dataFilesModule = /\/packages\/content\/src\/data-files\/[\w-]+\.ts$/;

export async function resolve(specifier, context, nextResolve) {
  const resolved = await nextResolve(specifier, context);
  if (!dataFilesModule.test(resolved.url)) return resolved;
  return nextResolve(resolved.url.replace(dataFilesModule, '/packages/content/src/data-files.node.ts'), context);
}
