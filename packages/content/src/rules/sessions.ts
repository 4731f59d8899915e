import { daysFrom, frenchDateRange, frenchTime, parisUtcOffset } from '../dates.ts';
import type { Course, ImageAsset, SessionDetails } from '../types.ts';

export const comingSoon = 'Bientôt disponible';

/** A carousel slide's picture: the course's carousel image, else its first trainer's photo. */
export function sessionImage(course: Course): ImageAsset | undefined {
  return course.carouselImage ?? course.trainers[0]?.photo;
}

function sortedPeriods(details: SessionDetails) {
  return [...details.periods].sort((a, b) => a.start.localeCompare(b.start));
}

/** The whole span of the sessions, from the first day to the last, e.g. 'Du 19 janvier au 20 février 2026'. */
export function sessionDateRange(details: SessionDetails): string {
  const first = sortedPeriods(details)[0];
  const last = details.periods
    .map((period) => period.end)
    .sort()
    .at(-1);
  return first && last ? frenchDateRange(first.start, last) : '';
}

/**
 * One line per period with weekdays and the daily hours, e.g.
 * 'Du lundi 19 au vendredi 23 janvier 2026, de 9h30 à 17h30' or 'Le vendredi 21 novembre 2025, de 14h00 à 17h30'.
 */
export function sessionWeekLines(details: SessionDetails): readonly string[] {
  const hours = `de ${frenchTime(details.dailyHours.start)} à ${frenchTime(details.dailyHours.end)}`;
  return sortedPeriods(details).map(
    (period) => `${frenchDateRange(period.start, period.end, { weekday: true })}, ${hours}`,
  );
}

/** One training day, as ISO 8601 date-times with Paris's offset of that day. */
export interface SessionEvent {
  /** The day, 'yyyy-mm-dd'. */
  date: string;
  /** e.g. '2026-01-19T09:30:00+01:00' */
  start: string;
  /** e.g. '2026-01-19T17:30:00+01:00' */
  end: string;
  location: string;
}

/**
 * A session's training days, one event each, for calendars (.ics) and structured data (CourseInstance).
 * A day is its own event so that a calendar does not show nights as training time.
 */
export function sessionEvents(details: SessionDetails): readonly SessionEvent[] {
  const { start: dayStart, end: dayEnd } = details.dailyHours;
  return sortedPeriods(details)
    .flatMap((period) => daysFrom(period.start, period.end))
    .map((date) => ({
      date,
      start: `${date}T${dayStart}:00${parisUtcOffset(date, dayStart)}`,
      end: `${date}T${dayEnd}:00${parisUtcOffset(date, dayEnd)}`,
      location: details.location,
    }));
}
