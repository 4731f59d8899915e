import type { Article } from '@fabrique/content';
import { frenchDate } from '@fabrique/content/dates';
import { Icon, Badge, Card, SmartLink } from '@fabrique/ui';
import { cx } from '../../utils/cx.ts';
import { articleCategoryTones } from '../../tones.ts';
import * as styles from './ArticleCard.css.ts';

export const articleCardHeadingLevels = [2, 3, 4] as const;

export interface ArticleCardProps {
  article: Pick<Article, 'title' | 'date' | 'image' | 'excerpt' | 'category'>;
  /** The article's page, from the site's paths (`articlePath(article.id)`). */
  href: string;
  headingLevel?: (typeof articleCardHeadingLevels)[number];
  /** Lazy by default; 'eager' for a card visible on arrival. */
  imageLoading?: 'lazy' | 'eager';
  className?: string;
}

/** An article in a list: the whole card is one link to it, named by the article title. */
export function ArticleCard({ article, href, headingLevel = 3, imageLoading = 'lazy', className }: ArticleCardProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <Card as="article" padding="none" className={cx(styles.root, className)}>
      <div className={styles.picture}>
        {/* Decorative here: the title says what the article is; the article page gives the image its description. */}
        <img
          src={article.image.src}
          width={article.image.width}
          height={article.image.height}
          alt=""
          loading={imageLoading}
          decoding="async"
          className={styles.image}
        />
      </div>
      <div className={styles.body}>
        <div className={styles.meta}>
          <Badge tone={articleCategoryTones[article.category]}>{article.category}</Badge>
          <time dateTime={article.date}>{frenchDate(article.date)}</time>
        </div>
        <Heading className={styles.title}>
          <SmartLink href={href} className={styles.link}>
            {article.title}
          </SmartLink>
        </Heading>
        <p className={styles.excerpt}>{article.excerpt}</p>
        <p className={styles.more}>
          Lire l'article
          {/* The spec's '→', drawn: no font of ours has the glyph, and a system font would differ between machines. */}
          <Icon className={styles.arrow} size={16} strokeWidth={2.25}>
            <path d="M4 12h15M13 6l6 6-6 6" />
          </Icon>
        </p>
      </div>
    </Card>
  );
}
