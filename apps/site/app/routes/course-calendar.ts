import { currentSessions, findCourse, organisation } from '@fabrique/content';
import { buildDate } from '../lib/build-date.ts';
import { siteUrl } from '../lib/config.ts';
import { buildCourseCalendar, courseCalendarFileName } from '../lib/ics.ts';
import type { Route } from './+types/course-calendar';

/** The course's sessions not ended at the build's date, as an iCalendar file (RFC 5545), generated at build time. */
export function loader({ params }: Route.LoaderArgs) {
  const lookup = findCourse(params.id);
  if (!lookup.found || currentSessions(lookup.course, buildDate).length === 0)
    throw new Response('Aucune session à venir', { status: 404 });
  return new Response(buildCourseCalendar(lookup.course, { generatedAt: buildDate, siteUrl, organisation }), {
    headers: {
      'Content-Type': 'text/calendar; charset=utf-8',
      'Content-Disposition': `attachment; filename="${courseCalendarFileName(lookup.course)}"`,
    },
  });
}
