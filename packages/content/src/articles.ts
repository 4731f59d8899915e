/** News articles read from `data/articles/<id>.mdoc`, newest first. Every person and company quoted is fictional. */
import { refuseInvalidContent } from './data-files/gate.ts';
import { dataFiles } from './data-check.ts';
import { articleFiles } from './data-files/articles.ts';
import { splitFrontmatter } from './frontmatter.ts';
import { entryImage } from './images.ts';
import type { ArticleFile } from './schema.ts';
import type { Article } from './types.ts';

refuseInvalidContent();

const entries = dataFiles(articleFiles).map(({ file, id, data }) => {
  const { data: fields, body } = splitFrontmatter(file, id, data as string);
  return { file, id, data: fields, body };
});

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
