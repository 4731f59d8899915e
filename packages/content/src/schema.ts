/**
 * The one valibot schema of the content. The data files (`data/`, see its README) are checked against the `…FileSchema`s
 * at build and by the tests; the TypeScript types are inferred from them. Messages are French: the organisation reads them.
 */
import * as v from 'valibot';
import { dimension, email, httpsUrl, isoDay, slug, text, texts } from './course-schema.ts';
import type { CategoryPage } from './categories.ts';
import type { CsiaCatalogue, CsiaPage, CsiaPath } from './csia.ts';
import { csiaPathKeys } from './csia-catalogue.ts';
import { legalPageIds, type LegalPage } from './legal.ts';
import { socialNetworks, type Organisation, type ServiceProvider } from './site.ts';
import {
  articleCategories,
  categoryNames,
  categorySlugs,
  type Article,
  type ImageAsset,
  type Offer,
  type Partner,
  type TeamMember,
} from './types.ts';

export const imageAssetSchema = v.strictObject({
  src: text,
  width: dimension,
  height: dimension,
  // Empty only for a decorative image; content.test.ts requires it for every content image.
  alt: v.string(),
}) satisfies v.GenericSchema<ImageAsset>;

export const articleSchema = v.strictObject({
  id: slug,
  title: text,
  date: isoDay,
  image: imageAssetSchema,
  excerpt: text,
  content: text,
  author: v.optional(text),
  category: v.picklist(articleCategories),
  relatedCourses: v.pipe(
    v.array(slug),
    v.minLength(1, 'an article names at least one course it talks about'),
    v.check((ids) => new Set(ids).size === ids.length, 'a course is named once'),
  ),
}) satisfies v.GenericSchema<Article>;

export const teamMemberSchema = v.strictObject({
  id: slug,
  name: text,
  position: v.picklist(['Fondateur', 'Présidente', 'Directeur Général', 'Responsable de formation']),
  bio: text,
  image: imageAssetSchema,
}) satisfies v.GenericSchema<TeamMember>;

export const partnerSchema = v.strictObject({
  id: slug,
  name: text,
  logo: imageAssetSchema,
  description: text,
  url: v.optional(httpsUrl),
}) satisfies v.GenericSchema<Partner>;

export const offerSchema = v.strictObject({
  id: slug,
  title: text,
  price: text,
  description: text,
  features: texts,
}) satisfies v.GenericSchema<Offer>;

export const categoryPageSchema = v.strictObject({
  slug: v.picklist(categorySlugs),
  name: v.picklist(categoryNames),
  title: text,
  description: text,
  whyChoose: v.strictObject({
    heading: v.literal('Pourquoi choisir ce parcours ?'),
    intro: text,
    reasons: texts,
  }),
  image: imageAssetSchema,
}) satisfies v.GenericSchema<CategoryPage>;

const csiaLinkSchema = v.strictObject({ label: text, href: text, external: v.boolean() });
const csiaPointSchema = v.strictObject({ title: text, text });

export const csiaPageSchema = v.strictObject({
  hero: v.strictObject({
    eyebrow: text,
    title: text,
    text,
    primaryAction: csiaLinkSchema,
    secondaryAction: csiaLinkSchema,
    image: imageAssetSchema,
  }),
  promise: v.strictObject({
    title: text,
    intro: text,
    benefits: v.tuple([csiaPointSchema, csiaPointSchema, csiaPointSchema]),
  }),
  workbench: v.strictObject({
    title: text,
    paragraphs: texts,
    features: v.array(csiaPointSchema),
    image: imageAssetSchema,
  }),
  paths: v.strictObject({ title: text, intro: text, catalogueAction: csiaLinkSchema }),
  partners: v.strictObject({ title: text, intro: text }),
  governance: v.strictObject({
    title: text,
    intro: text,
    principles: v.pipe(v.array(csiaPointSchema), v.minLength(1)),
  }),
  contact: v.strictObject({ title: text, text, action: csiaLinkSchema, secondaryAction: csiaLinkSchema }),
}) satisfies v.GenericSchema<CsiaPage>;

const csiaTopicSchema = v.strictObject({
  title: text,
  text,
  duration: text,
  hours: text,
  format: text,
  price: v.pipe(text, v.regex(/^(?:\d+ € HT|Sur devis)$/, "must read like '690 € HT' or 'Sur devis'")),
});

