import { findCourse, organisation } from '@fabrique/content';
import { buildDate } from '../lib/build-date.ts';
import { siteUrl } from '../lib/config.ts';
import { buildCourseProgrammePdf } from '../lib/pdf/course-programme.ts';
import type { Route } from './+types/course-programme-pdf';

/** The course's programme as a PDF, generated at build time from the same data as its page. */
export async function loader({ params }: Route.LoaderArgs) {
  const lookup = findCourse(params.id);
  if (!lookup.found) throw new Response('Formation non trouvée', { status: 404 });
  const pdf = await buildCourseProgrammePdf(lookup.course, { organisation, generatedAt: buildDate, siteUrl });
  return new Response(pdf as Uint8Array<ArrayBuffer>, {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `inline; filename="programme-${lookup.course.id}.pdf"`,
    },
  });
}
