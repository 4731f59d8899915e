/**
 * The one owner of dates: ISO days ('yyyy-mm-dd') as stored in content, their arithmetic, Paris's calendar and clock,
 * and French display for pages, cards, PDFs and calendars. Pure functions on strings: never the host's time zone.
 */

/** A calendar day, month 1–12. */
export interface CalendarDay {
  year: number;
  month: number;
  day: number;
}

/** 'yyyy-mm-dd' as a calendar day; throws on another format or a day the calendar does not have. */
export function calendarDay(iso: string): CalendarDay {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!match) throw new RangeError(`Not an ISO date (yyyy-mm-dd): ${iso}`);
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) throw new RangeError(`No such date: ${iso}`);
  return { year, month, day };
}

/** Whether a string is a real ISO day, for schemas. */
export function isIsoDate(value: string): boolean {
  try {
    calendarDay(value);
    return true;
  } catch {
    return false;
  }
}

const utcDay = ({ year, month, day }: CalendarDay): number => Date.UTC(year, month - 1, day);
const isoOf = (instant: number): string => new Date(instant).toISOString().slice(0, 10);

/** Noon UTC of a day: an instant inside that same day in Paris, for the rules that take an instant. */
export const noonOf = (iso: string): number => Date.parse(`${iso}T12:00:00Z`);

/** The next day, 'yyyy-mm-dd'. */
export function dayAfter(iso: string): string {
  const { year, month, day } = calendarDay(iso);
  return isoOf(Date.UTC(year, month - 1, day + 1));
}

/** Every day from `start` to `end`, both included, as ISO days. */
export function daysFrom(start: string, end: string): string[] {
  calendarDay(end);
  const days: string[] = [];
  for (let day = start; day <= end; day = dayAfter(day)) days.push(day);
  return days;
}

let parisDayFormat: Intl.DateTimeFormat | undefined;

/** The calendar day in Paris at an instant, 'yyyy-mm-dd' (en-CA writes ISO dates). */
export function parisToday(now: Date | number): string {
  parisDayFormat ??= new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Paris',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  });
  return parisDayFormat.format(now);
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
  const [hour = 0, minute = 0] = time.split(':').map(Number);
  const wallClock = utcDay(calendarDay(date)) + (hour * 60 + minute) * 60_000;
  // First guess from the wall clock read as UTC, then correct it with the offset in force at that instant.
  const guess = parisOffsetMinutesAt(wallClock);
  const offset = parisOffsetMinutesAt(wallClock - guess * 60_000);
  const sign = offset < 0 ? '-' : '+';
  const absolute = Math.abs(offset);
  return `${sign}${String(Math.floor(absolute / 60)).padStart(2, '0')}:${String(absolute % 60).padStart(2, '0')}`;
}

interface FrenchDayParts {
  weekday: string;
  /** '1er' on the first of a month, as French writes it; Intl writes '1'. */
  day: string;
  month: string;
  year: string;
}

let frenchFormat: Intl.DateTimeFormat | undefined;

/** The French words of a day, from the browser's or Node's ICU; read in UTC, so the day never shifts. */
function frenchParts(iso: string): FrenchDayParts {
  frenchFormat ??= new Intl.DateTimeFormat('fr-FR', {
    timeZone: 'UTC',
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  });
  const parts = Object.fromEntries(frenchFormat.formatToParts(utcDay(calendarDay(iso))).map((p) => [p.type, p.value]));
  const { weekday = '', day = '', month = '', year = '' } = parts;
  return { weekday, day: day === '1' ? '1er' : day, month, year };
}

/** '12 mars 2026', '1er avril 2026': an ISO day in long French form. */
export function frenchDate(iso: string): string {
  const { day, month, year } = frenchParts(iso);
  return `${day} ${month} ${year}`;
}

/** '15/03/2027': an ISO day as French forms write it (jj/mm/aaaa), for the editor's lists. */
export function numericFrenchDate(iso: string): string {
  const { year, month, day } = calendarDay(iso);
  return `${String(day).padStart(2, '0')}/${String(month).padStart(2, '0')}/${year}`;
}

/** The long French date of an instant in Paris (a build at 23:30 UTC is already the next day there). */
export const frenchDateAt = (instant: Date | number): string => frenchDate(parisToday(instant));

/**
 * 'Le 21 novembre 2025', 'Du 9 au 11 février 2026', 'Du 19 janvier au 20 février 2026',
 * 'Du 21 novembre 2025 au 19 mars 2026'; with weekdays, 'Du lundi 19 au vendredi 23 janvier 2026'.
 */
export function frenchDateRange(start: string, end: string, options: { weekday?: boolean } = {}): string {
  const from = frenchParts(start);
  const to = frenchParts(end);
  const day = (parts: FrenchDayParts) => (options.weekday ? `${parts.weekday} ${parts.day}` : parts.day);
  if (start === end) return `Le ${day(from)} ${from.month} ${from.year}`;
  const endText = `${day(to)} ${to.month} ${to.year}`;
  if (from.year !== to.year) return `Du ${day(from)} ${from.month} ${from.year} au ${endText}`;
  if (from.month !== to.month) return `Du ${day(from)} ${from.month} au ${endText}`;
  return `Du ${day(from)} au ${endText}`;
}

/** '09:30' → '9h30', '14:00' → '14h00': a time of day as French writes it. */
export function frenchTime(time: string): string {
  const match = /^(\d{2}):(\d{2})$/.exec(time);
  if (!match) throw new RangeError(`Not a time (hh:mm): ${time}`);
  return `${Number(match[1])}h${match[2]}`;
}
