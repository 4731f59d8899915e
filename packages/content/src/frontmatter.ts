/** A Markdoc file as the editor writes it: YAML frontmatter between `---` lines, then the body. */
import { CORE_SCHEMA, load } from 'js-yaml';
import { contentError } from './data-check.ts';

const pattern = /^---(?:\r?\n([^]*?))?\r?\n---\r?\n?/;

/** The core schema keeps an unquoted `date: 2026-11-28` (as Keystatic writes it) the string the schema expects. */
export function splitFrontmatter(file: string, id: string, text: string): { data: unknown; body: string } {
  const match = pattern.exec(text);
  if (!match) throw contentError(file, id, '', 'le fichier doit commencer par ses champs entre deux lignes ---');
  try {
    return { data: load(match[1] ?? '', { schema: CORE_SCHEMA }) ?? {}, body: text.slice(match[0].length).trim() };
  } catch (error) {
    throw contentError(file, id, '', `champs illisibles (YAML) : ${(error as Error).message.split('\n')[0]}`);
  }
}
