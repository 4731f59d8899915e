/**
 * The one valibot schema of the content. The data files (`data/`, see its README) are checked against the `…FileSchema`s
 * at build and by the tests; the TypeScript types are inferred from them. Messages are French: the organisation reads them.
 */
import * as v from 'valibot';
import type { CategoryPage } from './categories.ts';
import type { CsiaCatalogue, CsiaPage, CsiaPath } from './csia.ts';
import { csiaPathKeys } from './csia-catalogue.ts';
import { isIsoDate } from './dates.ts';
import { legalPageIds, type LegalPage } from './legal.ts';
import { certificationCode } from './rules/funding.ts';
import { minRespondents } from './rules/results.ts';
import { socialNetworks, type Organisation, type ServiceProvider } from './site.ts';
import {
  articleCategories,
  badges,
  categoryNames,
  categorySlugs,
  fundingSchemes,
  type Article,
  type ImageAsset,
  type Offer,
  type Partner,
  type TeamMember,
} from './types.ts';

/** A required text: a string with something other than white space. */
const text = v.pipe(
  v.string('doit être un texte'),
  v.check((value) => value.trim().length > 0, 'ne doit pas être vide'),
);
const texts = v.pipe(
  v.array(text, 'doit être une liste de textes'),
  v.minLength(1, 'doit contenir au moins un élément'),
);
const slug = v.pipe(
  v.string(),
  v.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'doit être en minuscules, mots séparés par des tirets'),
);
const isoDay = v.pipe(
  v.string('doit être une date aaaa-mm-jj'),
  v.check(isIsoDate, 'doit être une date qui existe, au format aaaa-mm-jj'),
);
const yearMonth = v.pipe(v.string(), v.regex(/^\d{4}-(?:0[1-9]|1[0-2])$/, 'doit être un mois au format aaaa-mm'));
const clockTime = v.pipe(v.string(), v.regex(/^(?:[01]\d|2[0-3]):[0-5]\d$/, 'doit être une heure au format hh:mm'));
const email = v.pipe(v.string(), v.email('doit être une adresse e-mail'));
const httpsUrl = v.pipe(
  v.string(),
  v.url('doit être une adresse web'),
  v.startsWith('https://', 'doit commencer par https://'),
);
const dimension = v.pipe(v.number(), v.integer(), v.minValue(1));
const count = (minimum: number) =>
  v.pipe(
    v.number('doit être un nombre'),
    v.integer('doit être un nombre entier'),
    v.minValue(minimum, `doit valoir au moins ${minimum}`),
  );
/** Alumni score out of 5, at most one decimal. */
const score = v.pipe(
  v.number('doit être un nombre'),
  v.minValue(0, 'doit être entre 0 et 5'),
  v.maxValue(5, 'doit être entre 0 et 5'),
  v.check((value) => Number.isInteger(Math.round(value * 10 * 1e6) / 1e6), 'une décimale au plus'),
);
/** A multiple of a half: half days, half hours. */
const halves = (label: string) =>
  v.pipe(
    v.number('doit être un nombre'),
    v.minValue(0.5, `doit valoir au moins une demi-${label}`),
    v.check((value) => Number.isInteger(value * 2), `doit être un nombre entier ou une demi-${label}`),
  );
/** An image of an entry: its file name in the entry's assets folder (`assets/<collection>/<id>/`). */
const imageFile = v.pipe(
  v.string(),
  v.regex(/^[\w-]+\.(?:svg|png|jpe?g|webp|avif)$/, 'doit être un nom de fichier image (svg, png, jpg, webp, avif)'),
);

/** Organisation facts a text may name instead of retyping them (see `interpolate`). */
export const textTokens = ['disabilityContact', 'organisationName', 'organisationLegalName'] as const;
/** A text that may name organisation facts, e.g. '{disabilityContact}'; an unknown name is refused. */
const textWithTokens = v.pipe(
  text,
  v.check(
    (value) =>
      [...value.matchAll(/\{([^}]*)\}/g)].every((match) => (textTokens as readonly string[]).includes(match[1]!)),
    `ne peut nommer entre accolades que ${textTokens.map((token) => `{${token}}`).join(', ')}`,
  ),
);

export const imageAssetSchema = v.strictObject({
  src: text,
  width: dimension,
  height: dimension,
  // Empty only for a decorative image; content.test.ts requires it for every content image.
  alt: v.string(),
}) satisfies v.GenericSchema<ImageAsset>;

/** `data/trainers/<id>.json` */
export const trainerFileSchema = v.strictObject({
  name: text,
  title: text,
  description: v.optional(text),
  photo: v.optional(imageFile),
  photoAlt: v.optional(text),
});

const sessionPeriodSchema = v.pipe(
  v.strictObject({ start: isoDay, end: isoDay }),
  v.check((period) => period.start <= period.end, 'la fin (end) précède le début (start)'),
);

export const sessionDetailsSchema = v.strictObject({
  periods: v.pipe(
    v.array(sessionPeriodSchema),
    v.minLength(1, 'une session a au moins une période'),
    v.check(
      (periods) => periods.every((period, index) => index === 0 || (periods[index - 1]?.end ?? '') < period.start),
      'les périodes doivent se suivre dans l’ordre chronologique sans se chevaucher',
    ),
  ),
  dailyHours: v.pipe(
    v.strictObject({ start: clockTime, end: clockTime }),
    v.check((hours) => hours.start < hours.end, 'la journée doit finir après avoir commencé'),
  ),
  location: text,
});

