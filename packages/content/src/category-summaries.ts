/**
 * The categories as every course and list needs them (id, name, colour, order), read from `data/categories/<slug>.json`
 * without their pages' texts. categories.ts checks the whole files against the schema.
 */
import { categoryNameFiles, categoryOrderFiles, categoryToneFiles } from './data-files/catalogue.ts';
import { dataFiles } from './data-check.ts';
import type { CategoryName, CategorySlug, CategoryTone } from './types.ts';

export interface CategorySummary {
  slug: CategorySlug;
  name: CategoryName;
  tone: CategoryTone;
}

/** Every category, in the site's order (`order`, then id). */
export const categories: readonly CategorySummary[] = dataFiles(categoryNameFiles)
  .map(({ id, data }) => {
    const key = `../../data/categories/${id}.json`;
    return {
      slug: id,
      name: data as string,
      tone: categoryToneFiles[key] as CategoryTone,
      order: categoryOrderFiles[key]!,
    };
  })
  .sort((a, b) => a.order - b.order || a.slug.localeCompare(b.slug))
  .map(({ slug, name, tone }) => ({ slug, name, tone }));

/** Every category id, in the site's order: the URL segments of /formations/categorie/{slug}. */
export const categorySlugs: readonly CategorySlug[] = categories.map((category) => category.slug);
