// Every image of the content, by path, as a URL Vite gives it (see catalogue.ts in this folder for the Node twin).
export const assetUrls = import.meta.glob<string>('../../assets/**/*.{svg,png,jpg,jpeg,webp,avif}', {
  eager: true,
  import: 'default',
  query: '?url',
});

// Only a browser's production bundle skips the check: the same files passed it when the site was prerendered.
export const checked: boolean = import.meta.env.SSR || import.meta.env.DEV || import.meta.env.MODE === 'test';
