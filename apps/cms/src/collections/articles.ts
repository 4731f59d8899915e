import { collection, fields } from '@keystatic/core';
import { articleBodyFormat } from '@fabrique/content/body-format';
import { image, isoDay, site, markdocBody, optionalText, requiredText, titleAndSlug } from '../fields.ts';

export const articles = collection({
  label: 'Actualités',
  path: 'data/articles/*',
  format: { contentField: 'body' },
  slugField: 'title',
  entryLayout: 'content',
  previewUrl: `${site}/actualites/{slug}`,
  columns: ['title', 'date'],
  schema: {
    title: titleAndSlug('Titre de l’article', { slugHelp: 'Donne l’adresse : /actualites/identifiant.' }),
    date: isoDay(
      'Date de publication',
      'Affichée en français sur le site ; les articles sont classés du plus récent au plus ancien.',
    ),
    category: fields.select({
      label: 'Rubrique',
      options: [
        { label: 'Portrait', value: 'Portrait' },
        { label: 'RSE', value: 'RSE' },
        { label: 'Sécurité', value: 'Sécurité' },
        { label: 'Innovation', value: 'Innovation' },
      ],
      defaultValue: 'Innovation',
    }),
    author: optionalText('Auteur', { max: 80 }),
    excerpt: requiredText('Chapeau', {
      multiline: true,
      description: 'Le résumé montré sur la liste des actualités.',
      max: 400,
    }),
    ...image('image', 'Image de l’article', 'articles'),
    relatedCourses: fields.multiRelationship({
      label: 'Formations liées',
      collection: 'courses',
      description:
        'Au moins une, la plus proche du sujet en premier : l’article y renvoie et apparaît sur leurs pages.',
      validation: { length: { min: 1 } },
    }),
    body: markdocBody(
      'Texte',
      'Des paragraphes ; un intertitre se met en titre de niveau 2 (un sous-intertitre en niveau 3). Gras, italique, barré, liens, listes, citations, séparateurs et images s’affichent tels quels sur le site.',
      articleBodyFormat,
    ),
  },
});
