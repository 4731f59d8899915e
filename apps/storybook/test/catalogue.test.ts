// The catalogue's groups are explained to its readers: each group of the sidebar's order (preview.ts, read as Storybook
// reads it) has its paragraph in the Introduction. Story titles and docs pages are held to them by lint
// (fabrique/story-meta in eslint.config.js).
import { readFileSync } from 'node:fs';
import { getStorySortParameter } from 'storybook/internal/csf-tools';
import { describe, expect, it } from 'vitest';

const read = (path: string) => readFileSync(new URL(path, import.meta.url), 'utf8');
const { order } = getStorySortParameter(read('../.storybook/preview.ts')) as { order: string[] };
const groups = order.filter((entry) => entry !== 'Introduction');

describe('the catalogue', () => {
  it('reads its groups as Storybook does', () => {
    expect(groups).toContain('Fondations');
    expect(groups.length).toBeGreaterThan(5);
  });

  it('explains every group in the Introduction', () => {
    const introduction = read('../docs/Introduction.mdx');
    for (const group of groups) expect(introduction).toContain(`**${group}**`);
  });
});
