import {
  categoryTone,
  courseFacts,
  isInWindow,
  sessionDateRange,
  sessionPhases,
  type Course,
  coursePath,
} from '@fabrique/content';
import { CourseCard, type CourseCardProps } from '@fabrique/site-kit';
import { useToday } from '../lib/today.ts';

/** A course card with its next dated session, one variant per phase so the page's clock script can pick the right one. */
export function CourseCardWithSession({
  course,
  headingLevel,
}: {
  course: Course;
  headingLevel?: CourseCardProps['headingLevel'];
}) {
  const today = useToday();
  const nextSessions = sessionPhases(course, today).flatMap(({ window, current }) =>
    current[0] ? [{ dateRange: sessionDateRange(current[0]), ...window, inactive: !isInWindow(window, today) }] : [],
  );
  return (
    <CourseCard
      course={course}
      facts={courseFacts(course)}
      href={coursePath(course.id)}
      tone={categoryTone(course.category)}
      headingLevel={headingLevel}
      nextSessions={nextSessions}
    />
  );
}
