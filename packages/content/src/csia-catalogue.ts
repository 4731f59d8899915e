/**
 * CSIA training paths (`data/csia-paths/<key>.json`) and the content of the PDF catalogue rendered at build time.
 * csia.ts re-exports it.
 */
import { byOrder, loadEntries } from './data-check.ts';
import { checked } from './data-files/assets.ts';
import { csiaPathFiles } from './data-files/organisation.ts';
import { csiaPathFileSchema, type CsiaPathFile } from './schema.ts';
import { organisation } from './site.ts';

/** A tab's key: its data file's name. */
export type CsiaPathKey = string;
export type CsiaTopic = CsiaPathFile['topics'][number];

export interface CsiaPath extends Omit<CsiaPathFile, 'order'> {
  key: CsiaPathKey;
}

/** The tabs of /csia, in their `order` (the first one is selected by default). */
export const csiaPaths: readonly CsiaPath[] = byOrder(
  loadEntries<CsiaPathFile>(csiaPathFileSchema, csiaPathFiles, 'label', checked),
).map(({ id, data: { order: _order, ...path } }) => ({ key: id, ...path }));

/** Every tab's key, in order. */
export const csiaPathKeys: readonly CsiaPathKey[] = csiaPaths.map((path) => path.key);

export interface CsiaCatalogue {
  title: string;
  subtitle: string;
  edition: string;
  intro: readonly string[];
  formats: readonly { title: string; text: string }[];
  /** One section per training path, in the tabs' order. */
  sections: readonly CsiaPath[];
  conditions: readonly string[];
  contact: {
    title: string;
    text: string;
    email: string;
    phone: string;
    address: string;
    schedulingLabel: string;
    schedulingUrl: string;
    siteUrl: string;
  };
  /** Legal footer of every page: publisher, training declaration, Qualiopi. */
  legalNotice: string;
}

export const csiaCatalogue: CsiaCatalogue = {
  title: 'Catalogue des parcours IA',
  subtitle: `Centre de services IA — ${organisation.name} et Synapse`,
  edition: 'Édition 2025-2026',
  intro: [
    'L’intelligence artificielle transforme chacun des métiers de l’audiovisuel, de l’écriture à la promotion. Le Centre de services IA (CSIA), initiative de La Fabrique menée avec l’agence Synapse, accompagne les professionnels pour adopter ces outils avec méthode, dans le respect des auteurs et des équipes.',
    'Ce catalogue présente nos sept parcours métiers. Chaque module peut être suivi seul ou combiné avec d’autres pour former un parcours complet, en inter-entreprises ou adapté à votre structure.',
  ],
  formats: [
    {
      title: 'Inter-entreprises',
      text: 'Des sessions programmées à Paris ou à distance, en groupes de 4 à 10 participants issus de structures différentes.',
    },
    {
      title: 'Intra-entreprise',
      text: 'Une session réservée à vos équipes, dans vos locaux ou à distance, construite à partir de vos projets et de vos outils.',
    },
    {
      title: 'Parcours sur mesure',
      text: 'Une combinaison de modules choisie avec vous lors d’une session stratégique de 30 minutes, pour accompagner la transformation d’un service ou d’une société.',
    },
  ],
  sections: csiaPaths,
  conditions: [
    'Les tarifs sont indiqués hors taxes, par participant, pour les sessions inter-entreprises. Les sessions intra-entreprise et les parcours sur mesure font l’objet d’un devis.',
    'Les formations peuvent être prises en charge par votre OPCO, notamment l’Afdas. Nous vous aidons à constituer le dossier de financement.',
    'Les inscriptions sont possibles jusqu’à 10 jours avant le début de la session, après un entretien qui permet de vérifier l’adéquation du module à votre pratique.',
    'Chaque participant dispose d’un accès à l’atelier IA multi-modèles pendant la formation et le mois qui suit.',
    `Pour toute situation de handicap, contactez ${organisation.disabilityContact.name}, référente handicap (${organisation.disabilityContact.email}) : nous étudions avec vous les adaptations nécessaires.`,
  ],
  contact: {
    title: 'Construisons votre parcours',
    text: 'Réservez une session stratégique de 30 minutes avec nos experts, ou écrivez-nous pour recevoir un devis.',
    email: organisation.email,
    phone: organisation.phone,
    address: organisation.headOffice.display,
    schedulingLabel: 'Réserver une session stratégique de 30 minutes',
    schedulingUrl: organisation.strategySessionUrl,
    siteUrl: organisation.siteUrl,
  },
  legalNotice: `${organisation.legalName}, ${organisation.legalForm} au capital de ${organisation.shareCapitalDisplay}, ${organisation.rcs}. ${organisation.trainingDeclaration.mention} ${organisation.qualiopi.mention}`,
};
