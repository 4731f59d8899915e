/**
 * The `{…}` tokens texts may name instead of retyping an organisation fact: `{organisation.siret}` (any text or number
 * of `organisation.json` by its path) and a few sentences built from them. Pure, so that the content check can name
 * unknown tokens from the raw file even while another field of that file is being fixed.
 */
import type { OrganisationFile } from './schema.ts';

type Provider = OrganisationFile['host'];

/** A provider as the legal texts present it, in one sentence. */
const providerSentence = (p: Provider): string =>
  `${p.name} (${p.legalName}), ${p.address}${p.phone ? `, téléphone ${p.phone}` : ''}, ${p.website}. Rôle : ${p.role}. Lieu de stockage des données : ${p.dataLocation}.`;

/** `{organisation.siret}`, `{organisation.headOffice.display}`…: every text or number of the organisation's file. */
const factTokens = (value: unknown, path: string): [string, string][] =>
  typeof value === 'string' || typeof value === 'number'
    ? [[path, String(value)]]
    : value && typeof value === 'object'
      ? Object.entries(value).flatMap(([key, inner]) => factTokens(inner, `${path}.${key}`))
      : [];

/** The tokens worded from several facts. */
const sentences: Record<string, (organisation: Omit<OrganisationFile, 'socialLinks'>) => string> = {
  disabilityContact: ({ disabilityContact: contact }) =>
    `${contact.name}, ${contact.role.toLowerCase()} (${contact.email})`,
  siteHost: (organisation) => new URL(organisation.siteUrl).host,
  'provider.host': (organisation) => providerSentence(organisation.host),
  'provider.backendProvider': (organisation) => providerSentence(organisation.backendProvider),
  'provider.emailProvider': (organisation) => providerSentence(organisation.emailProvider),
};

/** What each token stands for, from a valid organisation file. */
export const tokenValues = (organisation: Omit<OrganisationFile, 'socialLinks'>): Record<string, string> => ({
  ...Object.fromEntries(factTokens(organisation, 'organisation')),
  ...Object.fromEntries(Object.entries(sentences).map(([name, sentence]) => [name, sentence(organisation)])),
});

/** The token names an organisation file (valid or not) offers. */
export const tokenNames = (organisation: unknown): ReadonlySet<string> =>
  new Set([...factTokens(organisation, 'organisation').map(([name]) => name), ...Object.keys(sentences)]);

/** The `{…}` names of a text that stand for no fact. */
export const unknownTokenNames = (text: string, known: ReadonlySet<string>): string[] =>
  [...text.matchAll(/\{([^}]*)\}/g)].map((match) => match[1]!).filter((name) => !known.has(name));
