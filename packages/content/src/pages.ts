/**
 * The fixed pages' own texts, read from `data/pages/<page>.json`: checked against their schema, their organisation
 * facts (`{organisation.foundingYear}`…) filled in. Links, images and the collections they show stay with the code.
 */
import type * as v from 'valibot';
import { interpolate, unknownTokens } from './course-facts.ts';
import { ContentDataError, entryProblems, type DataProblem } from './data-check.ts';
import { checked } from './data-files/assets.ts';
import { pageFiles } from './data-files/pages.ts';
import {
  aboutPageFileSchema,
  csiaCataloguePageFileSchema,
  csiaPageFileSchema,
  homePageFileSchema,
  offersPageFileSchema,
} from './schema.ts';

/** Every text of a value, with its dot path. */
const textsOf = (value: unknown, path: string): [string, string][] =>
  typeof value === 'string'
    ? [[path, value]]
    : value && typeof value === 'object'
      ? Object.entries(value).flatMap(([key, inner]) => textsOf(inner, path ? `${path}.${key}` : key))
      : [];

/** The value with every text's tokens filled in. */
const filled = <T>(value: T): T =>
  (typeof value === 'string'
    ? interpolate(value)
    : Array.isArray(value)
      ? value.map(filled)
      : value && typeof value === 'object'
        ? Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, filled(inner)]))
        : value) as T;

function page<S extends v.GenericSchema>(name: string, schema: S): v.InferOutput<S> {
  const file = `pages/${name}.json`;
  const data = pageFiles[`../../data/${file}`];
  if (checked) {
    const problems: DataProblem[] =
      data === undefined
        ? [{ file, entry: name, field: '', message: 'fichier manquant' }]
        : [
            ...entryProblems(schema, { file, id: name, data }, 'title'),
            ...textsOf(data, '').flatMap(([field, text]) =>
              unknownTokens(text).map((token) => ({
                file,
                entry: name,
                field,
                message: `{${token}} ne nomme aucune information de l’organisme`,
              })),
            ),
          ];
    if (problems.length > 0) throw new ContentDataError(problems);
  }
  return filled(data as v.InferOutput<S>);
}

export const homePageTexts = page('home', homePageFileSchema);
export const aboutPageTexts = page('about', aboutPageFileSchema);
export const offersPageTexts = page('offers', offersPageFileSchema);
export const csiaPageTexts = page('csia', csiaPageFileSchema);
export const csiaCatalogueTexts = page('csia-catalogue', csiaCataloguePageFileSchema);
