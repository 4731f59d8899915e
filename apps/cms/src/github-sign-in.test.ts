import { describe, expect, test } from 'vitest';
import { missingSettings, notConfiguredPage } from './github-sign-in.ts';

const settings = {
  KEYSTATIC_GITHUB_REPO: 'la-fabrique/site',
  KEYSTATIC_GITHUB_CLIENT_ID: 'Iv23liRehearsal',
  KEYSTATIC_GITHUB_CLIENT_SECRET: 'a-client-secret',
  KEYSTATIC_SECRET: 'a-secret-of-at-least-thirty-two-characters',
};

describe('the editor’s settings', () => {
  test('complete settings miss nothing', () => {
    expect(missingSettings(settings)).toEqual([]);
  });

  test('each missing or malformed setting is named, never its value', () => {
    expect(missingSettings({})).toEqual(Object.keys(settings));
    expect(missingSettings({ ...settings, KEYSTATIC_GITHUB_REPO: 'not a repository' })).toEqual([
      'KEYSTATIC_GITHUB_REPO',
    ]);
    expect(missingSettings({ ...settings, KEYSTATIC_SECRET: 'too-short' })).toEqual(['KEYSTATIC_SECRET']);
  });

  test('the page names only what is missing, in French, and is never cached', async () => {
    const response = notConfiguredPage(['KEYSTATIC_GITHUB_CLIENT_SECRET']);
    expect(response.status).toBe(503);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const html = await response.text();
    expect(html).toContain('<html lang="fr">');
    expect(html).toContain('<h1>L’éditeur n’est pas encore configuré</h1>');
    expect(html).toContain('ce réglage');
    expect(html).toContain('<code>KEYSTATIC_GITHUB_CLIENT_SECRET</code>');
    expect(html).not.toContain('KEYSTATIC_SECRET</code>');
  });
});
