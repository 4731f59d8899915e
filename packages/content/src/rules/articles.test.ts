import { describe, expect, it } from 'vitest';
import { articles } from '../articles.ts';
import { articleCourses, findArticle, relatedArticles, suggestedArticles } from './articles.ts';
import { testArticle } from './fixtures.ts';

describe('suggestedArticles', () => {
  const list = ['a', 'b', 'c', 'd', 'e'].map((id) => testArticle(id));
  const ids = (found: readonly { id: string }[]) => found.map((article) => article.id);

  it('gives up to 3 other articles, in list order', () => {
    expect(ids(suggestedArticles(list, 'a'))).toEqual(['b', 'c', 'd']);
    expect(ids(suggestedArticles(list, 'c'))).toEqual(['a', 'b', 'd']);
  });

  it('accepts another maximum', () => {
    expect(ids(suggestedArticles(list, 'a', 2))).toEqual(['b', 'c']);
    expect(ids(suggestedArticles(list, 'a', 10))).toEqual(['b', 'c', 'd', 'e']);
    expect(suggestedArticles(list, 'a', 0)).toEqual([]);
  });

  it('gives fewer when there are fewer other articles', () => {
    expect(ids(suggestedArticles(list.slice(0, 2), 'a'))).toEqual(['b']);
    expect(suggestedArticles(list.slice(0, 1), 'a')).toEqual([]);
  });

  it('gives the first ones when the current id is unknown', () => {
    expect(ids(suggestedArticles(list, 'inconnu'))).toEqual(['a', 'b', 'c']);
  });

  it('never suggests the article being read', () => {
    for (const article of articles) {
      const suggested = suggestedArticles(articles, article.id);
      expect(suggested).toHaveLength(3);
      expect(ids(suggested)).not.toContain(article.id);
    }
  });
});

describe('findArticle', () => {
  it('finds each article by its id', () => {
    for (const article of articles) expect(findArticle(article.id)).toEqual({ found: true, article });
  });

  it('reports an unknown id as not found', () => {
    expect(findArticle('article-inconnu')).toEqual({ found: false });
    expect(findArticle('')).toEqual({ found: false });
    expect(findArticle('b', [testArticle('a')])).toEqual({ found: false });
  });
});

describe('related courses and articles', () => {
  const first = testArticle('premier', { relatedCourses: ['art-du-pitch', 'scenariste-de-jeux-tv'] });
  const second = testArticle('second', { relatedCourses: ['scenariste-de-jeux-tv'] });
  const third = testArticle('troisieme', { relatedCourses: ['referent-vhmss'] });

  it("gives an article's courses as records, in the article's order", () => {
    expect(articleCourses(first).map((course) => course.id)).toEqual(['art-du-pitch', 'scenariste-de-jeux-tv']);
  });

  it('gives the articles that name a course, in list order', () => {
    expect(relatedArticles('scenariste-de-jeux-tv', [first, second, third]).map((article) => article.id)).toEqual([
      'premier',
      'second',
    ]);
    expect(relatedArticles('referent-vhmss', [first, second, third]).map((article) => article.id)).toEqual([
      'troisieme',
    ]);
  });

  it('gives none for a course no article names, and at most `max`', () => {
    expect(relatedArticles('fresque-du-numerique', [first, second, third])).toEqual([]);
    expect(relatedArticles('scenariste-de-jeux-tv', [first, second, third], 1)).toEqual([first]);
  });

  it('links every course an article of the site names back to that article', () => {
    for (const article of articles) {
      for (const course of articleCourses(article))
        expect(relatedArticles(course.id, articles, articles.length)).toContain(article);
    }
  });
});
