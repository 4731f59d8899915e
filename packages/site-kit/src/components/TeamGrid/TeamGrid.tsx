import type { TeamMember } from '@fabrique/content';
import { useId } from 'react';
import { cx } from '../../utils/cx.ts';
import { VisuallyHidden } from '@fabrique/ui';
import * as styles from './TeamGrid.css.ts';

export const teamGridCaptions = ['onHover', 'always'] as const;
export type TeamGridCaption = (typeof teamGridCaptions)[number];

export interface TeamGridProps {
  members: readonly Pick<TeamMember, 'id' | 'name' | 'position' | 'image'>[];
  /** onHover (home): revealed on hover and on keyboard focus; always (/la-fabrique): shown from the start. */
  caption?: TeamGridCaption;
  /** Lazy by default: the team sits below the fold. */
  imageLoading?: 'lazy' | 'eager';
  className?: string;
}

/** The team as portraits, with each name and position in the DOM and shown on hover and on keyboard focus. */
export function TeamGrid({ members, caption = 'onHover', imageLoading = 'lazy', className }: TeamGridProps) {
  const reveal = caption === 'onHover';
  const idPrefix = useId();
  return (
    <div className={cx(styles.root, className)}>
      <ul className={styles.grid}>
        {members.map((member) => (
          <li key={member.id}>
            <figure
              className={cx(styles.member, !reveal && styles.alwaysShown)}
              // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a Tab stop only when there is a caption to reveal
              tabIndex={reveal ? 0 : undefined}
              aria-labelledby={`${idPrefix}-${member.id}`}
            >
              <img
                src={member.image.src}
                width={member.image.width}
                height={member.image.height}
                alt=""
                loading={imageLoading}
                decoding="async"
                className={styles.image}
              />
              {/* The caption names the figure (explicitly: not every browser derives it); the hidden comma keeps name and position apart. */}
              <figcaption id={`${idPrefix}-${member.id}`} className={styles.caption}>
                <span className={styles.name}>{member.name}</span>
                <VisuallyHidden>, </VisuallyHidden>
                <span className={styles.position}>{member.position}</span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </div>
  );
}
