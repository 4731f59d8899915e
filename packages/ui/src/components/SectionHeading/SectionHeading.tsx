import type { ReactNode } from 'react';
import { cx } from '../../utils/cx.ts';
import type { NativeProps } from '../../utils/native.ts';
import { Heading } from '../Heading/Heading.tsx';
import * as styles from './SectionHeading.css.ts';

export const sectionHeadingLevels = [1, 2, 3] as const;
export const sectionHeadingAligns = ['start', 'center'] as const;

/**
 * The block's native attributes and `ref` (a div), but its id, which is the heading's, and the title.
 * @inline
 */
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

/**
 * The heading block that opens a section: optional eyebrow, title and introduction.
 *
 * **When to use it**: to open a page section: eyebrow, title, introduction.
 *
 * **When not to**: for a heading inside a card or a list (that component owns it) or for the page title (Hero, PageHero).
 *
 * The heading block that opens a section: an optional eyebrow, the title and an optional introduction. Use it at the top of a
 * page section; a heading inside a card or a list belongs to that component.
 *
 * **Props**: `level` is `1`, `2` (default) or `3`; `align` is `start` (default) or `center`; `onStage` swaps the eyebrow to the
 * bright coral and the intro to the muted light grey so they keep their contrast on the dark stage.
 *
 * **Decisions**: the heading level is a prop, so the page outline stays correct wherever the block is placed, and the type size follows the level.
 * `id` goes on the heading itself, so the enclosing Section can name its region with `labelledBy`. The eyebrow is a paragraph before the
 * heading, not part of its name, and upper case by CSS only. The block is capped at 48 rem for readable lines, has no outer margin (the
 * Section and Stack around it space it) and is not interactive.
 *
 * **Keyboard and screen readers**: nothing to operate; the title is a real heading of `level`, the eyebrow a paragraph
 * read just before it, the introduction after it. Give it an `id` to name its section with `aria-labelledby`.
 *
 * @param props - The props below; {@link SectionHeadingProps} is their whole type.
 *
 * @example
 * ```tsx
 * <SectionHeading id="temoignages" eyebrow="Témoignages" title="Ils nous font confiance" level={2} />
 * ```
 */
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
