/**
 * 'Ajouter au calendrier': an RFC 5545 calendar with one event per training day of a course,
 * in Paris local time with the Europe/Paris time zone spelled out so any calendar application places it right.
 */
import {
  currentSessions,
  daysFrom,
  type Course,
  type Organisation,
  type SessionDetails,
  type SessionPeriod,
} from '@fabrique/content';

export interface CourseCalendarOptions {
  /** DTSTAMP of every event, and the instant that decides which sessions have ended: the build's, never the clock's. */
  generatedAt: Date;
  /** Public base URL, without a trailing slash. */
  siteUrl: string;
  organisation: Organisation;
}

const CRLF = '\r\n';
const maxLineOctets = 75;

/** TEXT values (RFC 5545 §3.3.11): backslash, semicolon, comma and line breaks are escaped. */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/** A parameter value (RFC 5545 §3.2): quoted when it holds ':', ';' or ','; quotes themselves are not allowed. */
function escapeParameter(value: string): string {
  const clean = value.replace(/"/g, '');
  return /[:;,]/.test(clean) ? `"${clean}"` : clean;
}

const utf8 = new TextEncoder();
const octets = (text: string): number => utf8.encode(text).length;

/**
 * Folds a content line (RFC 5545 §3.1): no physical line over 75 octets, continuation lines start with a space,
 * and a multi-byte UTF-8 character is never cut in two.
 */
export function foldLine(line: string): string {
  const lines: string[] = [];
  let current = '';
  let size = 0;
  for (const char of line) {
    const charSize = octets(char);
    if (size + charSize > maxLineOctets) {
      lines.push(current);
      current = ' ';
      size = 1;
    }
    current += char;
    size += charSize;
  }
  lines.push(current);
  return lines.join(CRLF);
}

/** '2026-01-19' → '20260119'. */
const compactDate = (isoDate: string): string => isoDate.replace(/-/g, '');

/** '09:30' → '093000'. */
function compactTime(time: string): string {
  const match = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(time);
  if (!match) throw new RangeError(`Not a time (hh:mm): ${time}`);
  return `${match[1]}${match[2]}00`;
}

/** An instant as a UTC DATE-TIME: '20260301T100000Z'. */
export function utcDateTime(instant: Date): string {
  if (Number.isNaN(instant.getTime())) throw new RangeError('Invalid date');
  return instant
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}Z$/, 'Z');
}

/** Every day from the period's start to its end, both included, as ISO dates. */
export function periodDays(period: SessionPeriod): string[] {
  const days = daysFrom(period.start, period.end);
  if (days.length === 0) throw new RangeError(`Period ends before it starts: ${period.start} – ${period.end}`);
  return days;
}

/** Paris's rules since 1996: summer time from the last Sunday of March, 02:00, to the last Sunday of October, 03:00. */
const parisTimeZone = [
  'BEGIN:VTIMEZONE',
  'TZID:Europe/Paris',
  'X-LIC-LOCATION:Europe/Paris',
  'BEGIN:DAYLIGHT',
  'TZOFFSETFROM:+0100',
  'TZOFFSETTO:+0200',
  'TZNAME:CEST',
  'DTSTART:19700329T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU',
  'END:DAYLIGHT',
  'BEGIN:STANDARD',
  'TZOFFSETFROM:+0200',
  'TZOFFSETTO:+0100',
  'TZNAME:CET',
  'DTSTART:19701025T030000',
  'RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU',
  'END:STANDARD',
  'END:VTIMEZONE',
];

/** The file name offered for download, e.g. 'les-cles-de-la-serie-documentaire.ics'. */
export const courseCalendarFileName = (course: Course): string => `${course.id}.ics`;

/**
 * The .ics of a scheduled course: one VEVENT per training day of every session not ended at `generatedAt`, from the
 * daily start to the daily end, Paris time. Pure: the same course and options always give the same text. Throws for a
 * course with no session left.
 */
export function buildCourseCalendar(course: Course, options: CourseCalendarOptions): string {
  const sessions = currentSessions(course, options.generatedAt);
  if (sessions.length === 0) throw new RangeError(`The course ${course.id} has no dated session left`);
  const { organisation } = options;
  const courseUrl = `${options.siteUrl}/formations/${course.id}`;
  // UIDs must not change between builds or deployments: they come from the organisation's domain, not the build URL.
  const uidDomain = new URL(organisation.siteUrl).hostname.replace(/^www\./, '');
  const stamp = utcDateTime(options.generatedAt);

  const sessionEvents = (details: SessionDetails) => {
    const start = compactTime(details.dailyHours.start);
    const end = compactTime(details.dailyHours.end);
    if (end <= start) throw new RangeError(`The daily hours of ${course.id} end before they start`);
    const days = [...details.periods].sort((a, b) => a.start.localeCompare(b.start)).flatMap(periodDays);
    return days.flatMap((day, index) => [
      'BEGIN:VEVENT',
      `UID:${course.id}-${compactDate(day)}@${uidDomain}`,
      `DTSTAMP:${stamp}`,
      `DTSTART;TZID=Europe/Paris:${compactDate(day)}T${start}`,
      `DTEND;TZID=Europe/Paris:${compactDate(day)}T${end}`,
      `SUMMARY:${escapeText(course.title)}`,
      `LOCATION:${escapeText(details.location)}`,
      `DESCRIPTION:${escapeText(
        [
          `Formation « ${course.title} » — ${organisation.name}.`,
          `Journée ${index + 1} sur ${days.length}.`,
          `Programme et inscription : ${courseUrl}`,
          `Contact : ${organisation.email} — ${organisation.phone}`,
        ].join('\n'),
      )}`,
      `URL:${courseUrl}`,
      `ORGANIZER;CN=${escapeParameter(organisation.name)}:mailto:${organisation.email}`,
      'STATUS:CONFIRMED',
      'TRANSP:OPAQUE',
      'END:VEVENT',
    ]);
  };
  const events = sessions.flatMap(sessionEvents);

  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//${escapeText(organisation.legalName)}//Site ${uidDomain}//FR`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(course.title)}`,
    'X-WR-TIMEZONE:Europe/Paris',
    ...parisTimeZone,
    ...events,
    'END:VCALENDAR',
  ];
  return lines.map(foldLine).join(CRLF) + CRLF;
}
