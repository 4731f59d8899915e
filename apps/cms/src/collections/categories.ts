import { collection, fields } from '@keystatic/core';
import { image, site, order, requiredText, textList, titleAndSlug } from '../fields.ts';

export const categories = collection({
  label: 'Catégories',
  path: 'data/categories/*',
  format: { data: 'json' },
  slugField: 'name',
  columns: ['name'],
  previewUrl: `${site}/formations/categorie/{slug}`,
  schema: {
    name: titleAndSlug('Nom de la catégorie', { slugHelp: 'Donne l’adresse : /formations/categorie/identifiant.' }),
    order: order(),
    tone: fields.select({
      label: 'Couleur',
      description: 'La couleur de la catégorie sur tout le site : bandeau des cartes, badges, programmes en PDF.',
      options: [
        { label: 'Bleu', value: 'blue' },
        { label: 'Violet', value: 'purple' },
        { label: 'Vert', value: 'green' },
      ],
      defaultValue: 'blue',
    }),
    title: requiredText('Titre de la page', { max: 160 }),
    description: requiredText('Description', { multiline: true, max: 800 }),
    whyChoose: fields.object(
      {
        intro: requiredText('Introduction', { multiline: true }),
        reasons: textList('Raisons', 'Raison'),
      },
      { label: 'Bloc « Pourquoi choisir ce parcours ? »' },
    ),
    ...image('image', 'Image de la catégorie', 'categories'),
  },
});
