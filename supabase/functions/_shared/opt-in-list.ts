import { HttpError } from './http.ts';
import { serverMessages } from './messages.ts';
import type { OptInList } from './store.ts';

// A catalogue id (/formations/<id>); the same check as course_alert_subscribers.course_id.
const courseIdPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * Which double opt-in list a request is about: the newsletter when it names no course, else that course's
 * next-date alerts. The functions do not hold the catalogue, so the id is checked for its shape only.
 */
export function readOptInList(courseId: unknown): OptInList {
  if (courseId === undefined || courseId === null || courseId === '') return { courseId: null };
  if (typeof courseId !== 'string' || courseId.length > 80 || !courseIdPattern.test(courseId)) {
    throw new HttpError(400, serverMessages.invalidCourse);
  }
  return { courseId };
}
