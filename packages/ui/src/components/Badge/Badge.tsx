import type { ArticleCategory, Badge as CourseBadge } from '@fabrique/content';
import type { ReactNode } from 'react';
import { cx } from '../../utils/cx.ts';
import { badge } from './Badge.css.ts';

export const badgeTones = ['blue', 'purple', 'green', 'accent', 'stage', 'neutral', 'onStage'] as const;
export type BadgeTone = (typeof badgeTones)[number];

export interface BadgeProps {
  children: ReactNode;
  /** blue, purple and green are the category colours; onStage sits on the dark stage. */
  tone?: BadgeTone;
  className?: string;
}

/** A short label: a course badge, a category, an article category. Never interactive. */
export function Badge({ children, tone = 'neutral', className }: BadgeProps) {
  return <span className={cx(badge({ tone }), className)}>{children}</span>;
}

/** Each course badge keeps one look wherever it appears. */
export const courseBadgeTones: Record<CourseBadge, BadgeTone> = {
  'Best-Seller': 'accent',
  Nouveauté: 'stage',
  Intemporelle: 'neutral',
  Partenaire: 'neutral',
};

/** A course badge on the dark stage (the course page's hero): the neutral ones turn light to stay readable. */
export const courseBadgeToneOnStage = (badge: CourseBadge): BadgeTone =>
  courseBadgeTones[badge] === 'neutral' ? 'onStage' : courseBadgeTones[badge];

/** Each article category keeps one badge colour wherever it appears (RSE shares the RSE courses' green). */
export const articleCategoryTones: Record<ArticleCategory, BadgeTone> = {
  Portrait: 'blue',
  RSE: 'green',
  Sécurité: 'stage',
  Innovation: 'purple',
};
