// Every image of the content, by path, as a URL Vite gives it (see catalogue.ts in this folder for the Node twin).
export const assetUrls = import.meta.glob<string>('../../assets/**/*.{svg,png,jpg,jpeg,webp,avif}', {
  eager: true,
  import: 'default',
  query: '?url',
});
