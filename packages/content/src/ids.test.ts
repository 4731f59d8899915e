import { describe, expect, it } from 'vitest';
import { articles } from './articles.ts';
import { courses } from './catalogue.ts';
import {
  articleIds,
  courseIds,
  isCourseId,
  isSessionOf,
  lastSessionDays,
  scheduledCourseIds,
  sessionStartDays,
} from './ids.ts';
import { sessionEnd, sessionStart } from './rules/session-status.ts';

describe('asset-free id lists', () => {
  it('name every course file, in the catalogue’s order', () => {
    expect(courseIds).toEqual(courses.map((course) => course.id));
  });

  it('name exactly the articles', () => {
    expect([...articleIds].sort()).toEqual(articles.map((article) => article.id).sort());
  });

  it('give each dated course the last day of its last session', () => {
    const lastDays = courses.flatMap((course) =>
      course.sessions.length > 0 ? [[course.id, course.sessions.map(sessionEnd).sort().at(-1)]] : [],
    );
    expect(lastSessionDays).toEqual(Object.fromEntries(lastDays));
  });

  it('name exactly the courses with dated sessions', () => {
    expect([...scheduledCourseIds].sort()).toEqual(
      courses
        .filter((course) => course.sessions.length > 0)
        .map((course) => course.id)
        .sort(),
    );
  });

  it('give each dated course the first day of every session, in order', () => {
    const startDays = courses.flatMap((course) =>
      course.sessions.length > 0 ? [[course.id, course.sessions.map(sessionStart).sort()]] : [],
    );
    expect(sessionStartDays).toEqual(Object.fromEntries(startDays));
  });

  it('recognise a course and its sessions, nothing else', () => {
    expect(isCourseId('atelier-ecriture-avec-ia')).toBe(true);
    expect(isCourseId('atelier-ecriture')).toBe(false);
    expect(isSessionOf('atelier-ecriture-avec-ia', '2027-01-21')).toBe(true);
    // A later day of the session, another course's session, a course with no dated session.
    expect(isSessionOf('atelier-ecriture-avec-ia', '2027-01-22')).toBe(false);
    expect(isSessionOf('atelier-ecriture-avec-ia', '2027-01-18')).toBe(false);
    expect(isSessionOf('art-du-pitch', '2027-01-21')).toBe(false);
  });
});
