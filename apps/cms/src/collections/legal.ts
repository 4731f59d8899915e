import { legalBodyFormat } from '@fabrique/content/body-format';
import { collection, fields } from '@keystatic/core';
import { site, markdocBody, requiredText, titleAndSlug } from '../fields.ts';

const factsHelp =
  'Les informations de l’organisme s’écrivent entre accolades, jamais recopiées : {organisation.name}, {organisation.siret}, {organisation.headOffice.display}, {siteHost}, {disabilityContact}, {provider.host}… (toute information de la fiche « Organisation », par son chemin).';

const months = 'janvier|février|mars|avril|mai|juin|juillet|août|septembre|octobre|novembre|décembre';

export const legal = collection({
  label: 'Pages légales',
  path: 'data/legal/*',
  format: { contentField: 'body' },
  slugField: 'title',
  columns: ['title'],
  entryLayout: 'content',
  previewUrl: `${site}/{slug}`,
  schema: {
    title: titleAndSlug('Titre de la page', {
      slugHelp:
        'Donne l’adresse de la page. Les pages liées en pied de page (politique de formation, mentions légales, politique de confidentialité, CGU) gardent leur identifiant.',
    }),
    lastUpdated: fields.text({
      label: 'Dernière mise à jour',
      description: 'Le mois et l’année, par exemple « novembre 2026 ».',
      validation: {
        isRequired: true,
        pattern: {
          regex: new RegExp(`^(?:${months}) \\d{4}$`),
          message: 'Un mois en lettres et une année, par exemple « novembre 2026 ».',
        },
      },
    }),
    intro: requiredText('Introduction', { multiline: true, description: factsHelp }),
    body: markdocBody(
      'Texte',
      `Une section par titre de niveau 2, suivie de ses paragraphes. ${factsHelp}`,
      legalBodyFormat,
    ),
  },
});
