/** The texts of each /formations/categorie/{slug} page, read from `data/categories/<slug>.json`. */
import { byOrder, ContentDataError, loadEntries, type DataProblem } from './data-check.ts';
import { checked } from './data-files/assets.ts';
import { categoryFiles } from './data-files/catalogue.ts';
import { entryImage } from './images.ts';
import { categoryFileSchema, type CategoryFile } from './schema.ts';
import { categoryNames, categorySlugs, type CategoryName, type CategorySlug, type ImageAsset } from './types.ts';

/** Texts of a /formations/categorie/{slug} page. */
export interface CategoryPage extends Omit<CategoryFile, 'order' | 'name' | 'whyChoose' | 'image' | 'imageAlt'> {
  slug: CategorySlug;
  name: CategoryName;
  whyChoose: CategoryFile['whyChoose'] & { heading: 'Pourquoi choisir ce parcours ?' };
  image: ImageAsset;
}

const entries = loadEntries<CategoryFile>(categoryFileSchema, categoryFiles, 'name', checked);

// The three categories are the site's structure (their tones, the courses' field): each has its file, named as in code.
if (checked) {
  const problems: DataProblem[] = [
    ...categorySlugs
      .filter((slug) => !entries.some((entry) => entry.id === slug))
      .map((slug) => ({ file: `categories/${slug}.json`, entry: slug, field: '', message: 'fichier manquant' })),
    ...entries.flatMap(({ file, id, data }) => {
      const index = categorySlugs.indexOf(id as CategorySlug);
      if (index < 0)
        return [
          { file, entry: data.name, field: '', message: `catégorie inconnue : ${categorySlugs.join(', ')} seulement` },
        ];
      return data.name === categoryNames[index]
        ? []
        : [{ file, entry: data.name, field: 'name', message: `doit rester « ${categoryNames[index]} »` }];
    }),
  ];
  if (problems.length > 0) throw new ContentDataError(problems);
}

export const categoryPages = Object.fromEntries(
  byOrder(entries).map(({ id, data: { order: _order, name, whyChoose, image, imageAlt, ...texts } }) => [
    id,
    {
      slug: id as CategorySlug,
      name: name as CategoryName,
      ...texts,
      whyChoose: { heading: 'Pourquoi choisir ce parcours ?', ...whyChoose },
      image: entryImage({ collection: 'categories', id, field: 'image', file: image }, imageAlt),
    } satisfies CategoryPage,
  ]),
) as Record<CategorySlug, CategoryPage>;
