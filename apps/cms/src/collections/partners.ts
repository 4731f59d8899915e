import { collection, fields } from '@keystatic/core';
import { image, site, order, requiredText, titleAndSlug } from '../fields.ts';

export const partners = collection({
  label: 'Partenaires',
  path: 'data/partners/*',
  format: { data: 'json' },
  slugField: 'name',
  columns: ['name'],
  previewUrl: `${site}/la-fabrique`,
  schema: {
    name: titleAndSlug('Nom', { slugHelp: 'Identifie le partenaire.', max: 80 }),
    order: order(),
    description: requiredText('Description', { multiline: true, max: 600 }),
    url: fields.url({ label: 'Site du partenaire', description: 'Facultatif, une adresse https://.' }),
    ...image('logo', 'Logo', 'partners', {
      named: 'Le nom du partenaire lui sert de texte alternatif : rien à écrire.',
    }),
  },
});
