// The legal pages' Markdoc files as text (see catalogue.ts in this folder for the Node twin).
export const legalFiles = import.meta.glob<string>('../../data/legal/*.mdoc', {
  eager: true,
  import: 'default',
  query: '?raw',
});
