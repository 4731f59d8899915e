import { describe, expect, it } from 'vitest';
import { courses } from '../catalogue.ts';
import type { SessionDetails } from '../types.ts';
import { testCourse, testImage, testTrainer } from './fixtures.ts';
import { sessionDateRange, sessionEvents, sessionImage, sessionWeekLines } from './sessions.ts';

const details = (periods: [string, string][], start = '09:30', end = '17:30'): SessionDetails => ({
  periods: periods.map(([from, to]) => ({ start: from, end: to })),
  dailyHours: { start, end },
  location: 'Paris',
});

describe('sessionImage', () => {
  it('prefers the carousel image', () => {
    const carousel = testImage('carrousel');
    expect(sessionImage(testCourse({ carouselImage: carousel }))).toBe(carousel);
  });

  it('falls back to the first trainer’s photo', () => {
    const photo = testImage('premiere');
    const course = testCourse({
      trainers: [testTrainer({ photo }), testTrainer({ id: 'second', photo: testImage('second') })],
    });
    expect(sessionImage(course)).toBe(photo);
  });

  it('is undefined when the first trainer has no photo', () => {
    const course = testCourse({ trainers: [testTrainer({ photo: undefined }), testTrainer({ id: 'second' })] });
    expect(sessionImage(course)).toBeUndefined();
    expect(sessionImage(testCourse({ trainers: [] }))).toBeUndefined();
  });
});

describe('sessionDateRange', () => {
  it('writes a single day', () => {
    expect(sessionDateRange(details([['2025-11-21', '2025-11-21']]))).toBe('Le 21 novembre 2025');
  });

  it('writes a range within one month', () => {
    expect(sessionDateRange(details([['2026-02-09', '2026-02-11']]))).toBe('Du 9 au 11 février 2026');
  });

  it('writes a range across months, from the first period to the last', () => {
    const periods = details([
      ['2026-01-19', '2026-01-23'],
      ['2026-02-16', '2026-02-20'],
    ]);
    expect(sessionDateRange(periods)).toBe('Du 19 janvier au 20 février 2026');
  });

  it('writes both years across a new year', () => {
    const periods = details([
      ['2025-11-21', '2025-11-21'],
      ['2026-03-19', '2026-03-19'],
    ]);
    expect(sessionDateRange(periods)).toBe('Du 21 novembre 2025 au 19 mars 2026');
  });

  it('writes the first of the month as 1er', () => {
    expect(sessionDateRange(details([['2026-06-01', '2026-06-03']]))).toBe('Du 1er au 3 juin 2026');
    expect(sessionDateRange(details([['2026-05-28', '2026-06-01']]))).toBe('Du 28 mai au 1er juin 2026');
  });

  it('does not depend on the order of the periods', () => {
    const periods = details([
      ['2026-02-16', '2026-02-20'],
      ['2026-01-19', '2026-01-23'],
    ]);
    expect(sessionDateRange(periods)).toBe('Du 19 janvier au 20 février 2026');
  });

  it('writes the spec’s dates of the documentary series course', () => {
    const series = courses.find((course) => course.id === 'les-cles-de-la-serie-documentaire');
    expect(series?.sessions?.[0] && sessionDateRange(series.sessions[0])).toBe('Du 19 janvier au 20 février 2026');
  });
});

describe('sessionWeekLines', () => {
  it('writes one line per period with weekdays and the daily hours', () => {
    const periods = details([
      ['2026-01-19', '2026-01-23'],
      ['2026-02-16', '2026-02-20'],
    ]);
    expect(sessionWeekLines(periods)).toEqual([
      'Du lundi 19 au vendredi 23 janvier 2026, de 9h30 à 17h30',
      'Du lundi 16 au vendredi 20 février 2026, de 9h30 à 17h30',
    ]);
  });

  it('writes a single day with its hours', () => {
    expect(sessionWeekLines(details([['2025-11-21', '2025-11-21']], '14:00', '17:30'))).toEqual([
      'Le vendredi 21 novembre 2025, de 14h00 à 17h30',
    ]);
  });

  it('writes a period across months or years in full', () => {
    expect(sessionWeekLines(details([['2026-01-29', '2026-02-03']]))).toEqual([
      'Du jeudi 29 janvier au mardi 3 février 2026, de 9h30 à 17h30',
    ]);
    expect(sessionWeekLines(details([['2025-12-29', '2026-01-02']]))).toEqual([
      'Du lundi 29 décembre 2025 au vendredi 2 janvier 2026, de 9h30 à 17h30',
    ]);
  });

  it('writes the first of the month as 1er', () => {
    expect(sessionWeekLines(details([['2025-12-01', '2025-12-01']], '09:00', '12:30'))).toEqual([
      'Le lundi 1er décembre 2025, de 9h00 à 12h30',
    ]);
  });

  it('lists the partner course’s six afternoons', () => {
    const partner = courses.find((course) => course.id === 'eco-conception-campagnes-publicitaires');
    expect(partner?.sessions?.[0] && sessionWeekLines(partner.sessions[0])).toHaveLength(6);
  });
});

describe('sessionEvents', () => {
  const paris = (date: string, start: string, end: string, offset: string) => ({
    date,
    start: `${date}T${start}:00${offset}`,
    end: `${date}T${end}:00${offset}`,
    location: 'Paris',
  });

  it('gives one event per training day, with the daily hours and the Paris offset', () => {
    const session = details([
      ['2026-01-22', '2026-01-23'],
      ['2026-01-29', '2026-01-30'],
    ]);
    expect(sessionEvents(session)).toEqual([
      paris('2026-01-22', '09:30', '17:30', '+01:00'),
      paris('2026-01-23', '09:30', '17:30', '+01:00'),
      paris('2026-01-29', '09:30', '17:30', '+01:00'),
      paris('2026-01-30', '09:30', '17:30', '+01:00'),
    ]);
  });

  it('switches to summer time on the day after the change, across months', () => {
    const events = sessionEvents(details([['2026-03-27', '2026-04-01']]));
    expect(events.map((event) => event.date)).toEqual([
      '2026-03-27',
      '2026-03-28',
      '2026-03-29',
      '2026-03-30',
      '2026-03-31',
      '2026-04-01',
    ]);
    expect(events[1]).toEqual(paris('2026-03-28', '09:30', '17:30', '+01:00'));
    expect(events[2]).toEqual(paris('2026-03-29', '09:30', '17:30', '+02:00'));
    expect(events.at(-1)).toEqual(paris('2026-04-01', '09:30', '17:30', '+02:00'));
  });

  it('gives the partner course’s six afternoons, in winter time', () => {
    const partner = courses.find((course) => course.id === 'eco-conception-campagnes-publicitaires');
    const events = partner?.sessions?.[0] ? sessionEvents(partner.sessions[0]) : [];
    expect(events).toHaveLength(6);
    expect(events[0]).toEqual(paris('2025-11-21', '14:00', '17:30', '+01:00'));
    expect(events.at(-1)).toEqual(paris('2026-03-19', '14:00', '17:30', '+01:00'));
  });

  it('counts the ten days of the documentary series course', () => {
    const series = courses.find((course) => course.id === 'les-cles-de-la-serie-documentaire');
    expect(series?.sessions?.map((session) => sessionEvents(session).length)).toEqual([10, 10]);
  });
});
