import type { CategoryTone, ImageAsset, Trainer } from '@fabrique/content';
import { cx } from '../../utils/cx.ts';
import { Card } from '@fabrique/ui';
import * as styles from './TrainerCard.css.ts';

export const trainerCardHeadingLevels = [2, 3, 4] as const;

export interface TrainerCardProps {
  trainer: Pick<Trainer, 'name' | 'title' | 'description' | 'photo'>;
  /** Shown when the trainer has no photo: pass `trainerStockImage`. */
  stockImage: ImageAsset;
  /** The course's category colour for the ring round the portrait. */
  tone?: CategoryTone;
  headingLevel?: (typeof trainerCardHeadingLevels)[number];
  className?: string;
}

/** A trainer of a course: portrait, name, title and a short description. Laid out 3 per row by a Grid. */
export function TrainerCard({ trainer, stockImage, tone, headingLevel = 3, className }: TrainerCardProps) {
  const Heading = `h${headingLevel}` as const;
  const image = trainer.photo ?? stockImage;
  return (
    <Card as="article" className={cx(styles.root, className)}>
      <div className={styles.body}>
        <div className={styles.header}>
          {/* The name sits right beside the portrait, so the image adds nothing for a screen reader. */}
          <img
            src={image.src}
            width={image.width}
            height={image.height}
            alt=""
            loading="lazy"
            decoding="async"
            className={cx(styles.photo, styles.ring[tone ?? 'neutral'])}
          />
          <div className={styles.identity}>
            <Heading className={styles.name}>{trainer.name}</Heading>
            <p className={styles.title}>{trainer.title}</p>
          </div>
        </div>
        {trainer.description ? <p className={styles.description}>{trainer.description}</p> : null}
      </div>
    </Card>
  );
}
