// The catalogue's data files and images as Vite bundles them (site, Storybook, vitest). Plain Node (the e2e's test
// files) loads catalogue-files.node.ts in its place: the same records, read from disk.
export const courseFiles = import.meta.glob<unknown>('../data/courses/*.json', { eager: true, import: 'default' });
export const trainerFiles = import.meta.glob<unknown>('../data/trainers/*.json', { eager: true, import: 'default' });
export const assetUrls = import.meta.glob<string>('../assets/{courses,trainers}/*/*.{svg,png,jpg,jpeg,webp,avif}', {
  eager: true,
  import: 'default',
  query: '?url',
});

// Only a browser's production bundle skips the check: the same files passed it when the site was prerendered.
export const checked: boolean = import.meta.env.SSR || import.meta.env.DEV || import.meta.env.MODE === 'test';
