/**
 * The one Node reader of the data files (no bundler, no image): ids.ts (React Router config, e2e, Edge Functions under
 * Deno) and data-files.node.ts read the disk through it. The hosted functions get a generated twin holding the files
 * they need (scripts/functions-content.mjs).
 */
import { readdirSync, readFileSync } from 'node:fs';

/** The folder holding `data/` and `assets/`. */
export const contentRoot = new URL('../', import.meta.url);

/** A collection's files as text, keyed as Vite's import.meta.glob keys them from src/data-files/. */
export function readCollection(collection: string, extension: 'json' | 'mdoc'): Record<string, string> {
  const folder = new URL(`data/${collection}/`, contentRoot);
  return Object.fromEntries(
    readdirSync(folder)
      .filter((name) => name.endsWith(`.${extension}`))
      .sort()
      .map((name) => [`../../data/${collection}/${name}`, readFileSync(new URL(name, folder), 'utf8')]),
  );
}

/** A collection's entry ids: its file names. */
export const collectionIds = (collection: string, extension: 'json' | 'mdoc'): string[] =>
  Object.keys(readCollection(collection, extension)).map((key) => key.replace(/^.*\/([^/]+)\.\w+$/, '$1'));

/** A singleton's file as text. */
export const readSingleton = (name: string): string => readFileSync(new URL(`data/${name}.json`, contentRoot), 'utf8');
