import type { ArticleCategory, Badge as CourseBadge } from '@fabrique/content';
import type { BadgeTone } from '@fabrique/ui';

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
