// « Voir la page » opens the public site when saves are published (GitHub mode), the local site in local mode (tests,
// `npm run cms`); the public address is the organisation's own, read from its data file.
import { readFileSync } from 'node:fs';
import { localSiteUrl } from '@fabrique/forms/local-backend';
import { afterEach, expect, test, vi } from 'vitest';
import { siteAddress } from './fields.ts';

const { siteUrl } = JSON.parse(
  readFileSync(
    new URL('data/organisation.json', new URL('../', import.meta.resolve('@fabrique/content/paths'))),
    'utf8',
  ),
) as { siteUrl: string };

afterEach(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
});

test('local mode previews on the local site, GitHub mode on the organisation’s address', () => {
  expect(siteAddress('local')).toBe(localSiteUrl);
  expect(siteAddress('github')).toBe(siteUrl.replace(/\/$/, ''));
  expect(siteUrl).toMatch(/^https:\/\//);
  expect(siteAddress('github', 'https://exemple.fr/')).toBe('https://exemple.fr');
});

test('every entry’s « Voir la page » follows the storage mode', async () => {
  const local = (await import('./keystatic.config.ts')).default;
  expect(local.collections.courses.previewUrl).toBe(`${localSiteUrl}/formations/{slug}`);

  vi.resetModules();
  vi.stubEnv('KEYSTATIC_GITHUB_REPO', 'la-fabrique/site');
  const github = (await import('./keystatic.config.ts')).default;
  expect(github.storage.kind).toBe('github');
  const previews = [...Object.values(github.collections), ...Object.values(github.singletons)].map(
    (entry) => (entry as { previewUrl?: string }).previewUrl,
  );
  expect(previews.length).toBeGreaterThan(10);
  expect(previews.filter((url) => !url?.startsWith(siteUrl))).toEqual([]);
  expect(github.collections.courses.previewUrl).toBe(`${siteUrl}/formations/{slug}`);
});
