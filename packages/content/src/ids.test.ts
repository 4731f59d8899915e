import { describe, expect, it } from 'vitest';
import { articles } from './articles.ts';
import { courses } from './courses/index.ts';
import { articleIds, lastSessionDays, scheduledCourseIds } from './ids.ts';
import { sessionEnd } from './rules/session-status.ts';

describe('asset-free id lists', () => {
  it('name exactly the articles', () => {
    expect([...articleIds].sort()).toEqual(articles.map((article) => article.id).sort());
  });

  it('give each dated course the last day of its last session', () => {
    const lastDays = courses.flatMap((course) =>
      course.datedSessions ? [[course.id, course.datedSessions.map(sessionEnd).sort().at(-1)]] : [],
    );
    expect(lastSessionDays).toEqual(Object.fromEntries(lastDays));
  });

  it('name exactly the courses with dated sessions', () => {
    expect([...scheduledCourseIds].sort()).toEqual(
      courses
        .filter((course) => course.datedSessions)
        .map((course) => course.id)
        .sort(),
    );
  });
});
