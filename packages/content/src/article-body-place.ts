/** Where an article's body is and how its images resolve: the content check and the article's route read it alike. */
import { assetUrls } from './data-files/assets.ts';
import type { BodyOptions, BodyPlace } from './markdoc.ts';
import type { Article } from './types.ts';

export type ArticleText = Pick<Article, 'id' | 'title' | 'content'>;

/** An article's body is read beside its images: `![…](photo.png)` is `assets/articles/<id>/photo.png`. */
export const articleBodyOptions = (id: string): BodyOptions => ({
  image: (src) => assetUrls[`../../assets/articles/${id}/${decodeURI(src)}`],
});

export const articleBodyPlace = ({ id, title }: Pick<ArticleText, 'id' | 'title'>): BodyPlace => ({
  file: `articles/${id}.mdoc`,
  entry: title,
  field: 'body',
});
