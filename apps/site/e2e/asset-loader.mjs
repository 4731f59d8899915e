// A Node module hook for the e2e's test files (registered by playwright.config.ts): packages/content imports its
// images as vite does, which Node alone cannot load. Such an import gives the file's path here: the tests read the
// catalogue's text, and the built pages' own image addresses, never these values.
const assetPattern = /\.(svg|png|jpe?g|webp|avif|gif|woff2?)(\?.*)?$/;

export async function load(url, context, nextLoad) {
  if (!assetPattern.test(url)) return nextLoad(url, context);
  return { format: 'module', source: `export default ${JSON.stringify(new URL(url).pathname)};`, shortCircuit: true };
}
