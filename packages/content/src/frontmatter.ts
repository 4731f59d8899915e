/** A Markdoc file as the editor writes it: YAML frontmatter between `---` lines, then the body. */
import { load } from 'js-yaml';
import { contentError } from './data-check.ts';

const pattern = /^---(?:\r?\n([^]*?))?\r?\n---\r?\n?/;

export function splitFrontmatter(file: string, id: string, text: string): { data: unknown; body: string } {
  const match = pattern.exec(text);
  if (!match) throw contentError(file, id, '', 'le fichier doit commencer par ses champs entre deux lignes ---');
  try {
    return { data: load(match[1] ?? '') ?? {}, body: text.slice(match[0].length).trim() };
  } catch (error) {
    throw contentError(file, id, '', `champs illisibles (YAML) : ${(error as Error).message.split('\n')[0]}`);
  }
}
