/**
 * The one valibot schema of the content. The data files (`data/`, see its README) are checked against the `…FileSchema`s
 * at build and by the tests; the TypeScript types are inferred from them. Messages are French: the organisation reads them.
 */
import * as v from 'valibot';
import { email, httpsUrl, imageFile, isoDay, order, slug, text, texts } from './course-schema.ts';
import { articleCategories, categoryTones, socialNetworks } from './types.ts';

/** An image field and its text alternative, as the editor stores them. */
const image = <K extends string>(key: K) =>
  ({ [key]: imageFile, [`${key}Alt`]: text }) as { [P in K | `${K}Alt`]: typeof imageFile | typeof text };

/** `data/articles/<id>.mdoc`: this frontmatter, then the body in Markdown (`## ` starts a subheading). */
export const articleFileSchema = v.strictObject({
  title: text,
  date: isoDay,
  category: v.picklist(articleCategories, `doit être l’une des rubriques : ${articleCategories.join(', ')}`),
  author: v.optional(text),
  excerpt: text,
  ...image('image'),
  relatedCourses: v.pipe(
    v.array(slug),
    v.minLength(1, 'au moins une formation liée'),
    v.check((ids) => new Set(ids).size === ids.length, 'une formation n’est citée qu’une fois'),
  ),
});
export const articleBodySchema = text;

/** `data/team/<id>.json` */
export const teamMemberFileSchema = v.strictObject({
  name: text,
  order,
  // Written as the card shows it (« Directrice pédagogique »…): a new role needs no developer.
  position: v.pipe(text, v.maxLength(80, 'doit tenir en 80 caractères')),
  bio: text,
  // Beside the name it shows, the portrait is decorative (alt=""): no text alternative is asked for.
  image: imageFile,
});

/** `data/partners/<id>.json` */
export const partnerFileSchema = v.strictObject({
  name: text,
  order,
  description: text,
  url: v.optional(httpsUrl),
  // A logo says the partner's name, which is its text alternative: none is asked for.
  logo: imageFile,
});

/** `data/offers/<id>.json` */
export const offerFileSchema = v.strictObject({ title: text, order, price: text, description: text, features: texts });

/** `data/categories/<slug>.json`: the texts of /formations/categorie/<slug>. */
export const categoryFileSchema = v.strictObject({
  name: text,
  order,
  tone: v.picklist(categoryTones, `doit être l’une des couleurs : ${categoryTones.join(', ')}`),
  title: text,
  description: text,
  whyChoose: v.strictObject({ intro: text, reasons: texts }),
  ...image('image'),
});

const csiaTopicSchema = v.strictObject({
  title: text,
  text,
  duration: text,
  hours: text,
  format: text,
  price: v.pipe(text, v.regex(/^(?:\d+ € HT|Sur devis)$/, 'doit s’écrire « 690 € HT » ou « Sur devis »')),
});

/** `data/csia-paths/<key>.json`: a tab of /csia and a section of its PDF catalogue. */
export const csiaPathFileSchema = v.strictObject({
  label: text,
  order,
  audience: text,
  topics: v.tuple(
    [csiaTopicSchema, csiaTopicSchema, csiaTopicSchema, csiaTopicSchema],
    'doit contenir exactement quatre thèmes',
  ),
});

/** `data/navigation.json`: the footer's links to the legal pages, in their order; `page` is a file of data/legal. */
export const navigationFileSchema = v.strictObject({
  legalLinks: v.pipe(
    v.array(v.strictObject({ label: text, page: slug })),
    v.minLength(1, 'doit contenir au moins un lien'),
  ),
});

/** `data/legal/<id>.mdoc`: this frontmatter, then the sections (a `## ` heading, then its paragraphs). */
export const legalPageFileSchema = v.strictObject({
  title: text,
  lastUpdated: v.pipe(
    text,
    v.regex(
      /^(?:janvier|février|mars|avril|mai|juin|juillet|août|septembre|octobre|novembre|décembre) \d{4}$/,
      'doit être un mois en lettres et une année, par exemple « novembre 2026 »',
    ),
  ),
  intro: text,
});

const serviceProviderSchema = v.strictObject({
  name: text,
  legalName: text,
  address: text,
  phone: v.optional(text),
  website: httpsUrl,
  role: text,
  dataLocation: text,
});

const personSchema = { name: text, role: text, teamMemberId: slug };

