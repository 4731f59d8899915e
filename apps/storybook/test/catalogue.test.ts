// The catalogue's groups are explained to its readers: each group of the sidebar's order (preview.ts, read as Storybook
// reads it) has its paragraph in the developers' page, and the catalogue opens on the designers' welcome page. Story
// titles and docs pages are held to the groups by lint (fabrique/story-meta in eslint.config.js).
import { readFileSync } from 'node:fs';
import { getStorySortParameter } from 'storybook/internal/csf-tools';
import { describe, expect, it } from 'vitest';

const read = (path: string) => readFileSync(new URL(path, import.meta.url), 'utf8');
const { order } = getStorySortParameter(read('../.storybook/preview.ts')) as { order: string[] };
const groups = order.filter((entry) => !['Welcome', 'Developers'].includes(entry));

describe('the catalogue', () => {
  it('opens on the designers’ welcome page', () => {
    expect(order[0]).toBe('Welcome');
    expect(read('../docs/Welcome.mdx')).toContain('<Meta title="Welcome" />');
  });

  it('reads its groups as Storybook does', () => {
    expect(groups).toContain('Foundations');
    expect(groups.length).toBeGreaterThan(5);
  });

  it('explains every group to developers', () => {
    const developers = read('../docs/Developers.mdx');
    for (const group of groups) expect(developers).toContain(`**${group}**`);
  });
});
