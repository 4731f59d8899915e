import type { Config } from '@react-router/dev/config';
import { generatedFiles, sitemapEntries, unlistedPages } from './app/lib/site-map.ts';

export default {
  appDirectory: 'app',
  // Static site: every known URL and generated file is prerendered at build time, then pages hydrate.
  ssr: false,
  prerender: () => [...sitemapEntries().map((entry) => entry.path), ...unlistedPages, ...generatedFiles()],
} satisfies Config;
