import { collection, fields } from '@keystatic/core';
import { site, order, requiredText, titleAndSlug } from '../fields.ts';

const topic = fields.object({
  title: requiredText('Titre', { max: 160 }),
  text: requiredText('Texte', { multiline: true }),
  duration: requiredText('Durée', { description: 'Par exemple « 1 jour ».', max: 40 }),
  hours: requiredText('Heures', { description: 'Par exemple « 7h ».', max: 20 }),
  format: requiredText('Format', { max: 80 }),
  price: fields.text({
    label: 'Tarif',
    description: '« 690 € HT » ou « Sur devis ».',
    validation: {
      isRequired: true,
      pattern: { regex: /^(?:\d+ € HT|Sur devis)$/, message: 'Écrivez « 690 € HT » ou « Sur devis ».' },
    },
  }),
});

export const csiaPaths = collection({
  label: 'Parcours CSIA',
  path: 'data/csia-paths/*',
  format: { data: 'json' },
  slugField: 'label',
  columns: ['label'],
  previewUrl: `${site}/csia`,
  schema: {
    label: titleAndSlug('Nom de l’onglet', { slugHelp: 'Les onglets du CSIA gardent leur identifiant.', max: 60 }),
    order: order(),
    audience: requiredText('Public', { multiline: true }),
    topics: fields.array(topic, {
      label: 'Thèmes',
      description: 'Exactement quatre thèmes par parcours.',
      itemLabel: (props) => props.fields.title.value || 'Thème',
      validation: { length: { min: 4, max: 4 } },
    }),
  },
});