const firstDay = (session: v.InferOutput<typeof sessionDetailsSchema>) =>
  session.periods.map((period) => period.start).sort()[0] ?? '';
const lastDay = (session: v.InferOutput<typeof sessionDetailsSchema>) =>
  session.periods
    .map((period) => period.end)
    .sort()
    .at(-1) ?? '';

/** The price as Keystatic's conditional field stores it: a public amount, in-house only, funded by someone, or none. */
const priceSchema = v.variant('discriminant', [
  v.strictObject({
    discriminant: v.literal('public'),
    value: v.pipe(
      v.number('doit être un montant en euros'),
      v.integer('en euros entiers'),
      v.minValue(0, 'ne peut pas être négatif'),
    ),
  }),
  v.strictObject({ discriminant: v.literal('inHouse') }),
  v.strictObject({ discriminant: v.literal('funded'), value: text }),
  v.strictObject({ discriminant: v.literal('none') }),
]);

/** `data/courses/<id>.json` */
export const courseFileSchema = v.pipe(
  v.strictObject({
    title: text,
    order: count(0),
    category: v.picklist(categorySlugs, `doit être l’un des parcours : ${categorySlugs.join(', ')}`),
    badge: v.picklist(badges, `doit être l’un des badges : ${badges.join(', ')}`),
    duration: v.strictObject({ days: halves('journée'), hours: halves('heure') }),
    price: priceSchema,
    location: text,
    remote: v.boolean('doit être vrai ou faux'),
    funding: v.pipe(
      v.strictObject({
        schemes: v.pipe(
          v.array(v.picklist(fundingSchemes, `doit être l’un des financements : ${fundingSchemes.join(', ')}`)),
          v.minLength(1, 'au moins un financement'),
          v.check(
            (schemes) =>
              schemes.every(
                (scheme, index) =>
                  index === 0 || fundingSchemes.indexOf(schemes[index - 1]!) < fundingSchemes.indexOf(scheme),
              ),
            `chaque financement une fois, dans l’ordre ${fundingSchemes.join(', ')}`,
          ),
        ),
        certification: v.optional(
          v.pipe(v.string(), v.regex(certificationCode, 'doit ressembler à RS1234 ou RNCP12345')),
        ),
        instalments: v.optional(v.pipe(count(2), v.maxValue(12, 'au plus 12 fois'))),
      }),
      v.check(
        (funding) => funding.schemes.includes('cpf') === (funding.certification !== undefined),
        'éligible au CPF exactement quand la formation a son code RS ou RNCP (certification)',
      ),
    ),
    description: text,
    image: imageFile,
    imageAlt: text,
    carouselImage: v.optional(imageFile),
    carouselImageAlt: v.optional(text),
    trainers: v.pipe(v.array(slug), v.minLength(1, 'au moins un formateur')),
    objectives: texts,
    program: v.pipe(v.array(v.strictObject({ title: text, content: texts })), v.minLength(1, 'au moins un module')),
    public: text,
    prerequisites: text,
    methodology: text,
    /** Sentences separated by '. ' (shown as bullets). */
    admission: text,
    obtention: texts,
    evaluation: v.optional(v.array(text)),
    atouts: v.optional(v.array(text)),
    /** The alumni scores: published only with at least `minRespondents` respondents in `results`. */
    testimonials: v.optional(
      v.strictObject({ quality: score, pertinence: score, organisation: score, comment: v.optional(text) }),
    ),
    results: v.pipe(
      v.strictObject({
        period: v.pipe(
          v.strictObject({ from: yearMonth, to: yearMonth }),
          v.check((period) => period.from <= period.to, 'la période finit avant de commencer'),
        ),
        trainees: count(1),
        respondents: count(0),
        completionRate: v.pipe(v.number(), v.minValue(0, 'entre 0 et 100'), v.maxValue(100, 'entre 0 et 100')),
      }),
      v.check((results) => results.respondents <= results.trainees, 'pas plus de répondants que de stagiaires'),
    ),
    /** Every dated session, past ones kept as history, in chronological order; none: the course is coming soon. */
    sessions: v.pipe(
      v.array(sessionDetailsSchema),
      v.check(
        (sessions) =>
          sessions.every((session, index) => index === 0 || lastDay(sessions[index - 1]!) < firstDay(session)),
        'les sessions doivent se suivre dans l’ordre chronologique sans se chevaucher',
      ),
    ),
    accessibility: textWithTokens,
    externalLink: v.optional(httpsUrl),
    partnerLogo: v.optional(imageFile),
    partnerLogoAlt: v.optional(text),
    /** An e-mail address, opened as a mailto: link. */
    partnerContact: v.optional(email),
  }),
  v.check(
    (course) => (course.testimonials !== undefined) === course.results.respondents >= minRespondents,
    `les notes des anciens stagiaires (testimonials) sont publiées exactement quand au moins ${minRespondents} stagiaires ont répondu (results.respondents)`,
  ),
  v.check(
    (course) => course.funding.instalments === undefined || course.price.discriminant === 'public',
    'paiement en plusieurs fois (instalments) seulement pour une formation à prix public',
  ),
  v.check(
    (course) => (course.carouselImage === undefined) === (course.carouselImageAlt === undefined),
    'une image de carrousel va avec son texte alternatif (carouselImageAlt)',
  ),
  v.check(
    (course) => (course.partnerLogo === undefined) === (course.partnerLogoAlt === undefined),
    'un logo de partenaire va avec son texte alternatif (partnerLogoAlt)',
  ),
);

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