export const csiaPathSchema = v.strictObject({
  key: v.picklist(csiaPathKeys),
  label: text,
  audience: text,
  topics: v.tuple([csiaTopicSchema, csiaTopicSchema, csiaTopicSchema, csiaTopicSchema]),
}) satisfies v.GenericSchema<CsiaPath>;

export const csiaPathsSchema = v.pipe(
  v.array(csiaPathSchema),
  v.check(
    (paths) => paths.map((path) => path.key).join() === csiaPathKeys.join(),
    `the CSIA tabs must be ${csiaPathKeys.join(', ')}, in this order`,
  ),
);

export const csiaCatalogueSchema = v.strictObject({
  title: text,
  subtitle: text,
  edition: text,
  intro: texts,
  formats: v.pipe(v.array(csiaPointSchema), v.minLength(1)),
  sections: csiaPathsSchema,
  conditions: texts,
  contact: v.strictObject({
    title: text,
    text,
    email,
    phone: text,
    address: text,
    schedulingLabel: text,
    schedulingUrl: httpsUrl,
    siteUrl: httpsUrl,
  }),
  legalNotice: text,
}) satisfies v.GenericSchema<CsiaCatalogue>;

export const legalPageSchema = v.pipe(
  v.strictObject({
    id: v.picklist(legalPageIds),
    path: v.custom<LegalPage['path']>((path) => typeof path === 'string' && path.startsWith('/')),
    title: text,
    lastUpdated: v.pipe(
      text,
      v.regex(/^(?:janvier|février|mars|avril|mai|juin|juillet|août|septembre|octobre|novembre|décembre) \d{4}$/),
    ),
    intro: text,
    sections: v.pipe(v.array(v.strictObject({ heading: text, paragraphs: texts })), v.minLength(1)),
  }),
  v.check((page) => page.path === `/${page.id}`, 'the path must be /{id}'),
) satisfies v.GenericSchema<LegalPage>;

const serviceProviderSchema = v.strictObject({
  name: text,
  legalName: text,
  address: text,
  phone: v.optional(text),
  website: httpsUrl,
  role: text,
  dataLocation: text,
}) satisfies v.GenericSchema<ServiceProvider>;

const personSchema = { name: text, role: text, teamMemberId: slug };

export const organisationSchema = v.strictObject({
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
  phone: text,
  phoneE164: v.pipe(v.string(), v.regex(/^\+\d{8,15}$/)),
  siteUrl: httpsUrl,
  strategySessionUrl: httpsUrl,
  strategySessionDurationMinutes: v.pipe(v.number(), v.integer(), v.minValue(1)),
  host: serviceProviderSchema,
  backendProvider: serviceProviderSchema,
  emailProvider: serviceProviderSchema,
  socialLinks: v.array(v.strictObject({ network: v.picklist(socialNetworks), label: text, url: v.nullable(httpsUrl) })),
}) satisfies v.GenericSchema<Organisation>;

/** No two records share an id. */
const hasUniqueIds = (records: readonly { id: string }[]): boolean =>
  new Set(records.map((record) => record.id)).size === records.length;

/** The records not yet in data files, as content.test.ts hands them over. */
export const contentSchema = v.strictObject({
  articles: v.pipe(
    v.array(articleSchema),
    v.check((records) => hasUniqueIds(records), 'ids must be unique'),
  ),
  team: v.pipe(
    v.array(teamMemberSchema),
    v.check((records) => hasUniqueIds(records), 'ids must be unique'),
  ),
  partners: v.pipe(
    v.array(partnerSchema),
    v.check((records) => hasUniqueIds(records), 'ids must be unique'),
  ),
  offers: v.pipe(
    v.array(offerSchema),
    v.check((records) => hasUniqueIds(records), 'ids must be unique'),
  ),
  categoryPages: v.array(categoryPageSchema),
  csiaPage: csiaPageSchema,
  csiaPaths: csiaPathsSchema,
  csiaCatalogue: csiaCatalogueSchema,
  legalPages: v.array(legalPageSchema),
  organisation: organisationSchema,
});

export type ContentInput = v.InferInput<typeof contentSchema>;
