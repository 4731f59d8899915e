import { frenchDayMonthYear } from '@fabrique/content';

let parisCalendar: Intl.DateTimeFormat | undefined;

/** The calendar day of an instant in Paris (a build at 23:30 UTC is already the next day there). */
export function parisCalendarDay(instant: Date): { year: number; month: number; day: number } {
  parisCalendar ??= new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/Paris',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
  });
  const parts = Object.fromEntries(parisCalendar.formatToParts(instant).map((part) => [part.type, part.value]));
  return { year: Number(parts.year), month: Number(parts.month), day: Number(parts.day) };
}

/** '12 mars 2026', '1er avril 2026': the long French date of an instant, in Paris. */
export function frenchLongDate(instant: Date): string {
  if (Number.isNaN(instant.getTime())) throw new RangeError('Invalid date');
  return frenchDayMonthYear(parisCalendarDay(instant));
}
