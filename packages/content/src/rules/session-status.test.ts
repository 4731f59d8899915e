import { describe, expect, it } from 'vitest';
import type { SessionDetails } from '../types.ts';
import { testCourse } from './fixtures.ts';
import {
  currentSessions,
  dateWindowAttributes,
  pastSessions,
  sessionPhases,
  sessionStatus,
  sessionWindowDays,
  upcomingSessions,
} from './session-status.ts';

const session = (...periods: [string, string][]): SessionDetails => ({
  periods: periods.map(([start, end]) => ({ start, end })),
  dailyHours: { start: '09:30', end: '17:30' },
  location: 'Paris',
});

// Two cohorts of one course: two weeks in January–February 2026, then one week in January 2027.
const first = session(['2026-01-19', '2026-01-23'], ['2026-02-16', '2026-02-20']);
const second = session(['2027-01-18', '2027-01-22']);
const course = testCourse({ sessions: [first, second] });
const at = (iso: string) => Date.parse(iso);

describe('sessionStatus', () => {
  it('is upcoming until midnight in Paris of its first day', () => {
    expect(sessionStatus(first, at('2025-12-01T12:00:00Z'))).toBe('upcoming');
    expect(sessionStatus(first, at('2026-01-18T22:59:59Z'))).toBe('upcoming');
    expect(sessionStatus(first, at('2026-01-18T23:00:00Z'))).toBe('ongoing');
  });

  it('is ongoing on every day from the first to the last, intersession included', () => {
    expect(sessionStatus(first, at('2026-01-21T10:00:00Z'))).toBe('ongoing');
    expect(sessionStatus(first, at('2026-02-02T10:00:00Z'))).toBe('ongoing');
    // The last day counts as ongoing, even after its training hours.
    expect(sessionStatus(first, at('2026-02-20T20:00:00Z'))).toBe('ongoing');
    expect(sessionStatus(first, at('2026-02-20T22:59:59Z'))).toBe('ongoing');
  });

  it('is past from midnight in Paris after its last day', () => {
    expect(sessionStatus(first, at('2026-02-20T23:00:00Z'))).toBe('past');
    expect(sessionStatus(first, at('2026-11-24T12:00:00Z'))).toBe('past');
  });
});

describe('currentSessions and pastSessions', () => {
  it('before the first session: both ahead, none past', () => {
    const now = at('2025-12-15T12:00:00Z');
    expect(currentSessions(course, now)).toEqual([first, second]);
    expect(pastSessions(course, now)).toEqual([]);
  });

  it('during the first: it is still current', () => {
    const now = at('2026-02-18T12:00:00Z');
    expect(currentSessions(course, now)).toEqual([first, second]);
  });

  it('between the two: the first is history', () => {
    const now = at('2026-11-24T12:00:00Z');
    expect(currentSessions(course, now)).toEqual([second]);
    expect(pastSessions(course, now)).toEqual([first]);
  });

  it('after all: nothing ahead', () => {
    const now = at('2028-01-01T12:00:00Z');
    expect(currentSessions(course, now)).toEqual([]);
    expect(pastSessions(course, now)).toEqual([first, second]);
    expect(currentSessions(testCourse(), now)).toEqual([]);
  });
});

describe('upcomingSessions', () => {
  it('lists every session not ended, all courses together, by start date', () => {
    const other = testCourse({ id: 'boite-a-outils-ideation', sessions: [session(['2026-01-05', '2026-01-07'])] });
    const list = upcomingSessions([course, other, testCourse({ id: 'art-du-pitch' })], at('2025-12-15T12:00:00Z'));
    expect(list.map((entry) => [entry.course.id, entry.session.periods[0]?.start])).toEqual([
      ['boite-a-outils-ideation', '2026-01-05'],
      [course.id, '2026-01-19'],
      [course.id, '2027-01-18'],
    ]);
    expect(upcomingSessions([course, other], at('2028-01-01T12:00:00Z'))).toEqual([]);
  });
});

describe('sessionPhases', () => {
  it('gives one phase per session end from the given day on, then the phase with nothing ahead', () => {
    expect(sessionPhases(course, '2025-12-15')).toEqual([
      { window: { from: undefined, until: '2026-02-20' }, current: [first, second], past: [] },
      { window: { from: '2026-02-21', until: '2027-01-22' }, current: [second], past: [first] },
      { window: { from: '2027-01-23', until: undefined }, current: [], past: [first, second] },
    ]);
  });

  it('drops the phases that ended before the given day', () => {
    expect(sessionPhases(course, '2026-11-24').map((phase) => phase.window)).toEqual([
      { from: undefined, until: '2027-01-22' },
      { from: '2027-01-23', until: undefined },
    ]);
    expect(sessionPhases(testCourse(), '2026-11-24')).toEqual([
      { window: { from: undefined, until: undefined }, current: [], past: [] },
    ]);
  });
});

describe('date windows', () => {
  it('names every bound a phase can have', () => {
    expect(sessionWindowDays([course])).toEqual(['2026-02-20', '2026-02-21', '2027-01-22', '2027-01-23']);
  });

  it('marks an element outside its window on the rendered day', () => {
    const window = { from: '2026-02-21', until: '2027-01-22' };
    expect(dateWindowAttributes(window, '2026-02-20')).toEqual({
      'data-from': '2026-02-21',
      'data-until': '2027-01-22',
      'data-inactive': '',
    });
    expect(dateWindowAttributes(window, '2026-02-21')).toEqual({
      'data-from': '2026-02-21',
      'data-until': '2027-01-22',
    });
    expect(dateWindowAttributes(window, '2027-01-22')).toEqual({
      'data-from': '2026-02-21',
      'data-until': '2027-01-22',
    });
    expect(dateWindowAttributes(window, '2027-01-23')).toHaveProperty('data-inactive');
    expect(dateWindowAttributes({}, '2027-01-23')).toEqual({});
  });
});
