import type { BodyTree } from '@fabrique/content';
import { cx } from '../../utils/cx.ts';
import { MarkdocBody, markdocBodyHeadingLevels } from '../MarkdocBody/MarkdocBody.tsx';
import * as styles from './ArticleBody.css.ts';

export const articleBodySubheadingLevels = markdocBodyHeadingLevels;

export interface ArticleBodyProps {
  /** The body as `articleBody(article)` gives it. */
  body: BodyTree;
  /** 2 when the article title is the page's h1 and the body has no other section heading. */
  subheadingLevel?: (typeof articleBodySubheadingLevels)[number];
  className?: string;
}

/** An article's text as React elements, never raw HTML, at a reading width of at most 75 characters. */
export function ArticleBody({ body, subheadingLevel = 2, className }: ArticleBodyProps) {
  return (
    <div className={cx(styles.root, className)}>
      <MarkdocBody body={body} headingLevel={subheadingLevel} headingClassName={styles.subheading} />
    </div>
  );
}
