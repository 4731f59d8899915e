import { collection } from '@keystatic/core';
import { image, site, order, requiredText, titleAndSlug } from '../fields.ts';

export const team = collection({
  label: 'Équipe',
  path: 'data/team/*',
  format: { data: 'json' },
  slugField: 'name',
  columns: ['name'],
  previewUrl: `${site}/la-fabrique`,
  schema: {
    name: titleAndSlug('Nom', { slugHelp: 'Désigne la personne dans les informations légales.', max: 80 }),
    order: order(),
    position: requiredText('Fonction', {
      description: 'Telle que la carte de la personne l’affiche, par exemple « Responsable de formation ».',
      max: 80,
    }),
    bio: requiredText('Présentation', {
      multiline: true,
      description: 'Quelques phrases, affichées sous la photo sur la page La Fabrique.',
      max: 800,
    }),
    ...image('image', 'Photo', 'team', {
      named: 'Affichée à côté du nom : aucun texte alternatif à écrire.',
    }),
  },
});
