import type { Course, ImageAsset, SessionDetails } from '../types.ts';

export const comingSoon = 'Bientôt disponible';

/** A carousel slide's picture: the course's carousel image, else its first trainer's photo. */
export function sessionImage(course: Course): ImageAsset | undefined {
  return course.carouselImage ?? course.trainers[0]?.photo;
}

const months = [
  'janvier',
  'février',
  'mars',
  'avril',
  'mai',
  'juin',
  'juillet',
  'août',
  'septembre',
  'octobre',
  'novembre',
  'décembre',
] as const;
const weekdays = ['dimanche', 'lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi'] as const;

interface CalendarDate {
  year: number;
  month: number;
  day: number;
  weekday: string;
}

function calendarDate(iso: string): CalendarDate {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!match) throw new RangeError(`Not an ISO date (yyyy-mm-dd): ${iso}`);
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) throw new RangeError(`No such date: ${iso}`);
  return { year, month, day, weekday: weekdays[date.getUTCDay()] ?? '' };
}

/** French writes the first day of a month '1er'. */
const dayNumber = (date: Pick<CalendarDate, 'day'>): string => (date.day === 1 ? '1er' : String(date.day));
const monthName = (date: Pick<CalendarDate, 'month'>): string => months[date.month - 1] ?? '';

/** '12 mars 2026', '1er avril 2026': a calendar day in long French form (month 1–12). */
export function frenchDayMonthYear(date: { year: number; month: number; day: number }): string {
  return `${dayNumber(date)} ${monthName(date)} ${date.year}`;
}

/** 'Le 21 novembre 2025', 'Du 9 au 11 février 2026', 'Du 19 janvier au 20 février 2026', 'Du 21 novembre 2025 au 19 mars 2026'. */
function frenchDateRange(startIso: string, endIso: string, withWeekday: boolean): string {
  const start = calendarDate(startIso);
  const end = calendarDate(endIso);
  const day = (date: CalendarDate) => (withWeekday ? `${date.weekday} ${dayNumber(date)}` : dayNumber(date));
  if (startIso === endIso) return `Le ${day(start)} ${monthName(start)} ${start.year}`;
  const endText = `${day(end)} ${monthName(end)} ${end.year}`;
  if (start.year !== end.year) return `Du ${day(start)} ${monthName(start)} ${start.year} au ${endText}`;
  if (start.month !== end.month) return `Du ${day(start)} ${monthName(start)} au ${endText}`;
  return `Du ${day(start)} au ${endText}`;
}

/** '09:30' → '9h30', '14:00' → '14h00'. */
function clockTime(time: string): string {
  const match = /^(\d{2}):(\d{2})$/.exec(time);
  if (!match) throw new RangeError(`Not a time (hh:mm): ${time}`);
  return `${Number(match[1])}h${match[2]}`;
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
  return first && last ? frenchDateRange(first.start, last, false) : '';
}

/**
 * One line per period with weekdays and the daily hours, e.g.
 * 'Du lundi 19 au vendredi 23 janvier 2026, de 9h30 à 17h30' or 'Le vendredi 21 novembre 2025, de 14h00 à 17h30'.
 */
export function sessionWeekLines(details: SessionDetails): readonly string[] {
  const hours = `de ${clockTime(details.dailyHours.start)} à ${clockTime(details.dailyHours.end)}`;
  return sortedPeriods(details).map((period) => `${frenchDateRange(period.start, period.end, true)}, ${hours}`);
}

let parisClock: Intl.DateTimeFormat | undefined;

/** Minutes Paris is ahead of UTC at an instant. */
function parisOffsetMinutesAt(instant: number): number {
  parisClock ??= new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/Paris',
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  });
  const parts = Object.fromEntries(parisClock.formatToParts(instant).map((part) => [part.type, Number(part.value)]));
  const wallClock = Date.UTC(
    parts.year ?? 0,
    (parts.month ?? 1) - 1,
    parts.day,
    parts.hour,
    parts.minute,
    parts.second,
  );
  return Math.round((wallClock - instant) / 60_000);
}

/** The UTC offset of Paris at a local date and time, '+01:00' in winter and '+02:00' in summer, from the time zone database. */
export function parisUtcOffset(date: string, time: string): string {
  const { year, month, day } = calendarDate(date);
  const [hour = 0, minute = 0] = time.split(':').map(Number);
  const wallClock = Date.UTC(year, month - 1, day, hour, minute);
  // First guess from the wall clock read as UTC, then correct it with the offset in force at that instant.
  const guess = parisOffsetMinutesAt(wallClock);
  const offset = parisOffsetMinutesAt(wallClock - guess * 60_000);
  const sign = offset < 0 ? '-' : '+';
  const absolute = Math.abs(offset);
  return `${sign}${String(Math.floor(absolute / 60)).padStart(2, '0')}:${String(absolute % 60).padStart(2, '0')}`;
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

/** Every day from `start` to `end` included, as ISO dates. */
function daysOf(start: string, end: string): string[] {
  const days: string[] = [];
  const { year, month, day } = calendarDate(start);
  for (let index = 0; ; index += 1) {
    const date = new Date(Date.UTC(year, month - 1, day + index)).toISOString().slice(0, 10);
    if (date > end) return days;
    days.push(date);
  }
}

/**
 * A session's training days, one event each, for calendars (.ics) and structured data (CourseInstance).
 * A day is its own event so that a calendar does not show nights as training time.
 */
export function sessionEvents(details: SessionDetails): readonly SessionEvent[] {
  const { start: dayStart, end: dayEnd } = details.dailyHours;
  return sortedPeriods(details)
    .flatMap((period) => daysOf(period.start, period.end))
    .map((date) => ({
      date,
      start: `${date}T${dayStart}:00${parisUtcOffset(date, dayStart)}`,
      end: `${date}T${dayEnd}:00${parisUtcOffset(date, dayEnd)}`,
      location: details.location,
    }));
}
