import type { Config } from '@react-router/dev/config';
import { parisToday } from '@fabrique/content/dates';
import { buildDate } from './app/lib/build-date.ts';
import {
  courseAlertPages,
  folderNotFoundPages,
  generatedFiles,
  sitemapEntries,
  unlistedPages,
} from './app/lib/site-map.ts';

export default {
  appDirectory: 'app',
  // SITE_BUILD_DIR (absolute) lets the end-to-end setup build a second, differently dated site beside the main one.
  buildDirectory: process.env.SITE_BUILD_DIR || 'build',
  // Static site: every known URL and generated file is prerendered at build time, then pages hydrate.
  ssr: false,
  prerender: () => [
    ...sitemapEntries().map((entry) => entry.path),
    ...unlistedPages,
    ...courseAlertPages,
    ...folderNotFoundPages.map((page) => page.path),
    ...generatedFiles(parisToday(buildDate)),
  ],
} satisfies Config;
