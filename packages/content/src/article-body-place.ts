/** Where an article's body is and how its images resolve: the content check and the article's route read it alike. */
import { articleBodyImages } from './body-format.mjs';
import { assetUrls } from './data-files/assets.ts';
import type { BodyOptions, BodyPlace } from './markdoc.ts';
import type { Article } from './types.ts';

export type ArticleText = Pick<Article, 'id' | 'title' | 'content'>;

/** An article's body names its images by file: `![…](photo.png)` is `assets/article-bodies/<id>/photo.png`. */
export const articleBodyOptions = (id: string): BodyOptions => ({
  image: (src) => assetUrls[`../../${articleBodyImages}/${id}/${decodeURI(src)}`],
});

export const articleBodyPlace = ({ id, title }: Pick<ArticleText, 'id' | 'title'>): BodyPlace => ({
  file: `articles/${id}.mdoc`,
  entry: title,
  field: 'body',
});
