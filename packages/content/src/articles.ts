/** News articles read from `data/articles/<id>.mdoc`, newest first. Every person and company quoted is fictional. */
import { courseIds } from './catalogue.ts';
import { ContentDataError, dataFiles, entryProblems, referenceProblems, type DataProblem } from './data-check.ts';
import { checked } from './data-files/assets.ts';
import { articleFiles } from './data-files/articles.ts';
import { splitFrontmatter } from './frontmatter.ts';
import { entryImage } from './images.ts';
import { articleFileSchema, type ArticleFile } from './schema.ts';
import type { Article } from './types.ts';

const entries = dataFiles(articleFiles).map(({ file, id, data }) => {
  const { data: fields, body } = splitFrontmatter(file, id, data as string);
  return { file, id, data: fields, body };
});

if (checked) {
  const problems: DataProblem[] = entries.flatMap((entry) => [
    ...entryProblems(articleFileSchema, entry, 'title'),
    ...(entry.body ? [] : [{ file: entry.file, entry: entry.id, field: 'body', message: 'le texte est vide' }]),
  ]);
  const known = new Set(courseIds);
  problems.push(
    ...referenceProblems(
      entries.filter((entry) => Array.isArray((entry.data as ArticleFile).relatedCourses)) as {
        file: string;
        id: string;
        data: ArticleFile;
      }[],
      'title',
      'relatedCourses',
      known,
      (id) => `formation inconnue : « ${id} » (aucun fichier courses/${id}.json)`,
    ),
  );
  if (problems.length > 0) throw new ContentDataError(problems);
}

export const articles: readonly Article[] = entries
  .map(({ id, data, body }) => {
    const { image, imageAlt, ...article } = data as ArticleFile;
    return {
      id,
      ...article,
      image: entryImage({ collection: 'articles', id, field: 'image', file: image, extension: 'mdoc' }, imageAlt),
      content: body,
    };
  })
  .sort((a, b) => b.date.localeCompare(a.date) || a.id.localeCompare(b.id));
