import { collection } from '@keystatic/core';
import { image, site, optionalText, requiredText, titleAndSlug } from '../fields.ts';

export const trainers = collection({
  label: 'Formateurs',
  path: 'data/trainers/*',
  format: { data: 'json' },
  slugField: 'name',
  columns: ['name'],
  // A trainer has no page of its own: the catalogue shows them on their courses.
  previewUrl: `${site}/formations`,
  schema: {
    name: titleAndSlug('Nom', { slugHelp: 'Sert aux formations pour désigner ce formateur.', max: 80 }),
    title: requiredText('Fonction', { description: 'Par exemple « Scénariste et script-doctor ».', max: 160 }),
    description: optionalText('Présentation', { multiline: true, max: 800 }),
    ...image('photo', 'Photo', 'trainers', {
      required: false,
      description: 'Facultative : sans photo, le site montre une silhouette dessinée. SVG, PNG, JPEG ou WebP.',
      named: 'Affichée à côté du nom : aucun texte alternatif à écrire.',
    }),
  },
});
