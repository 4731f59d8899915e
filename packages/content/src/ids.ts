/**
 * The site's URLs as plain ids, read from the data files with no asset and no bundler, so that build configuration
 * (the prerender list), end-to-end tests and the Edge Functions (Deno) share them: a course is a file of data/courses.
 */
import { collectionIds, readCollection } from './data-reader.ts';

export type { CourseId } from './types.ts';

/** Only what this module reads of a course file; the schema checks the whole file at build and in the tests. */
interface CourseSessionsFile {
  order?: number;
  sessions?: readonly { periods: readonly { start: string; end: string }[] }[];
}

const courseFiles = Object.entries(readCollection('courses', 'json'))
  .map(([key, text]) => {
    const file = JSON.parse(text) as CourseSessionsFile;
    return { id: key.replace(/^.*\/([^/]+)\.json$/, '$1'), order: file.order ?? 0, sessions: file.sessions ?? [] };
  })
  .sort((a, b) => a.order - b.order || a.id.localeCompare(b.id));

/** Every course id, in the catalogue's order (`order`, then id). */
export const courseIds: readonly string[] = courseFiles.map((course) => course.id);

/** Every article id: the files of data/articles. */
export const articleIds: readonly string[] = collectionIds('articles', 'mdoc');

/** Every legal page's id, which is also its route: the files of data/legal. */
export const legalPageIds: readonly string[] = collectionIds('legal', 'mdoc');

const days = (periods: readonly { start: string; end: string }[], bound: 'start' | 'end') =>
  periods.map((period) => period[bound]).sort();
const scheduled = courseFiles.filter((course) => course.sessions.length > 0);

/** The last day of each dated course's last session: the course gets an .ics calendar file until then. */
export const lastSessionDays: Readonly<Record<string, string>> = Object.fromEntries(
  scheduled.map((course) => [
    course.id,
    course.sessions
      .flatMap((session) => days(session.periods, 'end'))
      .sort()
      .at(-1)!,
  ]),
);

/** Courses with dated sessions, past or ahead. */
export const scheduledCourseIds: readonly string[] = scheduled.map((course) => course.id);

/**
 * The first day of each dated session, past or ahead, by course, in order: how a course request names its session
 * (the contact function checks requests against it without loading the catalogue's images).
 */
export const sessionStartDays: Readonly<Record<string, readonly string[]>> = Object.fromEntries(
  scheduled.map((course) => [course.id, course.sessions.map((session) => days(session.periods, 'start')[0]!).sort()]),
);

export function isCourseId(value: string): boolean {
  return courseIds.includes(value);
}

/** Whether `day` is the first day of one of the course's dated sessions. */
export function isSessionOf(courseId: string, day: string): boolean {
  return sessionStartDays[courseId]?.includes(day) ?? false;
}
