// The news articles' Markdoc files as text (see catalogue.ts in this folder for the Node twin).
export const articleFiles = import.meta.glob<string>('../../data/articles/*.mdoc', {
  eager: true,
  import: 'default',
  query: '?raw',
});
