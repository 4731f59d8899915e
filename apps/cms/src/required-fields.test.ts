// A field the content's schema requires cannot be saved empty: Keystatic's own validation (the one that blocks a save
// in the editor) refuses it. Each field of every entry is emptied as the editor would leave it, then written as
// Keystatic serialises it: whenever the schema refuses that file, the editor must have refused the save.
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { fileProblems } from '@fabrique/content';
import type { ComponentSchema } from '@keystatic/core';
import { load } from 'js-yaml';
import { expect, it } from 'vitest';
import config from './keystatic.config.ts';

const dataFolder = fileURLToPath(new URL('data/', new URL('../', import.meta.resolve('@fabrique/content/paths'))));

type Path = (string | number)[];
type Leaf = { path: Path; field: Extract<ComponentSchema, { kind: 'form' }> };

/** Every editable field of an entry's value, with its path in the file. */
function leaves(schema: ComponentSchema, value: unknown, path: Path): Leaf[] {
  switch (schema.kind) {
    case 'form':
      return [{ path, field: schema }];
    case 'object':
      return Object.entries(schema.fields).flatMap(([key, inner]) =>
        leaves(inner, (value as Record<string, unknown> | undefined)?.[key], [...path, key]),
      );
    case 'array':
      return ((value as unknown[] | undefined) ?? []).flatMap((element, index) =>
        leaves(schema.element, element, [...path, index]),
      );
    case 'conditional': {
      const { discriminant, value: inner } = value as { discriminant: string; value: unknown };
      return leaves(schema.values[discriminant]!, inner, [...path, 'value']);
    }
    default:
      return [];
  }
}

/** The file's data with the field at `path` set to `value` (removed when undefined, as Keystatic omits it). */
function withValue(data: unknown, path: Path, value: unknown): unknown {
  const copy = structuredClone(data) as Record<string | number, unknown>;
  const parent = path.slice(0, -1).reduce<Record<string | number, unknown>>((at, key) => at[key] as never, copy);
  if (value === undefined) delete parent[path.at(-1)!];
  else parent[path.at(-1)!] = value;
  return copy;
}

const isEmpty = (value: unknown) =>
  value === null || value === '' || (Array.isArray(value) && value.length === 0) || isEmptySlug(value);
const isEmptySlug = (value: unknown) =>
  typeof value === 'object' && value !== null && 'name' in value && (value as { name: string }).name === '';

/** The entries of the editor's collections and singletons with their data files' parsed fields. */
function entries(): { file: string; schema: Record<string, ComponentSchema>; data: unknown }[] {
  const collections = Object.values(config.collections).flatMap((collection) => {
    const folder = collection.path!.replace(/^data\/|\/\*$/g, '');
    return readdirSync(new URL(folder, `file://${dataFolder}/`))
      .filter((name) => /\.(json|mdoc)$/.test(name))
      .map((name) => ({ file: `${folder}/${name}`, schema: collection.schema }));
  });
  const singletons = Object.values(config.singletons).map((singleton) => ({
    file: `${singleton.path!.replace(/^data\//, '')}.json`,
    schema: singleton.schema,
  }));
  return [...collections, ...singletons].map(({ file, schema }) => {
    const text = readFileSync(`${dataFolder}/${file}`, 'utf8');
    const data = file.endsWith('.mdoc') ? load(/^---\n([^]*?)\n---/.exec(text)![1]!) : JSON.parse(text);
    return { file, schema, data };
  });
}

it('refuses to save empty every field the content’s schema requires', () => {
  const unguarded = entries().flatMap(({ file, schema, data }) =>
    Object.entries(schema)
      .filter(([key]) => key !== 'body')
      .flatMap(([key, field]) => leaves(field, (data as Record<string, unknown>)[key], [key]))
      .flatMap(({ path, field }) => {
        const empty = field.defaultValue();
        if (!isEmpty(empty)) return []; // a select or a checkbox always holds a value
        const field_ = path.join('.');
        // The field kinds' serialise signatures differ only in the extra arguments a data field ignores.
        const serializable = field as unknown as { serialize(value: unknown, extra: object): { value: unknown } };
        const stored = serializable.serialize(empty, { slug: undefined, suggestedFilenamePrefix: undefined }).value;
        const saved = withValue(data, path, stored);
        const schemaRefuses = fileProblems(file, saved).some((problem) => problem.field === field_);
        let editorRefuses = false;
        try {
          field.validate(empty as never, undefined);
        } catch {
          editorRefuses = true;
        }
        return schemaRefuses && !editorRefuses ? [`${file} ${field_}`] : [];
      }),
  );
  expect(unguarded).toEqual([]);
});
