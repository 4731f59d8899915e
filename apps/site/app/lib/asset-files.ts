import type { Article, Course } from '@fabrique/content';

// The same artwork as files, never inlined: structured data and link previews need a real URL, not a data: URI.
const courseFiles = import.meta.glob<string>('../../../../packages/content/assets/courses/*.svg', {
  eager: true,
  import: 'default',
  query: '?no-inline',
});
const articleFiles = import.meta.glob<string>('../../../../packages/content/assets/articles/*.svg', {
  eager: true,
  import: 'default',
  query: '?no-inline',
});

function fileUrl(files: Record<string, string>, name: string, src: string): string {
  if (!src.startsWith('data:')) return src;
  const file = Object.entries(files).find(([path]) => path.endsWith(`/${name}.svg`))?.[1];
  if (!file) throw new Error(`No artwork file named ${name}.svg for an inlined image`);
  return file;
}

/** The course's picture as a file path ('/assets/…svg'), even when the page inlines it. */
export const courseImageFile = (course: Pick<Course, 'id' | 'image'>): string =>
  fileUrl(courseFiles, course.id, course.image.src);

/** The article's picture as a file path, even when the page inlines it. */
export const articleImageFile = (article: Pick<Article, 'id' | 'image'>): string =>
  fileUrl(articleFiles, article.id, article.image.src);
