/**
 * The fixed pages' own texts, read from `data/pages/<page>.json`: checked against their schema, their organisation
 * facts (`{organisation.foundingYear}`…) filled in. Links, images and the collections they show stay with the code.
 */
import type * as v from 'valibot';
import { refuseInvalidContent } from './data-files/gate.ts';
import { interpolate } from './course-facts.ts';
import { pageFiles } from './data-files/pages.ts';
import type {
  aboutPageFileSchema,
  csiaCataloguePageFileSchema,
  csiaPageFileSchema,
  homePageFileSchema,
  offersPageFileSchema,
} from './schema.ts';

/** The value with every text's tokens filled in. */
const filled = <T>(value: T): T =>
  (typeof value === 'string'
    ? interpolate(value)
    : Array.isArray(value)
      ? value.map(filled)
      : value && typeof value === 'object'
        ? Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, filled(inner)]))
        : value) as T;

/** A page's texts, checked with the rest of the content (content-problems.ts), organisation facts filled in. */
function page<S extends v.GenericSchema>(name: string): v.InferOutput<S> {
  return filled(pageFiles[`../../data/pages/${name}.json`] as v.InferOutput<S>);
}

refuseInvalidContent();

export const homePageTexts = page<typeof homePageFileSchema>('home');
export const aboutPageTexts = page<typeof aboutPageFileSchema>('about');
export const offersPageTexts = page<typeof offersPageFileSchema>('offers');
export const csiaPageTexts = page<typeof csiaPageFileSchema>('csia');
export const csiaCatalogueTexts = page<typeof csiaCataloguePageFileSchema>('csia-catalogue');
