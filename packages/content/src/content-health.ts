import { courses } from './catalogue.ts';
import { csiaPaths } from './csia.ts';
import { contentHealth, type ContentHealth } from './rules/health.ts';
import { organisation, valuesToConfirm } from './site.ts';

/** The site's own content checked at `now` (`npm run content:check`; its structural part is a unit test). */
export function checkContent(now: Date | number): ContentHealth {
  const roots = { organisation, courses: Object.fromEntries(courses.map((course) => [course.id, course])), csiaPaths };
  return contentHealth({ courses, valuesToConfirm, roots }, now);
}
