import type { TeamMember } from '@fabrique/content';
import { useId } from 'react';
import { cx } from '../../utils/cx.ts';
import { VisuallyHidden } from '@fabrique/ui';
import * as styles from './TeamGrid.css.ts';

export const teamGridCaptions = ['onHover', 'always'] as const;
export type TeamGridCaption = (typeof teamGridCaptions)[number];

export interface TeamGridProps {
  members: readonly (Pick<TeamMember, 'id' | 'name' | 'position' | 'image'> & Partial<Pick<TeamMember, 'bio'>>)[];
  /** onHover (home): revealed on hover (always on screens without one); always (/la-fabrique): shown from the start. */
  caption?: TeamGridCaption;
  /** Each member's presentation under their portrait (/la-fabrique); the home page shows portraits only. */
  withBio?: boolean;
  /** Lazy by default: the team sits below the fold. */
  imageLoading?: 'lazy' | 'eager';
  className?: string;
}

/** The team as portraits, with each name and position in the DOM, shown on hover (onHover) or always; bios on request. */
export function TeamGrid({
  members,
  caption = 'onHover',
  withBio = false,
  imageLoading = 'lazy',
  className,
}: TeamGridProps) {
  const reveal = caption === 'onHover';
  const idPrefix = useId();
  return (
    <div className={cx(styles.root, className)}>
      <ul className={cx(styles.grid, withBio && styles.gridWithBio)}>
        {members.map((member) => (
          <li key={member.id}>
            {/* Never a Tab stop: a portrait does nothing, and its caption is in the accessibility tree at all times. */}
            <figure
              className={cx(styles.member, reveal ? styles.revealedOnHover : styles.alwaysShown)}
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
            {withBio && member.bio ? <p className={styles.bio}>{member.bio}</p> : null}
          </li>
        ))}
      </ul>
    </div>
  );
}
