import { courses, currentSessions, organisation, type Course } from '@fabrique/content';
import { describe, expect, it } from 'vitest';
import { buildCourseCalendar, escapeText, foldLine } from './ics.ts';

const options = {
  organisation,
  generatedAt: new Date('2026-03-12T09:05:30Z'),
  siteUrl: 'https://www.lafabrique-formats.fr',
};
const scheduled = courses.filter((course) => course.sessions.length > 0);

/** The training days of a course's sessions not ended at the build's date, counted independently of the builder. */
function trainingDays(course: Course): string[] {
  const days: string[] = [];
  for (const period of currentSessions(course, options.generatedAt).flatMap((session) => session.periods)) {
    const day = new Date(`${period.start}T12:00:00Z`);
    while (day.toISOString().slice(0, 10) <= period.end) {
      days.push(day.toISOString().slice(0, 10).replace(/-/g, ''));
      day.setUTCDate(day.getUTCDate() + 1);
    }
  }
  return days.sort();
}

/** Content lines with their folding undone (RFC 5545 §3.1). */
const unfold = (text: string): string[] =>
  text
    .replace(/\r\n[ \t]/g, '')
    .split('\r\n')
    .filter((line) => line !== '');

const octets = (line: string): number => new TextEncoder().encode(line).length;

describe('buildCourseCalendar', () => {
  it('covers every course with dated sessions', () => {
    expect(scheduled.length).toBeGreaterThanOrEqual(5);
  });

  describe.each(scheduled.map((course) => [course.id, course] as const))('%s', (_id, course) => {
    const ics = buildCourseCalendar(course, options);
    const lines = unfold(ics);
    const details = course.sessions.at(-1)!;
    const hhmm = (time: string) => `${time.replace(':', '')}00`;

    it('uses CRLF line endings only, and no physical line exceeds 75 octets', () => {
      expect(ics.endsWith('\r\n')).toBe(true);
      expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
      for (const line of ics.split('\r\n')) expect(octets(line), line).toBeLessThanOrEqual(75);
    });

    it('has the calendar properties and a Europe/Paris time zone with its summer and winter rules', () => {
      expect(lines[0]).toBe('BEGIN:VCALENDAR');
      expect(lines.at(-1)).toBe('END:VCALENDAR');
      for (const property of [
        'VERSION:2.0',
        'CALSCALE:GREGORIAN',
        'METHOD:PUBLISH',
        'BEGIN:VTIMEZONE',
        'TZID:Europe/Paris',
      ]) {
        expect(lines).toContain(property);
      }
      expect(lines.some((line) => line.startsWith('PRODID:'))).toBe(true);
      expect(lines).toContain('RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU');
      expect(lines).toContain('RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU');
    });

    it('has one event per training day, each with its own stable UID and the required properties', () => {
      const days = trainingDays(course);
      const events = ics
        .split('BEGIN:VEVENT')
        .slice(1)
        .map((event) => unfold(event.split('END:VEVENT')[0] ?? ''));
      expect(events).toHaveLength(days.length);
      const uids = events.map((event) => event.find((line) => line.startsWith('UID:')));
      expect(new Set(uids).size).toBe(days.length);
      events.forEach((event, index) => {
        const day = days[index];
        expect(event).toContain(`UID:${course.id}-${day}@lafabrique-formats.fr`);
        expect(event).toContain('DTSTAMP:20260312T090530Z');
        expect(event).toContain(`DTSTART;TZID=Europe/Paris:${day}T${hhmm(details.dailyHours.start)}`);
        expect(event).toContain(`DTEND;TZID=Europe/Paris:${day}T${hhmm(details.dailyHours.end)}`);
        expect(event).toContain(`SUMMARY:${escapeText(course.title)}`);
        expect(event).toContain(`LOCATION:${escapeText(details.location)}`);
        expect(event).toContain(`URL:https://www.lafabrique-formats.fr/formations/${course.id}`);
        const description = event.find((line) => line.startsWith('DESCRIPTION:')) ?? '';
        expect(description).toContain(`https://www.lafabrique-formats.fr/formations/${course.id}`);
      });
    });

    it('is the same text for the same inputs', () => {
      expect(buildCourseCalendar(course, options)).toBe(ics);
    });
  });

  it('refuses a course without dated sessions, or with none left', () => {
    const undated = courses.find((course) => course.sessions.length === 0) as Course;
    expect(() => buildCourseCalendar(undated, options)).toThrow(RangeError);
    const ended = { ...options, generatedAt: new Date('2028-01-01T12:00:00Z') };
    expect(() => buildCourseCalendar(scheduled[0] as Course, ended)).toThrow(RangeError);
  });

  it('leaves out the sessions that have ended', () => {
    const series = courses.find((course) => course.id === 'les-cles-de-la-serie-documentaire') as Course;
    const starts = (at: string) =>
      unfold(buildCourseCalendar(series, { ...options, generatedAt: new Date(at) })).filter((line) =>
        line.startsWith('DTSTART;'),
      );
    // Before the spec's session: both cohorts; the day after it ended: the 2027 cohort only.
    expect(starts('2025-12-01T12:00:00Z')).toHaveLength(20);
    expect(starts('2026-02-20T22:59:00Z')).toHaveLength(20);
    expect(starts('2026-02-20T23:00:00Z')).toHaveLength(10);
    expect(starts('2026-02-20T23:00:00Z')[0]).toBe('DTSTART;TZID=Europe/Paris:20270118T093000');
  });

  it('escapes the text of a crafted course', () => {
    const base = scheduled[0] as Course;
    const crafted: Course = {
      ...base,
      title: 'Écrire; pitcher, vendre\\ produire\nEnsemble',
      sessions: base.sessions.map((session) => ({ ...session, location: 'Paris, salle 2; étage 3' })),
    };
    const lines = unfold(buildCourseCalendar(crafted, options));
    expect(lines).toContain('SUMMARY:Écrire\\; pitcher\\, vendre\\\\ produire\\nEnsemble');
    expect(lines).toContain('LOCATION:Paris\\, salle 2\\; étage 3');
  });
});

describe('escapeText', () => {
  it('escapes backslashes first, then semicolons, commas and every kind of line break', () => {
    expect(escapeText('a\\b;c,d\ne\r\nf\rg')).toBe('a\\\\b\\;c\\,d\\ne\\nf\\ng');
  });
});

describe('foldLine', () => {
  it('leaves a short line alone', () => {
    expect(foldLine('SUMMARY:Court')).toBe('SUMMARY:Court');
  });

  it('folds at 75 octets without splitting a multi-byte character', () => {
    const line = `DESCRIPTION:${'é'.repeat(50)}${'€'.repeat(30)}🎬${'a'.repeat(40)}`;
    const folded = foldLine(line);
    const physical = folded.split('\r\n');
    expect(physical.length).toBeGreaterThan(2);
    for (const [index, part] of physical.entries()) {
      expect(octets(part)).toBeLessThanOrEqual(75);
      if (index > 0) expect(part.startsWith(' ')).toBe(true);
      // A cut inside a character would leave a replacement character after a UTF-8 round trip.
      expect(new TextDecoder().decode(new TextEncoder().encode(part))).toBe(part);
      expect(part).not.toMatch(/[\ud800-\udbff]$|^ ?[\udc00-\udfff]/);
    }
    expect(octets(physical[0] ?? '')).toBeGreaterThanOrEqual(73);
    expect(folded.replace(/\r\n /g, '')).toBe(line);
  });
});
