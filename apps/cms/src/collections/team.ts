import { collection, fields } from '@keystatic/core';
import { image, localSite, order, requiredText, titleAndSlug } from '../fields.ts';

export const team = collection({
  label: 'Équipe',
  path: 'data/team/*',
  format: { data: 'json' },
  slugField: 'name',
  columns: ['name'],
  previewUrl: `${localSite}/la-fabrique`,
  schema: {
    name: titleAndSlug('Nom', { slugHelp: 'Désigne la personne dans les informations légales.', max: 80 }),
    order: order(),
    position: fields.select({
      label: 'Fonction',
      options: [
        { label: 'Fondateur', value: 'Fondateur' },
        { label: 'Présidente', value: 'Présidente' },
        { label: 'Directeur Général', value: 'Directeur Général' },
        { label: 'Responsable de formation', value: 'Responsable de formation' },
      ],
      defaultValue: 'Responsable de formation',
    }),
    bio: requiredText('Présentation', { multiline: true, max: 800 }),
    ...image('image', 'Photo', 'team'),
  },
});
