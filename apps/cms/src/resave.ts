/**
 * Every entry of every collection and every singleton read and saved back as the editor does, in Node. These are the
 * editor UI's own functions, from the same module the browser runs (`@keystatic/core/ui`'s browser build), exposed to
 * tests by `keystatic-entry-io.ts`: opening an entry runs `parseEntry` over the files under the entry's directories
 * (`useItemData`), "Sauvegarder" runs `serializeEntryToFiles` over the form's state (`useUpsertItem`), writes what it
 * returns and deletes the files read that it no longer writes. Unchanged form state is what a save without an edit sends.
 */
import { mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import type { Config } from '@keystatic/core';
import * as ui from '@keystatic/core/ui';
import config from './keystatic.config.ts';

type Format = { data: 'json' | 'yaml'; contentField?: unknown; dataLocation: 'index' | 'outer' };
type Slug = { field: string; slug: string };
type Files = Map<string, Uint8Array>;
type Schema = Record<string, unknown>;

/** The UI module's internals that the editor's read and save go through (names as in Keystatic 0.6.9's source). */
interface EntryIo {
  parseEntry(
    args: { dirpath: string; format: Format; schema: Schema; slug: Slug | undefined },
    files: Files,
  ): { initialState: Record<string, unknown>; initialFiles: string[] };
  serializeEntryToFiles(args: {
    basePath: string;
    format: Format;
    schema: Schema;
    state: Record<string, unknown>;
    slug: { field: string; value: string } | undefined;
  }): { path: string; contents: Uint8Array }[];
  getCollectionItemPath(config: Config, collection: string, slug: string): string;
  getCollectionFormat(config: Config, collection: string): Format;
  getSingletonPath(config: Config, singleton: string): string;
  getSingletonFormat(config: Config, singleton: string): Format;
  getDirectoriesForTreeKey(schema: unknown, directory: string, slug: string | undefined, format: Format): string[];
  getSlugFromState(collection: unknown, state: Record<string, unknown>): string;
  object(schema: Schema): unknown;
}

const io = ui as unknown as EntryIo;
const editorConfig = config as unknown as Config;

function filesUnder(root: string, path: string): [string, Uint8Array][] {
  const absolute = join(root, path);
  const stat = statSync(absolute, { throwIfNoEntry: false });
  if (!stat) return [];
  if (stat.isFile()) return [[path, new Uint8Array(readFileSync(absolute))]];
  return readdirSync(absolute).flatMap((name) => filesUnder(root, `${path}/${name}`));
}

export interface Entry {
  dirpath: string;
  format: Format;
  schema: Schema;
  slug: Slug | undefined;
  /** Where a save writes: a collection entry's path follows its slug field's value. */
  basePath(state: Record<string, unknown>): string;
}

function entries(root: string): Entry[] {
  const collections = Object.entries(editorConfig.collections ?? {}).flatMap(([name, collection]) => {
    const format = io.getCollectionFormat(editorConfig, name);
    const folder = dirname(io.getCollectionItemPath(editorConfig, name, 'slug'));
    const extension = format.contentField ? '.mdoc' : `.${format.data}`;
    return readdirSync(join(root, folder))
      .filter((file) => file.endsWith(extension))
      .map((file): Entry => {
        const slug = file.slice(0, -extension.length);
        return {
          dirpath: io.getCollectionItemPath(editorConfig, name, slug),
          format,
          schema: collection.schema,
          slug: { field: collection.slugField, slug },
          basePath: (state) => io.getCollectionItemPath(editorConfig, name, io.getSlugFromState(collection, state)),
        };
      });
  });
  const singletons = Object.entries(editorConfig.singletons ?? {}).map(([name, singleton]): Entry => ({
    dirpath: io.getSingletonPath(editorConfig, name),
    format: io.getSingletonFormat(editorConfig, name),
    schema: singleton.schema,
    slug: undefined,
    basePath: () => io.getSingletonPath(editorConfig, name),
  }));
  return [...collections, ...singletons];
}

/** An entry as the editor opens it: its form state and the files it was read from. */
export interface OpenedEntry {
  entry: Entry;
  state: Record<string, unknown>;
  files: string[];
}

/** Every entry and singleton under `root` (a copy of packages/content), opened as the editor opens them. */
export function openAll(root: string): OpenedEntry[] {
  return entries(root).map((entry) => {
    const directories = io.getDirectoriesForTreeKey(
      io.object(entry.schema),
      entry.dirpath,
      entry.slug?.slug,
      entry.format,
    );
    const files: Files = new Map(directories.flatMap((directory) => filesUnder(root, directory)));
    const { initialState, initialFiles } = io.parseEntry(entry, files);
    return { entry, state: initialState, files: initialFiles };
  });
}

/** What « Sauvegarder » writes for `state`: each file's path and text. */
export function save(entry: Entry, state: Record<string, unknown>): { path: string; contents: Uint8Array }[] {
  const basePath = entry.basePath(state);
  return io.serializeEntryToFiles({
    basePath,
    format: entry.format,
    schema: entry.schema,
    state,
    slug: entry.slug && { field: entry.slug.field, value: basePath.split('/').pop()! },
  });
}

/** Opens and saves every entry under `root` (a copy of packages/content); returns the files written and deleted. */
export function resaveAll(root: string): { written: string[]; deleted: string[] } {
  const written: string[] = [];
  const deleted: string[] = [];
  for (const { entry, state, files } of openAll(root)) {
    const saved = save(entry, state);
    for (const file of saved) {
      mkdirSync(dirname(join(root, file.path)), { recursive: true });
      writeFileSync(join(root, file.path), file.contents);
      written.push(file.path);
    }
    for (const file of files.filter((path) => !saved.some((added) => added.path === path))) {
      rmSync(join(root, file));
      deleted.push(relative(root, join(root, file)));
    }
  }
  return { written, deleted };
}
