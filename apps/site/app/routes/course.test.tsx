import { courseOutline, courses } from '@fabrique/content';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import CoursePage from './course.tsx';
import type { Route } from './+types/course';

/** The page's sections in order: the id each one is labelled by and the text of that heading. */
function renderedSections(id: string): { id: string; title: string }[] {
  const html = renderToStaticMarkup(<CoursePage {...({ params: { '*': id } } as unknown as Route.ComponentProps)} />);
  return [...html.matchAll(/<section aria-labelledby="([^"]+)"/g)].map(([, section]) => {
    const heading = new RegExp(`<h2 id="${section}"[^>]*>(.*?)</h2>`).exec(html);
    return { id: section ?? '', title: heading?.[1]?.replace(/<[^>]+>/g, '') ?? '' };
  });
}

describe('the course page', () => {
  it.for(courses.map((course) => [course.id, course] as const))('%s shows the sections of its outline, in order', ([id, course]) => {
    expect(renderedSections(id)).toEqual(courseOutline(course).map(({ id: section, title }) => ({ id: section, title })));
  });
});