/** `data/organisation.json` */
export const organisationFileSchema = v.strictObject({
  name: text,
  legalName: text,
  legalForm: v.literal('SAS'),
  legalFormLabel: text,
  shareCapital: v.pipe(v.number(), v.integer(), v.minValue(1)),
  shareCapitalDisplay: text,
  foundingYear: v.pipe(v.number(), v.integer()),
  siren: v.pipe(v.string(), v.regex(/^\d{3} \d{3} \d{3}$/)),
  siret: v.pipe(v.string(), v.regex(/^\d{3} \d{3} \d{3} \d{5}$/)),
  rcs: text,
  vatNumber: text,
  trainingDeclaration: v.strictObject({ number: text, authority: text, mention: text }),
  qualiopi: v.strictObject({ certificateNumber: text, actionCategory: text, mention: text }),
  headOffice: v.strictObject({
    streetAddress: text,
    postalCode: v.pipe(v.string(), v.regex(/^\d{5}$/)),
    locality: text,
    country: text,
    countryCode: v.pipe(v.string(), v.regex(/^[A-Z]{2}$/)),
    display: text,
  }),
  displayAddress: text,
  publicationDirector: v.strictObject(personSchema),
  disabilityContact: v.strictObject({ ...personSchema, email }),
  email,
  // Where vulnerabilities are reported (SECURITY.md of the repository).
  securityEmail: email,
  phone: text,
  phoneE164: v.pipe(v.string(), v.regex(/^\+\d{8,15}$/)),
  siteUrl: httpsUrl,
  strategySessionUrl: httpsUrl,
  strategySessionDurationMinutes: v.pipe(v.number(), v.integer(), v.minValue(1)),
  host: serviceProviderSchema,
  backendProvider: serviceProviderSchema,
  emailProvider: serviceProviderSchema,
  // No address while the account does not exist: the site shows an inactive icon.
  socialLinks: v.array(v.strictObject({ network: v.picklist(socialNetworks), label: text, url: v.optional(httpsUrl) })),
});

export type ArticleFile = v.InferOutput<typeof articleFileSchema>;
export type TeamMemberFile = v.InferOutput<typeof teamMemberFileSchema>;
export type PartnerFile = v.InferOutput<typeof partnerFileSchema>;
export type OfferFile = v.InferOutput<typeof offerFileSchema>;
export type CategoryFile = v.InferOutput<typeof categoryFileSchema>;
export type CsiaPathFile = v.InferOutput<typeof csiaPathFileSchema>;
export type OrganisationFile = v.InferOutput<typeof organisationFileSchema>;
export type LegalPageFile = v.InferOutput<typeof legalPageFileSchema>;
export type NavigationFile = v.InferOutput<typeof navigationFileSchema>;

const titledText = v.strictObject({ title: text, text });
const titledTexts = v.pipe(v.array(titledText), v.minLength(1, 'au moins un élément'));
const supervisionPanel = v.strictObject({ title: text, intro: text, points: titledTexts });

/** `data/pages/home.json`: the home page's own texts (its carousels and tabs read the collections). */
export const homePageFileSchema = v.strictObject({
  hero: v.strictObject({ title: text, subtitle: text, text, callToActionLabel: text }),
  trainingSupervision: v.strictObject({ title: text, before: supervisionPanel, after: supervisionPanel }),
});

/** `data/pages/about.json`: the texts of /la-fabrique. */
export const aboutPageFileSchema = v.strictObject({
  hero: v.strictObject({ title: text, subtitle: text, text }),
  whoWeAre: v.strictObject({ title: text, paragraphs: texts }),
  axes: v.strictObject({ title: text, items: titledTexts }),
  objective: titledText,
  teamSectionTitle: text,
  partnersSectionTitle: text,
  trainingPolicyLinkLabel: text,
});

/** `data/pages/offers.json`: the texts of /nos-offres (the offers themselves are a collection). */
export const offersPageFileSchema = v.strictObject({
  hero: v.strictObject({ title: text, text, callToActionLabel: text }),
  membershipReasons: v.strictObject({ title: text, items: titledTexts }),
  offersSection: v.strictObject({ title: text, offerCallToAction: text }),
});

/** `data/pages/csia.json`: the texts of /csia (its tabs are the CSIA paths, its carousel the partners). */
export const csiaPageFileSchema = v.strictObject({
  hero: v.strictObject({ eyebrow: text, title: text, text }),
  strategySessionLabel: text,
  catalogueLinkLabel: text,
  promise: v.strictObject({
    title: text,
    intro: text,
    benefits: v.tuple([titledText, titledText, titledText], 'exactement trois engagements'),
  }),
  workbench: v.strictObject({ title: text, paragraphs: texts, features: titledTexts }),
  paths: v.strictObject({ title: text, intro: text }),
  partners: v.strictObject({ title: text, intro: text }),
  governance: v.strictObject({ title: text, intro: text, principles: titledTexts }),
  contact: v.strictObject({ title: text, text, writeLabel: text }),
});

/** `data/pages/csia-catalogue.json`: the texts of the CSIA PDF catalogue (its sections are the CSIA paths). */
export const csiaCataloguePageFileSchema = v.strictObject({
  title: text,
  subtitle: text,
  edition: text,
  intro: texts,
  formats: titledTexts,
  conditions: texts,
  contact: v.strictObject({ title: text, text, schedulingLabel: text }),
  legalNotice: text,
});
