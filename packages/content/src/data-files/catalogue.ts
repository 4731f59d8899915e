// The catalogue's data files as Vite bundles them (site, Storybook, vitest). Plain Node (the e2e's test files) loads
// data-files.node.ts in place of every module of this folder: the same records, read from disk.
export const courseFiles = import.meta.glob<unknown>('../../data/courses/*.json', { eager: true, import: 'default' });
export const trainerFiles = import.meta.glob<unknown>('../../data/trainers/*.json', { eager: true, import: 'default' });
export const categoryFiles = import.meta.glob<unknown>('../../data/categories/*.json', {
  eager: true,
  import: 'default',
});
// Only each category's name, order and tone (JSON named imports): what every course needs, not the category pages' texts.
export const categoryNameFiles = import.meta.glob<string>('../../data/categories/*.json', {
  eager: true,
  import: 'name',
});
export const categoryOrderFiles = import.meta.glob<number>('../../data/categories/*.json', {
  eager: true,
  import: 'order',
});
export const categoryToneFiles = import.meta.glob<string>('../../data/categories/*.json', {
  eager: true,
  import: 'tone',
});
