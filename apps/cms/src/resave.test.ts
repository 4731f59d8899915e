// Opening and saving every entry in the editor, without an edit, changes nothing: the data files are kept exactly as the
// editor writes them, so that a save changes only the lines of the fields edited.
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CORE_SCHEMA, load } from 'js-yaml';
import { afterAll, expect, test } from 'vitest';
import { resaveAll } from './resave.ts';

const content = fileURLToPath(new URL('../', import.meta.resolve('@fabrique/content/paths')));
const copy = mkdtempSync(join(tmpdir(), 'fabrique-resave-'));
afterAll(() => rmSync(copy, { recursive: true, force: true }));

const files = (root: string) =>
  readdirSync(join(root, 'data'), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name !== 'README.md')
    .map((entry) => join(entry.parentPath, entry.name).slice(root.length + 1))
    .sort();

/**
 * What a file says, formatting aside: JSON values; frontmatter read with YAML's core schema (quoted or not, a day is
 * the same string); a Markdoc body with its character references decoded (Keystatic writes a no-break space `&nbsp;`).
 */
function meaning(path: string, text: string): unknown {
  if (path.endsWith('.json')) return JSON.parse(text);
  const [, frontmatter, body] = /^---\n([^]*?)\n---\n([^]*)$/.exec(text)!;
  const decoded = body!
    .replace(/&nbsp;/g, '\u00a0')
    .replace(/&#(\d+);/g, (_, code: string) => String.fromCodePoint(Number(code)))
    .trimEnd();
  return { frontmatter: load(frontmatter!, { schema: CORE_SCHEMA }), body: decoded };
}

test('every entry and singleton saved back through the editor keeps what its file says', () => {
  for (const folder of ['data', 'assets']) cpSync(join(content, folder), join(copy, folder), { recursive: true });
  const before = files(copy);
  const { written, deleted } = resaveAll(copy);

  expect(deleted).toEqual([]);
  // Every data file went through a save, and no file appeared.
  expect(files(copy)).toEqual(before);
  expect(written.filter((path) => path.startsWith('data/')).sort()).toEqual(before);
  for (const path of before) {
    const original = readFileSync(join(content, path), 'utf8');
    const saved = readFileSync(join(copy, path), 'utf8');
    expect(meaning(path, saved), path).toEqual(meaning(path, original));
  }
  // Byte for byte: a file in another key order or line wrapping would make the next edit of it a diff of many lines.
  // After an editor upgrade that changes its formatting, save every entry once (`resaveAll` over packages/content).
  const reformatted = before.filter(
    (path) => readFileSync(join(copy, path), 'utf8') !== readFileSync(join(content, path), 'utf8'),
  );
  expect(reformatted, 'data files not as the editor writes them').toEqual([]);
});
