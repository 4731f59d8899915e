import type { ReactNode } from 'react';
import { cx } from '../../utils/cx.ts';
import type { NativeProps } from '../../utils/native.ts';
import { Heading } from '../Heading/Heading.tsx';
import * as styles from './SectionHeading.css.ts';

export const sectionHeadingLevels = [1, 2, 3] as const;
export const sectionHeadingAligns = ['start', 'center'] as const;

/** The block's native attributes and `ref` (a div), but its id, which is the heading's, and the title. */
export interface SectionHeadingProps extends NativeProps<'div', 'id' | 'title'> {
  /** Becomes the heading's id, so the section can point at it with aria-labelledby. */
  id?: string;
  title: ReactNode;
  /** A short label above the title, such as 'Témoignages'. */
  eyebrow?: string;
  intro?: ReactNode;
  level?: (typeof sectionHeadingLevels)[number];
  align?: (typeof sectionHeadingAligns)[number];
  /** On the dark stage the muted colours change to keep their contrast. */
  onStage?: boolean;
}

/** The heading block that opens a section: optional eyebrow, title and introduction. */
export function SectionHeading({
  id,
  title,
  eyebrow,
  intro,
  level = 2,
  align = 'start',
  onStage = false,
  className,
  ...native
}: SectionHeadingProps) {
  return (
    <div {...native} className={cx(styles.root, styles.align[align], className)}>
      {eyebrow ? <p className={cx(styles.eyebrow, onStage && styles.eyebrowOnStage)}>{eyebrow}</p> : null}
      <Heading id={id} level={level}>
        {title}
      </Heading>
      {intro ? <div className={cx(styles.intro, onStage && styles.introOnStage)}>{intro}</div> : null}
    </div>
  );
}
