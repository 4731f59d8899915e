import type { ArticleBlock } from '@fabrique/content';
import { cx } from '../../utils/cx.ts';
import * as styles from './ArticleBody.css.ts';

export const articleBodySubheadingLevels = [2, 3] as const;

export interface ArticleBodyProps {
  /** The body as `parseArticleBody(article.content)` gives it. */
  blocks: readonly ArticleBlock[];
  /** 2 when the article title is the page's h1 and the body has no other section heading. */
  subheadingLevel?: (typeof articleBodySubheadingLevels)[number];
  className?: string;
}

/** An article's text as React elements, never raw HTML, at a reading width of at most 75 characters. */
export function ArticleBody({ blocks, subheadingLevel = 2, className }: ArticleBodyProps) {
  const Subheading = `h${subheadingLevel}` as const;
  return (
    <div className={cx(styles.root, className)}>
      {blocks.map((block, index) =>
        block.type === 'subheading' ? (
          <Subheading key={index} className={styles.subheading}>
            {block.text}
          </Subheading>
        ) : (
          <p key={index}>{block.text}</p>
        ),
      )}
    </div>
  );
}
