import type { Config } from '@react-router/dev/config';
import { parisToday } from '@fabrique/content/session-status';
import { buildDate } from './app/lib/build-date.ts';
import { folderNotFoundPages, generatedFiles, sitemapEntries, unlistedPages } from './app/lib/site-map.ts';

export default {
  appDirectory: 'app',
  // Static site: every known URL and generated file is prerendered at build time, then pages hydrate.
  ssr: false,
  prerender: () => [
    ...sitemapEntries().map((entry) => entry.path),
    ...unlistedPages,
    ...folderNotFoundPages.map((page) => page.path),
    ...generatedFiles(parisToday(buildDate)),
  ],
} satisfies Config;
