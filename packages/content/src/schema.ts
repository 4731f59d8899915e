/**
 * Valibot schema of the fixed content, checked by content.test.ts over every record.
 * Each record schema `satisfies` its TypeScript type, so the two cannot drift apart silently.
 */
import * as v from 'valibot';
import type { CategoryPage } from './categories.ts';
import type { CsiaCatalogue, CsiaPage, CsiaPath } from './csia.ts';
import { csiaPathKeys } from './csia-catalogue.ts';
import { isIsoDate } from './dates.ts';
import { legalPageIds, type LegalPage } from './legal.ts';
import { coursePrice } from './rules/finder.ts';
import { certificationCode } from './rules/funding.ts';
import { minRespondents } from './rules/results.ts';
import { sessionEnd, sessionStart } from './rules/session-status.ts';
import { socialNetworks, type Organisation, type ServiceProvider } from './site.ts';
import {
  articleCategories,
  badges,
  categoryNames,
  categorySlugs,
  courseIds,
  fundingSchemes,
  type Article,
  type Course,
  type ImageAsset,
  type Offer,
  type Partner,
  type SessionDetails,
  type TeamMember,
  type Trainer,
} from './types.ts';

/** A required text: a string with something other than white space. */
const text = v.pipe(
  v.string(),
  v.check((value) => value.trim().length > 0, 'must not be empty'),
);
const texts = v.pipe(v.array(text), v.minLength(1, 'must hold at least one item'));
const slug = v.pipe(v.string(), v.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be a lower-case slug'));
const isoDay = v.pipe(v.string(), v.check(isIsoDate, 'must be a real yyyy-mm-dd day'));
const yearMonth = v.pipe(v.string(), v.regex(/^\d{4}-(?:0[1-9]|1[0-2])$/, 'must be yyyy-mm'));
const clockTime = v.pipe(v.string(), v.regex(/^(?:[01]\d|2[0-3]):[0-5]\d$/, 'must be hh:mm'));
const email = v.pipe(v.string(), v.email());
const httpsUrl = v.pipe(v.string(), v.url(), v.startsWith('https://'));
const dimension = v.pipe(v.number(), v.integer(), v.minValue(1));
/** Alumni score out of 5, at most one decimal. */
const score = v.pipe(
  v.number(),
  v.minValue(0),
  v.maxValue(5),
  v.check((value) => Number.isInteger(Math.round(value * 10 * 1e6) / 1e6), 'at most one decimal'),
);

export const imageAssetSchema = v.strictObject({
  src: text,
  width: dimension,
  height: dimension,
  // Empty only for a decorative image; content.test.ts requires it for every content image.
  alt: v.string(),
}) satisfies v.GenericSchema<ImageAsset>;

export const trainerSchema = v.strictObject({
  id: slug,
  name: text,
  title: text,
  description: v.optional(text),
  photo: v.optional(imageAssetSchema),
}) satisfies v.GenericSchema<Trainer>;

const sessionPeriodSchema = v.pipe(
  v.strictObject({ start: isoDay, end: isoDay }),
  v.check((period) => period.start <= period.end, 'a period must not end before it starts'),
);

export const sessionDetailsSchema = v.pipe(
  v.strictObject({
    periods: v.pipe(
      v.array(sessionPeriodSchema),
      v.minLength(1),
      v.check(
        (periods) => periods.every((period, index) => index === 0 || (periods[index - 1]?.end ?? '') < period.start),
        'periods must be in chronological order and must not overlap',
      ),
    ),
    dailyHours: v.pipe(
      v.strictObject({ start: clockTime, end: clockTime }),
      v.check((hours) => hours.start < hours.end, 'the day must end after it starts'),
    ),
    location: text,
  }),
) satisfies v.GenericSchema<SessionDetails>;

export const courseSchema = v.pipe(
  v.strictObject({
    id: v.picklist(courseIds),
    title: text,
    category: v.picklist(categoryNames),
    badge: v.picklist(badges),
    duration: v.picklist([
      'Une demi-journée',
      '1 jour',
      '2 jours',
      '3 jours',
      '4 jours',
      '5 jours',
      '7 jours',
      '10 jours',
    ]),
    hours: v.picklist(['3h30', '4h', '7h', '14h', '21h', '28h', '35h', '50h', '70h']),
    price: v.optional(text),
    location: v.picklist(['Paris', 'Paris (ou distanciel)']),
    funding: v.pipe(
      v.strictObject({
        schemes: v.pipe(
          v.array(v.picklist(fundingSchemes)),
          v.minLength(1),
          v.check(
            (schemes) =>
              schemes.every(
                (scheme, index) =>
                  index === 0 || fundingSchemes.indexOf(schemes[index - 1]!) < fundingSchemes.indexOf(scheme),
              ),
            'funding schemes once each, in the order of fundingSchemes',
          ),
        ),
        certification: v.optional(v.pipe(v.string(), v.regex(certificationCode, 'must be RS1234 or RNCP12345'))),
        instalments: v.optional(v.pipe(v.number(), v.integer(), v.minValue(2), v.maxValue(12))),
      }),
      v.check(
        (funding) => funding.schemes.includes('cpf') === (funding.certification !== undefined),
        'CPF-eligible exactly when the course has its RS or RNCP code',
      ),
    ),
    description: text,
    image: imageAssetSchema,
    carouselImage: v.optional(imageAssetSchema),
    trainers: v.pipe(v.array(trainerSchema), v.minLength(1)),
    objectives: texts,
    program: v.pipe(v.array(v.strictObject({ title: text, content: texts })), v.minLength(1)),
    public: text,
    prerequisites: text,
    methodology: text,
    admission: text,
    obtention: texts,
    evaluation: v.optional(v.array(text)),
    atouts: v.optional(v.array(text)),
    testimonials: v.optional(
      v.strictObject({ quality: score, pertinence: score, organisation: score, comment: v.optional(text) }),
    ),
    results: v.pipe(
      v.strictObject({
        period: v.pipe(
          v.strictObject({ from: yearMonth, to: yearMonth }),
          v.check((period) => period.from <= period.to, 'the period must not end before it starts'),
        ),
        trainees: v.pipe(v.number(), v.integer(), v.minValue(1)),
        respondents: v.pipe(v.number(), v.integer(), v.minValue(0)),
        completionRate: v.pipe(v.number(), v.minValue(0), v.maxValue(100)),
      }),
      v.check((results) => results.respondents <= results.trainees, 'no more respondents than trainees'),
    ),
    sessions: text,
    datedSessions: v.optional(
      v.pipe(
        v.array(sessionDetailsSchema),
        v.minLength(1),
        v.check(
          (sessions) =>
            sessions.every((session, index) => index === 0 || sessionEnd(sessions[index - 1]!) < sessionStart(session)),
          'dated sessions must be in chronological order and must not overlap',
        ),
      ),
    ),
    accessibility: text,
    externalLink: v.optional(httpsUrl),
    partnerLogo: v.optional(imageAssetSchema),
    partnerContact: v.optional(email),
  }),
  v.check(
    (course) => (course.testimonials !== undefined) === course.results.respondents >= minRespondents,
    `alumni scores exactly when at least ${minRespondents} trainees answered (results.respondents)`,
  ),
  v.check(
    (course) => course.funding.instalments === undefined || coursePrice(course) !== undefined,
    'instalments only for a course with a public price, which a trainee can pay personally',
  ),
) satisfies v.GenericSchema<Course>;

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
    v.array(v.picklist(courseIds)),
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

/** Every record of the package, as content.test.ts hands it over. */
export const contentSchema = v.strictObject({
  courses: v.pipe(
    v.array(courseSchema),
    v.check((records) => hasUniqueIds(records), 'ids must be unique'),
    v.check(
      (courses) => courseIds.every((id) => courses.some((course) => course.id === id)),
      'every course id of the spec must be present',
    ),
  ),
  trainers: v.pipe(
    v.array(trainerSchema),
    v.check((records) => hasUniqueIds(records), 'ids must be unique'),
  ),
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
