import { collection } from '@keystatic/core';
import { site, order, requiredText, textList, titleAndSlug } from '../fields.ts';

export const offers = collection({
  label: 'Offres',
  path: 'data/offers/*',
  format: { data: 'json' },
  slugField: 'title',
  columns: ['title'],
  previewUrl: `${site}/nos-offres`,
  schema: {
    title: titleAndSlug('Nom de l’offre', { slugHelp: 'Identifie l’offre.' }),
    order: order(),
    price: requiredText('Tarif', { description: 'Tel qu’affiché, par exemple « Sur devis ».', max: 80 }),
    description: requiredText('Description', { multiline: true, max: 600 }),
    features: textList('Ce que comprend l’offre', 'Élément'),
  },
});
