import { categoryTone, type Course, type CourseTestimonial } from '@fabrique/content';
import { useId } from 'react';
import { cx } from '../../utils/cx.ts';
import { Carousel, SectionHeading } from '@fabrique/ui';
import { TestimonialCard } from '../TestimonialCard/TestimonialCard.tsx';
import * as styles from './TestimonialsCarousel.css.ts';

export const testimonialsHeadingLevels = [2, 3] as const;

/** A course and its alumni testimonial (`coursesWithTestimonialComment` gives these). */
export type TestimonialCourse = Pick<Course, 'id' | 'title' | 'category'> & { testimonials: CourseTestimonial };

export interface TestimonialsCarouselProps {
  courses: readonly TestimonialCourse[];
  /** Level of 'Ils nous font confiance' in the page outline. */
  headingLevel?: (typeof testimonialsHeadingLevels)[number];
  className?: string;
}

/** The home page's testimonials block: 'Témoignages', 'Ils nous font confiance' and a looping carousel of alumni cards. */
export function TestimonialsCarousel({ courses, headingLevel = 2, className }: TestimonialsCarouselProps) {
  const headingId = useId();
  return (
    <Carousel.Root
      labelledBy={headingId}
      slidesPerView={{ mobile: 1, tablet: 2, desktop: 3 }}
      gap="large"
      className={cx(styles.root, className)}
    >
      <div className={styles.header}>
        <SectionHeading id={headingId} eyebrow="Témoignages" title="Ils nous font confiance" level={headingLevel} />
        <div className={styles.controls}>
          <Carousel.Previous />
          <Carousel.Next />
        </div>
      </div>
      <Carousel.Viewport>
        {courses.map((course) => (
          <Carousel.Slide key={course.id}>
            <TestimonialCard
              testimonial={course.testimonials}
              courseTitle={course.title}
              tone={categoryTone(course.category)}
            />
          </Carousel.Slide>
        ))}
      </Carousel.Viewport>
    </Carousel.Root>
  );
}
