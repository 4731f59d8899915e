/**
 * The one place a course's typed values are worded: its card, its page, its programme PDF and its structured data all
 * read them from here. Organisation facts named in texts (`{disabilityContact}`) are filled in here too.
 */
import { organisation } from './site.ts';
import { tokenNames, tokenValues, unknownTokenNames } from './tokens.ts';
import type { Course, CoursePrice } from './types.ts';

/** What a text's `{token}` stands for: the organisation's own facts, never retyped in the data. */
const values: Record<string, string> = tokenValues(organisation);
const names = tokenNames(organisation);

/** The `{…}` names of a text that stand for no fact. */
export const unknownTokens = (text: string): string[] => unknownTokenNames(text, names);

/** A data text with its organisation facts filled in; unknown tokens are refused where the text is loaded. */
export const interpolate = (text: string): string =>
  text.replace(/\{([^}]*)\}/g, (token, name: string) => values[name] ?? token);

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
