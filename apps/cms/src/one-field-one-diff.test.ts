// A one-field edit saved through the editor changes only that field's lines in its data file: for every entry of every
// collection and every singleton, each top-level field is edited in the form state the editor holds (a text, a number,
// a day, a time, a choice, a box, an item of a list, a field of a group) and saved with the editor's own serialiser.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from 'vitest';
import { openAll, save } from './resave.ts';

const content = fileURLToPath(new URL('../', import.meta.resolve('@fabrique/content/paths')));
const decoder = new TextDecoder();

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype;

/** The value with one leaf changed as staff would change it, once per leaf (of a list: its last item's); none for an image. */
function edits(value: unknown): unknown[] {
  if (typeof value === 'string') {
    if (/^\d{4}-\d{2}-\d{2}$/.test(value)) {
      const day = new Date(`${value}T00:00:00Z`);
      day.setUTCDate(day.getUTCDate() + 1);
      return [day.toISOString().slice(0, 10)];
    }
    if (/^\d{2}:\d{2}$/.test(value)) return [value === '10:00' ? '10:30' : '10:00'];
    return [value === '' ? 'Texte ajouté' : `${value} (modifié)`];
  }
  if (typeof value === 'number') return [value + 1];
  if (typeof value === 'boolean') return [!value];
  if (Array.isArray(value)) {
    const list = value as unknown[];
    for (let index = list.length - 1; index >= 0; index--) {
      const items = edits(list[index]);
      if (items.length > 0) return items.map((item) => list.map((old, at) => (at === index ? item : old)));
    }
    return [];
  }
  // An image is replaced by uploading a file, not by typing: its file, not its data line, is what changes.
  if (isPlainObject(value) && value.data instanceof Uint8Array) return [];
  if (isPlainObject(value)) {
    // A conditional field's discriminant chooses the shape of its value: edit the value, not the choice.
    return Object.keys(value)
      .filter((name) => name !== 'discriminant')
      .flatMap((key) => edits(value[key]).map((field) => ({ ...value, [key]: field })));
  }
  return [];
}

/**
 * A file's text without the lines of one top-level field (JSON's `  "key": …` block, or the frontmatter's `key: …`), and
 * without JSON's trailing commas: a field added last puts a comma on the line before it, as JSON must.
 */
function withoutField(text: string, key: string): string {
  const lines = text.split('\n');
  const json = text.startsWith('{');
  const startsField = (line: string) => (json ? /^ {2}"[^"]+": /.test(line) : /^[A-Za-z][\w]*:/.test(line));
  const start = lines.findIndex((line) => (json ? line.startsWith(`  "${key}": `) : line.startsWith(`${key}:`)));
  let end = start + 1;
  while (end < lines.length && !startsField(lines[end]!) && lines[end] !== '}' && lines[end] !== '---') end++;
  const rest = start === -1 ? lines : [...lines.slice(0, start), ...lines.slice(end)];
  return rest.map((line) => (json ? line.replace(/,$/, '') : line)).join('\n');
}

const opened = openAll(content);

test.each(opened.map((entry) => [entry.files[0]!, entry] as const))('%s: each field edited alone', (_, entry) => {
  const [main] = entry.files.filter((path) => /\.(json|mdoc|yaml)$/.test(path));
  const original = readFileSync(join(content, main!), 'utf8');
  let edited = 0;
  for (const [key, value] of Object.entries(entry.state)) {
    let changed = 0;
    for (const next of edits(value)) {
      const saved = save(entry.entry, { ...entry.state, [key]: next }).find((file) => file.path === main);
      if (!saved) continue; // the field renamed the entry (its slug): a move, not an edit of lines
      const text = decoder.decode(saved.contents);
      if (text === original) continue; // an edit the file does not keep (a block switched off)
      expect(withoutField(text, key), `${main}: lines outside ${key}`).toBe(withoutField(original, key));
      changed++;
    }
    if (changed > 0) edited++;
  }
  expect(edited).toBeGreaterThan(0);
});
