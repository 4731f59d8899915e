import { describe, expect, it } from 'vitest';
import { ContentDataError } from './data-check.ts';
import { splitFrontmatter } from './frontmatter.ts';

const file = (date: string) => `---\ntitle: Un article\ndate: ${date}\n---\nLe texte.\n`;

describe('splitFrontmatter', () => {
  it('reads a date the editor writes unquoted as the same day string as a quoted one', () => {
    const unquoted = splitFrontmatter('articles/a.mdoc', 'a', file('2026-11-28'));
    const quoted = splitFrontmatter('articles/a.mdoc', 'a', file("'2026-11-28'"));
    expect(unquoted.data).toEqual({ title: 'Un article', date: '2026-11-28' });
    expect(quoted.data).toEqual(unquoted.data);
    expect(unquoted.body).toBe('Le texte.');
  });

  it('refuses unreadable fields in French, naming the file', () => {
    const read = () => splitFrontmatter('articles/a.mdoc', 'a', '---\ntitle: [\n---\n');
    expect(read).toThrow(ContentDataError);
    expect(read).toThrow(/articles\/a\.mdoc \(« a »\) : champs illisibles \(YAML\)/);
  });
});
