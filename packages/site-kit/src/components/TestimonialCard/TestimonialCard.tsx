import type { CategoryTone, CourseTestimonial } from '@fabrique/content';
import { cx } from '../../utils/cx.ts';
import { Card, LinkedText } from '@fabrique/ui';
import { RatingScores } from '../RatingScores/RatingScores.tsx';
import * as styles from './TestimonialCard.css.ts';

export interface TestimonialCardProps {
  /** The alumni's scores out of 5 and their comment. */
  testimonial: CourseTestimonial;
  /** The training the alumni followed. */
  courseTitle: string;
  /** The course's category colour (`categoryTone(course.category)`), shown as the card's band. */
  tone?: CategoryTone;
  className?: string;
}

/** One alumni's appreciation of a training: three scores, the quoted comment, 'Alumni' and the training's title. */
export function TestimonialCard({ testimonial, courseTitle, tone, className }: TestimonialCardProps) {
  const comment = testimonial.comment?.trim();
  return (
    <Card tone={tone} padding="medium" className={cx(styles.root, className)}>
      <RatingScores scores={testimonial} className={styles.scores} />
      <figure className={styles.figure}>
        {comment ? (
          <blockquote className={styles.quote}>
            <LinkedText>{`«\u202f${comment}\u202f»`}</LinkedText>
          </blockquote>
        ) : null}
        <figcaption className={styles.caption}>
          Alumni
          <cite className={styles.course}>{courseTitle}</cite>
        </figcaption>
      </figure>
    </Card>
  );
}
