import { describe, expect, it } from 'vitest';
import type { CourseTestimonial } from '../types.ts';
import { courseSatisfaction, coursesWithTestimonialComment } from './testimonials.ts';
import { testCourse } from './fixtures.ts';

const scores = (quality: number, pertinence: number, organisation: number, comment?: string): CourseTestimonial => ({
  quality,
  pertinence,
  organisation,
  ...(comment === undefined ? {} : { comment }),
});

describe('coursesWithTestimonialComment', () => {
  it('keeps only the courses whose testimonial has a comment, in order', () => {
    const list = [
      testCourse({ id: 'art-du-pitch', testimonials: scores(5, 5, 5, 'J’ai enfin osé pitcher mon projet.') }),
      testCourse({ id: 'referent-vhmss' }),
      testCourse({ id: 'fresque-du-numerique', testimonials: scores(4.5, 4.6, 4.7) }),
      testCourse({ id: 'campagne-impact-film', testimonials: scores(4.5, 4.6, 4.7, '   ') }),
      testCourse({ id: 'trouver-le-bon-projet', testimonials: scores(4.8, 4.9, 4.6, 'Une méthode claire.') }),
    ];
    expect(coursesWithTestimonialComment(list).map((course) => course.id)).toEqual([
      'art-du-pitch',
      'trouver-le-bon-projet',
    ]);
  });

  it('is empty when no course has a comment', () => {
    expect(coursesWithTestimonialComment([testCourse()])).toEqual([]);
  });
});

describe('courseSatisfaction', () => {
  it('is the mean of the three scores, to one decimal', () => {
    expect(courseSatisfaction(testCourse({ testimonials: scores(4.5, 4.7, 4.9) }))).toBe(4.7);
    expect(courseSatisfaction(testCourse({ testimonials: scores(4.2, 4.3, 4.4) }))).toBe(4.3);
    expect(courseSatisfaction(testCourse({ testimonials: scores(4.6, 4.6, 4.7) }))).toBe(4.6);
    expect(courseSatisfaction(testCourse({ testimonials: scores(4, 4, 4.5) }))).toBe(4.2);
    expect(courseSatisfaction(testCourse({ testimonials: scores(5, 5, 4.9) }))).toBe(5);
    expect(courseSatisfaction(testCourse({ testimonials: scores(4.3, 4.4, 4.8) }))).toBe(4.5);
  });

  it('does not need a comment', () => {
    expect(courseSatisfaction(testCourse({ testimonials: scores(4, 4, 4) }))).toBe(4);
  });

  it('is undefined without testimonials', () => {
    expect(courseSatisfaction(testCourse())).toBeUndefined();
  });
});
