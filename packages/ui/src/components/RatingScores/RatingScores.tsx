import type { CourseTestimonial } from '@fabrique/content';
import { cx } from '../../utils/cx.ts';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden.tsx';
import * as styles from './RatingScores.css.ts';

export const ratingScoreVariants = ['stars', 'bars'] as const;
export type RatingScoreVariant = (typeof ratingScoreVariants)[number];

const maxScore = 5;
const criteria = [
  { key: 'quality', label: 'Qualité' },
  { key: 'pertinence', label: 'Pertinence' },
  { key: 'organisation', label: 'Organisation' },
] as const;

const scoreFormat = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 1 });

/** A score as French writes it: '4,5', '5'. */
export function formatScore(score: number): string {
  return scoreFormat.format(score);
}

export interface RatingScoresProps {
  scores: Pick<CourseTestimonial, 'quality' | 'pertinence' | 'organisation'>;
  variant?: RatingScoreVariant;
  className?: string;
}

/** The alumni's three scores out of 5, each read out as 'Qualité : 4,5 sur 5'. */
export function RatingScores({ scores, variant = 'stars', className }: RatingScoresProps) {
  return (
    <ul className={cx(styles.list, className)}>
      {criteria.map(({ key, label }) => {
        const score = Math.min(maxScore, Math.max(0, scores[key]));
        const share = `${(score / maxScore) * 100}%`;
        const text = formatScore(score);
        return (
          <li key={key} className={variant === 'stars' ? styles.starsItem : styles.barsItem}>
            <span className={styles.label}>
              {label}
              <VisuallyHidden>{` : ${text} sur ${maxScore}`}</VisuallyHidden>
            </span>
            {variant === 'stars' ? (
              <span className={styles.visual} aria-hidden="true">
                <span className={styles.stars}>
                  <StarRow className={styles.starRow} />
                  <span className={styles.starFill} style={{ width: share }}>
                    <StarRow className={styles.starRow} />
                  </span>
                </span>
                <span className={styles.score}>{text}</span>
              </span>
            ) : (
              <>
                <span className={styles.score} aria-hidden="true">
                  {text}/{maxScore}
                </span>
                <span className={styles.track} aria-hidden="true">
                  <span className={styles.bar} style={{ width: share, display: 'block' }} />
                </span>
              </>
            )}
          </li>
        );
      })}
    </ul>
  );
}

// One svg per row of five stars (18 px, 2 px apart), not five: a page of testimonials draws hundreds of these rows.
const starSize = 18;
const starGap = 2;
const starStep = ((starSize + starGap) * 24) / starSize;
const starRowPath = Array.from({ length: maxScore }, (_, index) => {
  const x = (offset: number) => +(offset + index * starStep).toFixed(3);
  return `M${x(12)} 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L${x(12)} 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z`;
}).join('');
const starRowWidth = maxScore * starSize + (maxScore - 1) * starGap;

function StarRow({ className }: { className: string }) {
  return (
    <svg
      width={starRowWidth}
      height={starSize}
      viewBox={`0 0 ${+((starRowWidth * 24) / starSize).toFixed(3)} 24`}
      fill="currentColor"
      focusable="false"
      className={className}
    >
      <path d={starRowPath} />
    </svg>
  );
}
