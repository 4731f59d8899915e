/**
 * The one place a course's typed values are worded: its card, its page, its programme PDF and its structured data all
 * read them from here. Organisation facts named in texts (`{disabilityContact}`) are filled in here too.
 */
import { organisation, type ServiceProvider } from './site.ts';
import type { Course, CoursePrice } from './types.ts';

/** A provider as the legal texts present it, in one sentence. */
const providerSentence = (p: ServiceProvider): string =>
  `${p.name} (${p.legalName}), ${p.address}${p.phone ? `, téléphone ${p.phone}` : ''}, ${p.website}. Rôle : ${p.role}. Lieu de stockage des données : ${p.dataLocation}.`;

/** `{organisation.siret}`, `{organisation.headOffice.display}`…: every text or number of the organisation's file. */
const factTokens = (value: unknown, path: string): [string, string][] =>
  typeof value === 'string' || typeof value === 'number'
    ? [[path, String(value)]]
    : value && typeof value === 'object'
      ? Object.entries(value).flatMap(([key, inner]) => factTokens(inner, `${path}.${key}`))
      : [];

/** What a text's `{token}` stands for: the organisation's own facts, never retyped in the data. */
const tokenValues: Record<string, string> = {
  ...Object.fromEntries(factTokens(organisation, 'organisation')),
  disabilityContact: `${organisation.disabilityContact.name}, ${organisation.disabilityContact.role.toLowerCase()} (${organisation.disabilityContact.email})`,
  organisationName: organisation.name,
  organisationLegalName: organisation.legalName,
  siteHost: new URL(organisation.siteUrl).host,
  'provider.host': providerSentence(organisation.host),
  'provider.backendProvider': providerSentence(organisation.backendProvider),
  'provider.emailProvider': providerSentence(organisation.emailProvider),
};

/** The `{…}` names of a text that stand for no fact. */
export const unknownTokens = (text: string): string[] =>
  [...text.matchAll(/\{([^}]*)\}/g)].map((match) => match[1]!).filter((name) => !(name in tokenValues));

/** A data text with its organisation facts filled in; unknown tokens are refused where the text is loaded. */
export const interpolate = (text: string): string =>
  text.replace(/\{([^}]*)\}/g, (token, name: string) => tokenValues[name] ?? token);

/** 0.5 → 'Une demi-journée', 1 → '1 jour', 7 → '7 jours'. */
export function durationLabel(days: number): string {
  if (days === 0.5) return 'Une demi-journée';
  return days <= 1 ? `${days} jour` : `${days} jours`;
}

/** Hours of training: 3.5 → '3h30', 14 → '14h'. */
export function hoursLabel(hours: number): string {
  const whole = Math.floor(hours);
  const minutes = Math.round((hours - whole) * 60);
  return minutes === 0 ? `${whole}h` : `${whole}h${String(minutes).padStart(2, '0')}`;
}

/** Hours of training as an ISO 8601 duration (structured data): 3.5 → 'PT3H30M'. */
export function isoWorkload(hours: number): string {
  const whole = Math.floor(hours);
  const minutes = Math.round((hours - whole) * 60);
  return `PT${whole}H${minutes === 0 ? '' : `${minutes}M`}`;
}

/** The price as a visitor reads it, or undefined when there is nothing to say. */
export function priceLabel(price: CoursePrice): string | undefined {
  switch (price.discriminant) {
    case 'public':
      return `${price.value} € HT`;
    case 'inHouse':
      return 'En INTRA uniquement';
    case 'funded':
      return `Formation financée par ${price.value}\u00a0: nous consulter`;
    case 'none':
      return undefined;
  }
}

/** The public price in euros excluding tax, or undefined when there is none (in-house only, funded, partner). */
export const publicPrice = (course: Pick<Course, 'price'>): number | undefined =>
  course.price.discriminant === 'public' ? course.price.value : undefined;

/** A course's facts, worded for every place that shows them. */
export interface CourseFacts {
  /** 'Une demi-journée', '2 jours'. */
  duration: string;
  /** '3h30', '14h'. */
  hours: string;
  /** '950 € HT', 'En INTRA uniquement', …; undefined: no price shown. */
  price?: string;
  /** The public amount excluding tax, for the finder and structured data. */
  priceAmount?: number;
  /** Where it takes place, e.g. 'Paris'. */
  location: string;
  remote: boolean;
  /** Where, as cards compare it: 'Paris ou distanciel'. */
  place: string;
  /** Said under the location on the course page and its PDF. */
  remoteNote?: string;
  /** schema.org courseMode. */
  modes: readonly ('Onsite' | 'Online')[];
  /** ISO 8601 duration of the training hours. */
  workload: string;
}

export function courseFacts(course: Pick<Course, 'duration' | 'price' | 'location' | 'remote'>): CourseFacts {
  const price = priceLabel(course.price);
  const priceAmount = publicPrice(course);
  return {
    duration: durationLabel(course.duration.days),
    hours: hoursLabel(course.duration.hours),
    ...(price === undefined ? {} : { price }),
    ...(priceAmount === undefined ? {} : { priceAmount }),
    location: course.location,
    remote: course.remote,
    place: course.remote ? `${course.location} ou distanciel` : course.location,
    ...(course.remote ? { remoteNote: 'Disponible en distanciel' } : {}),
    modes: course.remote ? ['Onsite', 'Online'] : ['Onsite'],
    workload: isoWorkload(course.duration.hours),
  };
}
