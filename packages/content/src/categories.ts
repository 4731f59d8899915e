/** The texts of each /formations/categorie/{slug} page, read from `data/categories/<slug>.json`. */
import { refuseInvalidContent } from './data-files/gate.ts';
import { byOrder, loadEntries } from './data-check.ts';
import { categoryFiles } from './data-files/catalogue.ts';
import { entryImage } from './images.ts';
import type { CategoryFile } from './schema.ts';
import type { CategorySlug, ImageAsset } from './types.ts';

/** Texts of a /formations/categorie/{slug} page. */
export interface CategoryPage extends Omit<CategoryFile, 'order' | 'tone' | 'whyChoose' | 'image' | 'imageAlt'> {
  slug: CategorySlug;
  whyChoose: CategoryFile['whyChoose'] & { heading: 'Pourquoi choisir ce parcours ?' };
  image: ImageAsset;
}

refuseInvalidContent();

const entries = loadEntries<CategoryFile>(categoryFiles);

/** Every category page by its id, in the site's order. */
export const categoryPages: Readonly<Record<CategorySlug, CategoryPage>> = Object.fromEntries(
  byOrder(entries).map(({ id, data: { order: _order, tone: _tone, whyChoose, image, imageAlt, ...texts } }) => [
    id,
    {
      slug: id,
      ...texts,
      whyChoose: { heading: 'Pourquoi choisir ce parcours ?', ...whyChoose },
      image: entryImage({ collection: 'categories', id, field: 'image', file: image }, imageAlt),
    } satisfies CategoryPage,
  ]),
);
