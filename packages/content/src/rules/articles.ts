import { articles as allArticles } from '../articles.ts';
import { courses as catalogue } from '../catalogue.ts';
import type { Article, Course } from '../types.ts';

export const suggestedArticlesLimit = 3;

/** 'À lire aussi': other articles, in list order, at most `max`. */
export function suggestedArticles(
  articles: readonly Article[],
  currentId: string,
  max: number = suggestedArticlesLimit,
): readonly Article[] {
  return articles.filter((article) => article.id !== currentId).slice(0, Math.max(0, max));
}

/** The courses an article talks about, as records, in the article's order. */
export function articleCourses(
  article: Pick<Article, 'relatedCourses'>,
  courses: readonly Course[] = catalogue,
): readonly Course[] {
  return article.relatedCourses.flatMap((id) => courses.filter((course) => course.id === id));
}

export const relatedArticlesLimit = 3;

/** A course page's 'Pour aller plus loin': the articles that name the course, newest first as listed, at most `max`. */
export function relatedArticles(
  courseId: string,
  articles: readonly Article[] = allArticles,
  max: number = relatedArticlesLimit,
): readonly Article[] {
  return articles.filter((article) => article.relatedCourses.includes(courseId)).slice(0, Math.max(0, max));
}

export type ArticleLookup = { found: true; article: Article } | { found: false };

/** The article behind /actualites/{id}; an unknown id sends the visitor back to /actualites. */
export function findArticle(id: string, articles: readonly Article[] = allArticles): ArticleLookup {
  const article = articles.find((candidate) => candidate.id === id);
  return article ? { found: true, article } : { found: false };
}
