import { collection } from '@keystatic/core';
import { localSite, order, requiredText, textList, titleAndSlug } from '../fields.ts';

export const offers = collection({
  label: 'Offres',
  path: 'data/offers/*',
  format: { data: 'json' },
  slugField: 'title',
  columns: ['title'],
  previewUrl: `${localSite}/nos-offres`,
  schema: {
    title: titleAndSlug('Nom de l’offre', { slugHelp: 'Identifie l’offre.' }),
    order: order(),
    price: requiredText('Tarif', { description: 'Tel qu’affiché, par exemple « Sur devis ».', max: 80 }),
    description: requiredText('Description', { multiline: true, max: 600 }),
    features: textList('Ce que comprend l’offre', 'Élément'),
  },
});
