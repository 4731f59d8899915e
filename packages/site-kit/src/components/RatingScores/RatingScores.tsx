import type { CourseTestimonial } from '@fabrique/content';
import { cx } from '../../utils/cx.ts';
import { VisuallyHidden } from '@fabrique/ui';
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
        const share = `${Math.round((score / maxScore) * 1000) / 10}%`;
        const text = formatScore(score);
        return (
          <li
            key={key}
            className={variant === 'stars' ? styles.starsItem : styles.barsItem}
            // The stars and the visible score are the item's ::before and ::after (stars only): no element of their own.
            {...(variant === 'stars' ? { 'data-score': text, style: { [styles.starShareProperty]: share } } : {})}
          >
            {label}
            <VisuallyHidden>{` : ${text} sur ${maxScore}`}</VisuallyHidden>
            {variant === 'bars' ? (
              <>
                <span className={styles.score} aria-hidden="true">
                  {text}/{maxScore}
                </span>
                <span className={styles.track} aria-hidden="true">
                  <span className={styles.bar} style={{ width: share, display: 'block' }} />
                </span>
              </>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
