/**
 * An article's body read by Markdoc (markdoc.ts), in a module of its own: only the article's route imports it, so the
 * parser stays out of the other pages' scripts. Its check runs where it is loaded: the build, the tests.
 */
import { articles } from './articles.ts';
import { articleBodyFormat } from './body-format.mjs';
import { ContentDataError, type DataProblem } from './data-check.ts';
import { assetUrls, checked } from './data-files/assets.ts';
import { bodyProblems, readBody, type BodyOptions, type BodyPlace, type BodyTree } from './markdoc.ts';
import type { Article } from './types.ts';

type ArticleText = Pick<Article, 'id' | 'title' | 'content'>;

/** An article's body is read beside its images: `![…](photo.png)` is `assets/articles/<id>/photo.png`. */
const options = (id: string): BodyOptions => ({
  image: (src) => assetUrls[`../../assets/articles/${id}/${decodeURI(src)}`],
});

const place = ({ id, title }: ArticleText): BodyPlace => ({ file: `articles/${id}.mdoc`, entry: title, field: 'body' });

/** Every problem of the articles' bodies: what the site's Markdoc schema refuses, images with no file. */
export const articleBodyProblems = (all: readonly ArticleText[] = articles): DataProblem[] =>
  all.flatMap((article) => bodyProblems(place(article), article.content, articleBodyFormat, options(article.id)));

if (checked) {
  const problems = articleBodyProblems();
  if (problems.length > 0) throw new ContentDataError(problems);
}

/** An article's body as the site renders it. */
export const articleBody = (article: ArticleText): BodyTree =>
  readBody(place(article), article.content, articleBodyFormat, options(article.id));
