// The catalogue's sidebar rule: every story file sits in one of the groups of preview.ts's storySort, each group is
// explained in the Introduction, and every component's docs page says when to use it and when not.
import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const storybookDir = fileURLToPath(new URL('..', import.meta.url));
const sources = ['../../packages/ui/src', '../../packages/site-kit/src'].map((dir) => join(storybookDir, dir));
const preview = readFileSync(join(storybookDir, '.storybook/preview.ts'), 'utf8');
const introduction = readFileSync(join(storybookDir, 'docs/Introduction.mdx'), 'utf8');

const order = [...(preview.match(/storySort:\s*\{\s*order:\s*\[([^\]]*)\]/)?.[1] ?? '').matchAll(/'([^']+)'/g)].map(
  (match) => match[1]!,
);
const groups = order.filter((entry) => entry !== 'Introduction');

const storyFiles = sources.flatMap((source) =>
  readdirSync(source, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.stories.tsx'))
    .map((file) => join(source, file)),
);

describe('the catalogue', () => {
  it('reads its groups from preview.ts', () => {
    expect(groups).toContain('Fondations');
    expect(groups.length).toBeGreaterThan(5);
  });

  it('explains every group in the Introduction', () => {
    for (const group of groups) expect(introduction).toContain(`**${group}**`);
  });

  it.each(storyFiles.map((file) => [relative(join(storybookDir, '../..'), file), file]))(
    '%s: title in a group, docs say when to use it',
    (_, file) => {
      const source = readFileSync(file, 'utf8');
      const title = source.match(/^const meta = \{\n {2}title: '([^']+)',$/m)?.[1] ?? '';
      const [group, name, ...rest] = title.split('/');
      expect(groups).toContain(group);
      expect(name).toMatch(/^[A-Z][A-Za-z]+$/);
      expect(rest).toEqual([]);
      expect(source).toContain('**When to use it**: ');
      expect(source).toContain('**When not to**: ');
    },
  );
});
