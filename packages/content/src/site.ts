/**
 * Organisation facts, read from `data/organisation.json`: the one place pages, legal texts, structured data and
 * content:check read them from. Every value is plausible but only the organisation can certify it: see `valuesToConfirm`.
 */
import type * as v from 'valibot';
import { refuseInvalidContent } from './data-files/gate.ts';
import { organisationFile } from './data-files/organisation.ts';
import type { organisationFileSchema, OrganisationFile } from './schema.ts';
import type { SocialNetwork } from './types.ts';

export { socialNetworks } from './types.ts';
export type { SocialNetwork } from './types.ts';

export interface SocialLink {
  network: SocialNetwork;
  /** Accessible name of the link or of the inactive icon. */
  label: string;
  /** `null` while the organisation has not given the account's address: render no link. */
  url: string | null;
}

type OrganisationOutput = v.InferOutput<typeof organisationFileSchema>;
export type PostalAddress = OrganisationOutput['headOffice'];
/** A person of the organisation; `teamMemberId` is their entry in `data/team`. */
export type Person = Omit<OrganisationOutput['publicationDirector'], never>;
/** A provider that hosts the site or processes personal data on the organisation's behalf. */
export type ServiceProvider = OrganisationOutput['host'];
export type Organisation = Omit<OrganisationFile, 'socialLinks'> & { socialLinks: readonly SocialLink[] };

refuseInvalidContent();

const organisationData = organisationFile as OrganisationFile;

export const socialLinks: readonly SocialLink[] = organisationData.socialLinks.map(({ url, ...link }) => ({
  ...link,
  url: url ?? null,
}));

export const organisation: Organisation = { ...organisationData, socialLinks };

export interface ValueToConfirm {
  /** What to ask the organisation, in plain words. */
  label: string;
  /** Dot path from the package's exports, e.g. 'organisation.siret', 'organisation.socialLinks.0.url' or 'courses.<id>.sessions.1'. */
  path: string;
}

/** Facts only the organisation can give, to confirm before going live: `npm run content:check` lists them. */
export const valuesToConfirm: readonly ValueToConfirm[] = [
  { label: 'Raison sociale', path: 'organisation.legalName' },
  { label: 'Forme juridique', path: 'organisation.legalForm' },
  { label: 'Capital social', path: 'organisation.shareCapital' },
  { label: 'Numéro SIREN', path: 'organisation.siren' },
  { label: 'Numéro SIRET du siège', path: 'organisation.siret' },
  { label: 'Immatriculation au RCS', path: 'organisation.rcs' },
  { label: 'Numéro de TVA intracommunautaire', path: 'organisation.vatNumber' },
  { label: 'Numéro de déclaration d’activité de formation (NDA)', path: 'organisation.trainingDeclaration.number' },
  { label: 'Numéro du certificat Qualiopi', path: 'organisation.qualiopi.certificateNumber' },
  { label: 'Catégorie d’action certifiée Qualiopi', path: 'organisation.qualiopi.actionCategory' },
  { label: 'Adresse du siège social', path: 'organisation.headOffice.display' },
  { label: 'Directeur ou directrice de la publication', path: 'organisation.publicationDirector.name' },
  { label: 'Référente handicap', path: 'organisation.disabilityContact.name' },
  { label: 'Adresse e-mail de la référente handicap', path: 'organisation.disabilityContact.email' },
  { label: 'Adresse e-mail de contact', path: 'organisation.email' },
  { label: 'Adresse e-mail de signalement des failles de sécurité', path: 'organisation.securityEmail' },
  { label: 'Numéro de téléphone', path: 'organisation.phone' },
  { label: 'Adresse publique du site', path: 'organisation.siteUrl' },
  {
    label: 'Lien de prise de rendez-vous (session stratégique CSIA de 30 minutes)',
    path: 'organisation.strategySessionUrl',
  },
  { label: 'Hébergeur du site (nom, adresse, téléphone)', path: 'organisation.host' },
  { label: 'Prestataire de base de données et de fonctions serveur', path: 'organisation.backendProvider' },
  { label: 'Prestataire d’envoi des e-mails', path: 'organisation.emailProvider' },
  { label: 'Compte X', path: 'organisation.socialLinks.0.url' },
  { label: 'Page LinkedIn', path: 'organisation.socialLinks.1.url' },
  { label: 'Chaîne YouTube', path: 'organisation.socialLinks.2.url' },
  {
    label: 'Appréciations des alumni (notes sur 5 et commentaires) de chaque formation',
    path: 'courses.*.testimonials',
  },
  {
    label: 'Dispositifs de financement ouverts à chaque formation (CPF, OPCO, France Travail, employeur)',
    path: 'courses.*.funding.schemes',
  },
  {
    label: 'Code RS ou RNCP de « Créer, développer et produire un format 360 » (éligibilité au CPF)',
    path: 'courses.creer-developper-produire-format-360.funding.certification',
  },
  {
    label: 'Code RS ou RNCP de « Les clés de la série documentaire » (éligibilité au CPF)',
    path: 'courses.les-cles-de-la-serie-documentaire.funding.certification',
  },
  {
    label: 'Code RS ou RNCP de « Mettre en place une démarche de production éco-responsable » (éligibilité au CPF)',
    path: 'courses.demarche-ecoresponsable.funding.certification',
  },
  {
    label: 'Nombre d’échéances du paiement en plusieurs fois (financement personnel) de chaque formation',
    path: 'courses.*.funding.instalments',
  },
  {
    label:
      'Résultats de chaque formation (période, stagiaires entrés, répondants au questionnaire de satisfaction, taux d’achèvement)',
    path: 'courses.*.results',
  },
  { label: 'Tarifs des modules du catalogue CSIA', path: 'csiaPaths.*.topics.*.price' },
  {
    label: 'Modalités d’évaluation de « IA générative : les enjeux juridiques »',
    path: 'courses.ia-enjeux-juridiques.evaluation',
  },
  {
    label: 'Dates de la session 2027 « Les clés de la série documentaire »',
    path: 'courses.les-cles-de-la-serie-documentaire.sessions.1',
  },
  {
    label: 'Dates de la session 2027 « Atelier d’écriture avec l’IA »',
    path: 'courses.atelier-ecriture-avec-ia.sessions.1',
  },
  {
    label: 'Dates de la session 2027 « La boîte à outils de l’idéation »',
    path: 'courses.boite-a-outils-ideation.sessions.1',
  },
  {
    label: 'Dates de la session 2027 « Mettre en place une démarche de production éco-responsable »',
    path: 'courses.demarche-ecoresponsable.sessions.1',
  },
  {
    label: 'Dates de la session 2027 « Éco-concevoir une campagne publicitaire » (partenaire)',
    path: 'courses.eco-conception-campagnes-publicitaires.sessions.1',
  },
];
