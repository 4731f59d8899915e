/**
 * An article's body read by Markdoc (markdoc.ts), in a module of its own: only the article's route imports it, so the
 * parser stays out of the other pages' scripts. Its check is the content's (content-problems.ts), run by articles.ts.
 */
import { articleBodyOptions, articleBodyPlace, type ArticleText } from './article-body-place.ts';
import { articles } from './articles.ts';
import { articleBodyFormat } from './body-format.mjs';
import type { DataProblem } from './data-check.ts';
import { bodyProblems, readBody, type BodyTree } from './markdoc.ts';

/** Every problem of the articles' bodies: what the site's Markdoc schema refuses, images with no file. */
export const articleBodyProblems = (all: readonly ArticleText[] = articles): DataProblem[] =>
  all.flatMap((article) =>
    bodyProblems(articleBodyPlace(article), article.content, articleBodyFormat, articleBodyOptions(article.id)),
  );

/** An article's body as the site renders it. */
export const articleBody = (article: ArticleText): BodyTree =>
  readBody(articleBodyPlace(article), article.content, articleBodyFormat, articleBodyOptions(article.id));
