// Every module of data-files/ for plain Node, with no bundler: the same records, keyed as Vite keys them, read from
// disk by data-reader.ts. An image's "URL" is its path on disk: Node's readers use the text, never image addresses.
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { contentRoot, readCollection, readSingleton } from './data-reader.ts';

const jsonFiles = (collection: string): Record<string, unknown> =>
  Object.fromEntries(
    Object.entries(readCollection(collection, 'json')).map(([key, text]) => [key, JSON.parse(text) as unknown]),
  );

function imageFiles(folder: URL, key: string): [string, string][] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry): [string, string][] =>
    entry.isDirectory()
      ? imageFiles(new URL(`${entry.name}/`, folder), `${key}${entry.name}/`)
      : [[`${key}${entry.name}`, fileURLToPath(new URL(entry.name, folder))]],
  );
}

export const courseFiles = jsonFiles('courses');
export const trainerFiles = jsonFiles('trainers');
export const categoryFiles = jsonFiles('categories');
const categoryField = <T>(field: string): Record<string, T> =>
  Object.fromEntries(Object.entries(categoryFiles).map(([key, data]) => [key, (data as Record<string, T>)[field]!]));
export const categoryNameFiles = categoryField<string>('name');
export const categoryOrderFiles = categoryField<number>('order');
export const categoryToneFiles = categoryField<string>('tone');
export const articleFiles = readCollection('articles', 'mdoc');
export const legalFiles = readCollection('legal', 'mdoc');
export const organisationFile: unknown = JSON.parse(readSingleton('organisation'));
export const navigationFile: unknown = JSON.parse(readSingleton('navigation'));
export const teamFiles = jsonFiles('team');
export const partnerFiles = jsonFiles('partners');
export const offerFiles = jsonFiles('offers');
export const csiaPathFiles = jsonFiles('csia-paths');
export const pageFiles = jsonFiles('pages');
export const assetUrls: Record<string, string> = Object.fromEntries(
  imageFiles(new URL('assets/', contentRoot), '../../assets/'),
);
// Plain Node always checks: the content-problems.ts <-> this module cycle is safe, as that module reads files lazily.
export { assertValidContent as refuseInvalidContent } from './content-problems.ts';
