import { categoryPages, type CategoryPage } from '../categories.ts';
import { categoryNames, type CategoryName, type CategorySlug, type CategoryTone, type Course } from '../types.ts';

const slugByName: Record<CategoryName, CategorySlug> = {
  'Concevoir et développer un projet audiovisuel': 'concevoir-developper',
  'Maîtriser les outils et accéder au marché': 'outils-marche',
  'Construire une démarche RSE': 'rse',
};

const toneByName: Record<CategoryName, CategoryTone> = {
  'Concevoir et développer un projet audiovisuel': 'blue',
  'Maîtriser les outils et accéder au marché': 'purple',
  'Construire une démarche RSE': 'green',
};

const isCategoryName = (name: string): name is CategoryName => (categoryNames as readonly string[]).includes(name);

/** The URL segment of /formations/categorie/{slug}; any other name is lower-cased with spaces turned into hyphens. */
export function categorySlug(name: CategoryName): CategorySlug;
export function categorySlug(name: string): string;
export function categorySlug(name: string): string {
  return isCategoryName(name) ? slugByName[name] : name.toLowerCase().replace(/ /g, '-');
}

export type CategoryLookup = { found: true; category: CategoryPage } | { found: false };

/** The category page behind a URL segment; unknown slugs give 'Catégorie non trouvée'. */
export function categoryBySlug(slug: string): CategoryLookup {
  const category = Object.values(categoryPages).find((page) => page.slug === slug);
  return category ? { found: true, category } : { found: false };
}

/** Colour family of a category; names outside the three known ones fall back to blue. */
export function categoryTone(name: string): CategoryTone {
  return isCategoryName(name) ? toneByName[name] : 'blue';
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
  return categoryNames.map((category) => ({
    category,
    slug: categorySlug(category),
    tone: categoryTone(category),
    courses: coursesByCategory(courses, category).slice(0, catalogueLandingLimit),
  }));
}

/** 'N formation(s) disponible(s)': plural only above one, as French does (0 and 1 stay singular). */
export function courseCountLabel(count: number): string {
  return count > 1 ? `${count} formations disponibles` : `${count} formation disponible`;
}
