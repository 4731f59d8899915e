// A save in the editor rewrites a legal page's file with Keystatic's own field serialisers: the organisation facts
// the texts name ({organisation.siret}…) must come out of it as they went in, and the content check must still read them.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { legalPageProblems, legalPages } from '@fabrique/content';
import { dump, load } from 'js-yaml';
import { describe, expect, test } from 'vitest';
import { legal } from './collections/legal.ts';

const legalFolder = new URL('data/legal/', new URL('../', import.meta.resolve('@fabrique/content/paths')));
const tokens = (text: string) => [...text.matchAll(/\{[^}]*\}/g)].map((match) => match[0]);

/** Reads an entry's intro and body with the editor's fields, then writes the file back as Keystatic does on save. */
function saveThroughEditor(file: string, text: string, editBody = (body: string) => body): string {
  const [, frontmatter, body] = /^---\n([^]*?)\n---\n([^]*)$/.exec(text)!;
  const data = load(frontmatter!) as Record<string, string>;
  const { intro, body: bodyField } = legal.schema;
  const content = new TextEncoder().encode(editBody(body!));
  const state = bodyField.parse(undefined, { content, other: new Map(), external: new Map(), slug: file });
  const saved = bodyField.serialize(state, { slug: file });
  // Keystatic writes the frontmatter with js-yaml's dump, then the content field's file after it (serializeEntryToFiles).
  const fields = { ...data, intro: intro.serialize(intro.parse(data.intro, undefined)).value };
  return `---\n${dump(fields)}---\n${new TextDecoder().decode(saved.content)}`;
}

describe('organisation facts in a legal page saved by the editor', () => {
  const files = Object.keys(legalPages).map((id) => `${id}.mdoc`);

  test.each(files)('%s keeps every fact it names, and the site reads the same page back', (name) => {
    const text = readFileSync(fileURLToPath(new URL(name, legalFolder)), 'utf8');
    const saved = saveThroughEditor(name, text);
    expect(tokens(text).length).toBeGreaterThan(0);
    expect(tokens(saved)).toEqual(tokens(text));
    expect(legalPageProblems(`legal/${name}`, saved)).toEqual([]);
  });

  test('a fact the organisation has not got is refused after the save, in French, naming the file and the field', () => {
    const text = readFileSync(fileURLToPath(new URL('mentions-legales.mdoc', legalFolder)), 'utf8');
    const saved = saveThroughEditor('mentions-legales', text, (body) => `${body}\nTélécopie : {organisation.fax}.\n`);
    expect(saved).toContain('{organisation.fax}');
    expect(legalPageProblems('legal/mentions-legales.mdoc', saved)).toEqual([
      {
        file: 'legal/mentions-legales.mdoc',
        entry: 'Mentions légales',
        field: 'body',
        message: '{organisation.fax} ne nomme aucune information de l’organisme',
      },
    ]);
  });
});
