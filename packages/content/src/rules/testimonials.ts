import type { Course, CourseTestimonial } from '../types.ts';

/** A course whose alumni left a written comment. */
export type CourseWithTestimonialComment = Course & { testimonials: CourseTestimonial & { comment: string } };

/** The home testimonials carousel: only courses whose testimonial has a comment, in catalogue order. */
export function coursesWithTestimonialComment(courses: readonly Course[]): readonly CourseWithTestimonialComment[] {
  return courses.filter(
    (course): course is CourseWithTestimonialComment => (course.testimonials?.comment?.trim() ?? '') !== '',
  );
}

/** Qualiopi indicator 2: the mean of the three alumni scores out of 5, to one decimal; undefined without scores. */
export function courseSatisfaction(course: Course): number | undefined {
  const scores = course.testimonials;
  if (!scores) return undefined;
  const mean = (scores.quality + scores.pertinence + scores.organisation) / 3;
  // The epsilon keeps halves such as 4.65 from rounding down because of binary floating point.
  return Math.round((mean + Number.EPSILON) * 10) / 10;
}
