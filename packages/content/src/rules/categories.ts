import { categoryPages, type CategoryPage } from '../categories.ts';
import { categories } from '../category-summaries.ts';
import type { CategoryName, CategorySlug, CategoryTone, Course } from '../types.ts';

const byName = (name: string) => categories.find((category) => category.name === name);

/** The URL segment of /formations/categorie/{slug}; any other name is lower-cased with spaces turned into hyphens. */
export function categorySlug(name: string): CategorySlug {
  return byName(name)?.slug ?? name.toLowerCase().replace(/ /g, '-');
}

export type CategoryLookup = { found: true; category: CategoryPage } | { found: false };

/** The category page behind a URL segment; unknown slugs give 'Catégorie non trouvée'. */
export function categoryBySlug(slug: string): CategoryLookup {
  const category = Object.values(categoryPages).find((page) => page.slug === slug);
  return category ? { found: true, category } : { found: false };
}

/** Colour family of a category, from its data file; an unknown name falls back to blue. */
export function categoryTone(name: string): CategoryTone {
  return byName(name)?.tone ?? 'blue';
}

/** Courses of one category, in catalogue order. */
export function coursesByCategory(courses: readonly Course[], category: string): readonly Course[] {
  return courses.filter((course) => course.category === category);
}

export const catalogueLandingLimit = 3;

export interface CatalogueBlock {
  category: CategoryName;
  slug: CategorySlug;
  tone: CategoryTone;
  /** The first courses of the category, at most `catalogueLandingLimit`. */
  courses: readonly Course[];
}

/** /formations: one block per category, in category order, each with its first 3 courses. */
export function catalogueLanding(courses: readonly Course[]): readonly CatalogueBlock[] {
  return categories.map(({ name, slug, tone }) => ({
    category: name,
    slug,
    tone,
    courses: coursesByCategory(courses, name).slice(0, catalogueLandingLimit),
  }));
}

/** 'N formation(s) disponible(s)': plural only above one, as French does (0 and 1 stay singular). */
export function courseCountLabel(count: number): string {
  return count > 1 ? `${count} formations disponibles` : `${count} formation disponible`;
}
