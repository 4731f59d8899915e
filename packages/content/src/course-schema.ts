/**
 * The schema of the catalogue's data files (`data/courses`, `data/trainers`) and the primitives every content schema
 * shares. It imports no asset and no bundler feature, so that any runtime (Deno included) can read the types.
 */
import * as v from 'valibot';
import { isIsoDate } from './dates.ts';
import { badges, fundingSchemes } from './types.ts';

/** An RS or RNCP code at France compétences ('RS6203', 'RNCP38621'): it alone makes a course CPF-eligible. */
export const certificationCode = /^(RS)\d{4}$|^(RNCP)\d{4,5}$/;

/** The fewest end-of-course survey answers from which the alumni scores are published. */
export const minRespondents = 5;

/** A required text: a string with something other than white space. */
export const text = v.pipe(
  v.string('doit être un texte'),
  v.check((value) => value.trim().length > 0, 'ne doit pas être vide'),
);
export const texts = v.pipe(
  v.array(text, 'doit être une liste de textes'),
  v.minLength(1, 'doit contenir au moins un élément'),
);
export const slug = v.pipe(
  v.string(),
  v.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'doit être en minuscules, mots séparés par des tirets'),
);
export const isoDay = v.pipe(
  v.string('doit être une date aaaa-mm-jj'),
  v.check(isIsoDate, 'doit être une date qui existe, au format aaaa-mm-jj'),
);
export const yearMonth = v.pipe(
  v.string(),
  v.regex(/^\d{4}-(?:0[1-9]|1[0-2])$/, 'doit être un mois au format aaaa-mm'),
);
export const clockTime = v.pipe(
  v.string(),
  v.regex(/^(?:[01]\d|2[0-3]):[0-5]\d$/, 'doit être une heure au format hh:mm'),
);
export const email = v.pipe(v.string(), v.email('doit être une adresse e-mail'));
export const httpsUrl = v.pipe(
  v.string(),
  v.url('doit être une adresse web'),
  v.startsWith('https://', 'doit commencer par https://'),
);
export const dimension = v.pipe(v.number(), v.integer(), v.minValue(1));
const count = (minimum: number) =>
  v.pipe(
    v.number('doit être un nombre'),
    v.integer('doit être un nombre entier'),
    v.minValue(minimum, `doit valoir au moins ${minimum}`),
  );
/** Display rank in a collection shown in a fixed order: 1 first. */
export const order = count(1);
/** Alumni score out of 5, at most one decimal. */
export const score = v.pipe(
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
export const imageFile = v.pipe(
  v.string(),
  v.regex(/^[\w-]+\.(?:svg|png|jpe?g|webp|avif)$/, 'doit être un nom de fichier image (svg, png, jpg, webp, avif)'),
);

/** Organisation facts a text may name instead of retyping them (see `interpolate`). */
export const textTokens = ['disabilityContact', 'organisation.name', 'organisation.legalName'] as const;
/** A text that may name organisation facts, e.g. '{disabilityContact}'; an unknown name is refused. */
const textWithTokens = v.pipe(
  text,
  v.check(
    (value) =>
      [...value.matchAll(/\{([^}]*)\}/g)].every((match) => (textTokens as readonly string[]).includes(match[1]!)),
    `ne peut nommer entre accolades que ${textTokens.map((token) => `{${token}}`).join(', ')}`,
  ),
);

/** `data/trainers/<id>.json` */
export const trainerFileSchema = v.strictObject({
  name: text,
  title: text,
  description: v.optional(text),
  // Beside the name it shows, the portrait is decorative (alt=""): no text alternative is asked for.
  photo: v.optional(imageFile),
});

const sessionPeriodSchema = v.pipe(
  v.strictObject({ start: isoDay, end: isoDay }),
  v.check((period) => period.start <= period.end, 'la fin précède le début'),
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
    /** A file of data/categories, checked where the catalogue is loaded. */
    category: slug,
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
    /** The Qualiopi results of the sessions held so far; absent for a course nobody has followed yet. */
    results: v.optional(
      v.pipe(
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
    (course) => (course.testimonials !== undefined) === (course.results?.respondents ?? 0) >= minRespondents,
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
