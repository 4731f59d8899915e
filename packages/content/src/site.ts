/**
 * Organisation facts: the one place pages, legal texts, structured data and content:check read them from.
 * Every value here is plausible but only the organisation can certify it: see `valuesToConfirm`.
 * This module imports no asset so that build scripts (PDF catalogue, content:check) can read it with plain Node.
 */

export const socialNetworks = ['X', 'LinkedIn', 'YouTube'] as const;
export type SocialNetwork = (typeof socialNetworks)[number];

export interface SocialLink {
  network: SocialNetwork;
  /** Accessible name of the link or of the inactive icon. */
  label: string;
  /** `null` while the organisation has not given the account's address: render no link. */
  url: string | null;
}

export interface PostalAddress {
  streetAddress: string;
  postalCode: string;
  locality: string;
  country: string;
  /** ISO 3166-1 alpha-2, for structured data. */
  countryCode: string;
  /** The whole address on one line. */
  display: string;
}

export interface Person {
  name: string;
  role: string;
  /** Id of the matching record of `team` (organisation.ts). */
  teamMemberId: string;
}

/** A provider that hosts the site or processes personal data on the organisation's behalf. */
export interface ServiceProvider {
  name: string;
  legalName: string;
  address: string;
  phone?: string;
  website: string;
  /** What it does for the site, in French, as a legal text says it. */
  role: string;
  /** Where the data it holds is stored, in French. */
  dataLocation: string;
}

export interface Organisation {
  /** Trade name, used everywhere on the site. */
  name: string;
  legalName: string;
  legalForm: 'SAS';
  legalFormLabel: string;
  shareCapital: number;
  shareCapitalDisplay: string;
  foundingYear: number;
  siren: string;
  siret: string;
  rcs: string;
  vatNumber: string;
  /** Numéro de déclaration d’activité de formation. */
  trainingDeclaration: { number: string; authority: string; mention: string };
  qualiopi: { certificateNumber: string; actionCategory: string; mention: string };
  headOffice: PostalAddress;
  /** The short address shown in contact blocks. */
  displayAddress: string;
  publicationDirector: Person;
  disabilityContact: Person & { email: string };
  email: string;
  phone: string;
  phoneE164: string;
  siteUrl: string;
  /** Booking page of the CSIA 30-minute strategy session (external, opened in a new tab). */
  strategySessionUrl: string;
  strategySessionDurationMinutes: number;
  host: ServiceProvider;
  backendProvider: ServiceProvider;
  emailProvider: ServiceProvider;
  socialLinks: readonly SocialLink[];
}

export const socialLinks: readonly SocialLink[] = [
  { network: 'X', label: 'X (anciennement Twitter)', url: null },
  { network: 'LinkedIn', label: 'LinkedIn', url: null },
  { network: 'YouTube', label: 'YouTube', url: null },
];

export const organisation: Organisation = {
  name: 'La Fabrique',
  legalName: 'La Fabrique des Formats',
  legalForm: 'SAS',
  legalFormLabel: 'société par actions simplifiée',
  shareCapital: 9788,
  shareCapitalDisplay: '9 788 €',
  foundingYear: 2016,
  siren: '821 457 314',
  siret: '821 457 314 00028',
  rcs: '821 457 314 R.C.S. Paris',
  vatNumber: 'FR42 821 457 314',
  trainingDeclaration: {
    number: '11 75 56213 75',
    authority: 'préfet de la région Île-de-France',
    mention:
      'Déclaration d’activité enregistrée sous le numéro 11 75 56213 75 auprès du préfet de la région Île-de-France. Cet enregistrement ne vaut pas agrément de l’État.',
  },
  qualiopi: {
    certificateNumber: 'QUA-2022-11-4873',
    actionCategory: 'actions de formation',
    mention:
      'La certification qualité Qualiopi a été délivrée au titre de la catégorie d’action suivante : actions de formation.',
  },
  headOffice: {
    streetAddress: '18 rue de la Fontaine au Roi',
    postalCode: '75011',
    locality: 'Paris',
    country: 'France',
    countryCode: 'FR',
    display: '18 rue de la Fontaine au Roi, 75011 Paris',
  },
  displayAddress: 'Paris, France',
  publicationDirector: {
    name: 'Hélène Dumas',
    role: 'Présidente',
    teamMemberId: 'helene-dumas',
  },
  disabilityContact: {
    name: 'Léa Morel',
    role: 'Référente handicap',
    teamMemberId: 'lea-morel',
    email: 'handicap@lafabrique-formats.fr',
  },
  email: 'contact@lafabrique-formats.fr',
  phone: '01 84 60 21 16',
  phoneE164: '+33184602116',
  siteUrl: 'https://www.lafabrique-formats.fr',
  strategySessionUrl: 'https://calendly.com/lafabrique-formats/session-strategique-csia-30-min',
  strategySessionDurationMinutes: 30,
  host: {
    name: 'Cloudflare Pages',
    legalName: 'Cloudflare, Inc.',
    address: '101 Townsend Street, San Francisco, CA 94107, États-Unis',
    phone: '+1 650 319 8930',
    website: 'https://www.cloudflare.com',
    role: 'hébergement et diffusion des pages du site',
    dataLocation: 'réseau mondial de centres de données, au plus près des visiteurs',
  },
  backendProvider: {
    name: 'Supabase',
    legalName: 'Supabase, Inc.',
    address: '970 Toa Payoh North #07-04, Singapour 318992',
    website: 'https://supabase.com',
    role: 'base de données et fonctions serveur qui reçoivent les messages du formulaire de contact et les inscriptions à la lettre d’information',
    dataLocation: 'Union européenne (région de Francfort, Allemagne)',
  },
  emailProvider: {
    name: 'Resend',
    legalName: 'Resend, Inc.',
    address: '2261 Market Street #5039, San Francisco, CA 94114, États-Unis',
    website: 'https://resend.com',
    role: 'envoi des courriels de confirmation et de la lettre d’information',
    dataLocation: 'États-Unis',
  },
  socialLinks,
};

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
