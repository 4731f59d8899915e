import { fields, singleton } from '@keystatic/core';
import { site, requiredText } from '../fields.ts';

export const navigation = singleton({
  label: 'Pied de page',
  path: 'data/navigation',
  format: { data: 'json' },
  previewUrl: site,
  schema: {
    legalLinks: fields.array(
      fields.object({
        label: requiredText('Libellé du lien', { max: 80 }),
        page: fields.relationship({
          label: 'Page légale',
          collection: 'legal',
          validation: { isRequired: true },
        }),
      }),
      {
        label: 'Liens vers les pages légales',
        description:
          'Colonne « Informations » du pied de page, dans cet ordre, sur toutes les pages du site. Une page légale ajoutée dans « Pages légales » y est liée ici.',
        itemLabel: (props) => props.fields.label.value || 'Nouveau lien',
        validation: { length: { min: 1 } },
      },
    ),
  },
});
