import { courseOutline, courses } from '@fabrique/content';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { buildToday, noonOf } from '../lib/today.ts';
import CoursePage from './course.tsx';
import type { Route } from './+types/course';

/** The page's sections in order: the id each one is labelled by and the text of that heading, as shown on the rendered day. */
function renderedSections(id: string): { id: string; title: string }[] {
  const html = renderToStaticMarkup(<CoursePage {...({ params: { '*': id } } as unknown as Route.ComponentProps)} />);
  return [...html.matchAll(/<section aria-labelledby="([^"]+)"/g)].map(([, section]) => {
    const heading = new RegExp(`<h2 id="${section}"[^>]*>(.*?)</h2>`).exec(html);
    // Variants of other days (the sessions' heading) are rendered but hidden (data-inactive).
    const shown = heading?.[1]?.replace(/<span[^>]*data-inactive=""[^>]*>.*?<\/span>/g, '');
    return { id: section ?? '', title: shown?.replace(/<[^>]+>/g, '') ?? '' };
  });
}

describe('the course page', () => {
  it.for(courses.map((course) => [course.id, course] as const))(
    '%s shows the sections of its outline, in order',
    ([id, course]) => {
      expect(renderedSections(id)).toEqual(
        courseOutline(course, noonOf(buildToday)).map(({ id: section, title }) => ({ id: section, title })),
      );
    },
  );
});
