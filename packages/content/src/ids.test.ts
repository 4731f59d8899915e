import { describe, expect, it } from 'vitest';
import { articles } from './articles.ts';
import { courses } from './courses/index.ts';
import { articleIds, scheduledCourseIds } from './ids.ts';
import { upcomingSessionCourses } from './rules/sessions.ts';

describe('asset-free id lists', () => {
  it('name exactly the articles', () => {
    expect([...articleIds].sort()).toEqual(articles.map((article) => article.id).sort());
  });

  it('name exactly the courses with dated sessions', () => {
    expect([...scheduledCourseIds].sort()).toEqual(upcomingSessionCourses(courses).map((course) => course.id).sort());
  });
});
