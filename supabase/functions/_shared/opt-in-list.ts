import { isCourseId } from '@fabrique/content/ids';
import { courseRequestMessages } from '@fabrique/forms';
import { HttpError } from './http.ts';
import { serverMessages } from './messages.ts';
import type { OptInList } from './store.ts';

// A catalogue id (/formations/<id>); the same check as course_alert_subscribers.course_id.
const courseIdPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * Which double opt-in list a request is about: the newsletter when it names no course, else that course's
 * next-date alerts. The id is checked for its shape (a link from an old e-mail may name a withdrawn course).
 */
export function readOptInList(courseId: unknown): OptInList {
  if (courseId === undefined || courseId === null || courseId === '') return { courseId: null };
  if (typeof courseId !== 'string' || courseId.length > 80 || !courseIdPattern.test(courseId)) {
    throw new HttpError(400, serverMessages.invalidCourse);
  }
  return { courseId };
}

/**
 * A new sign-up names a course of the catalogue, checked as course requests are (the ids module); confirming and
 * unsubscribing only check the shape, so that a course withdrawn since still lets its subscribers leave.
 */
export function readCatalogueList(courseId: unknown): OptInList {
  const list = readOptInList(courseId);
  if (list.courseId !== null && !isCourseId(list.courseId)) {
    throw new HttpError(400, courseRequestMessages.courseUnknown, {
      fieldErrors: { courseId: courseRequestMessages.courseUnknown },
    });
  }
  return list;
}
