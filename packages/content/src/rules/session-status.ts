import { dayAfter, noonOf, parisToday } from '../dates.ts';
import type { Course, SessionDetails } from '../types.ts';

/** Where a dated session stands on a given day: a day inside it counts as ongoing, not past. */
export type SessionStatus = 'upcoming' | 'ongoing' | 'past';

/** The first training day of a session, 'yyyy-mm-dd'. */
export const sessionStart = (session: SessionDetails): string =>
  session.periods.map((period) => period.start).sort()[0] ?? '';

/** The last training day of a session, 'yyyy-mm-dd'. */
export const sessionEnd = (session: SessionDetails): string =>
  session.periods
    .map((period) => period.end)
    .sort()
    .at(-1) ?? '';

/** The time rule: upcoming before its first day, ongoing from its first to its last day (Paris), past after. */
export function sessionStatus(session: SessionDetails, now: Date | number): SessionStatus {
  const today = parisToday(now);
  if (today < sessionStart(session)) return 'upcoming';
  if (today > sessionEnd(session)) return 'past';
  return 'ongoing';
}

const byStart = (a: SessionDetails, b: SessionDetails) => sessionStart(a).localeCompare(sessionStart(b));

/** The course's sessions that have not ended (upcoming or ongoing), by start date. */
export function currentSessions(course: Pick<Course, 'sessions'>, now: Date | number): readonly SessionDetails[] {
  return course.sessions.filter((session) => sessionStatus(session, now) !== 'past').sort(byStart);
}

/** The course's ended sessions, by start date: history, never bookable. */
export function pastSessions(course: Pick<Course, 'sessions'>, now: Date | number): readonly SessionDetails[] {
  return course.sessions.filter((session) => sessionStatus(session, now) === 'past').sort(byStart);
}

/** One session of the catalogue with its course. */
export interface CourseSession<C extends Pick<Course, 'sessions'> = Course> {
  course: C;
  session: SessionDetails;
}

/** 'Nos prochaines sessions': every session not ended at `now`, all courses together, by start date. */
export function upcomingSessions<C extends Pick<Course, 'sessions'>>(
  courses: readonly C[],
  now: Date | number,
): readonly CourseSession<C>[] {
  return courses
    .flatMap((course) => currentSessions(course, now).map((session) => ({ course, session })))
    .sort((a, b) => byStart(a.session, b.session));
}

/**
 * Days (Paris, inclusive) during which something is true; an open side has no bound. Prerendered pages carry these
 * bounds as `data-from` / `data-until` so the browser can correct them at load (see `dateWindowAttributes`).
 */
export interface DateWindow {
  from?: string;
  until?: string;
}

export const isInWindow = (window: DateWindow, today: string): boolean =>
  (window.from === undefined || window.from <= today) && (window.until === undefined || today <= window.until);

/** What a course's sessions look like over one window of days: which are still ahead, which have ended. */
export interface SessionsPhase {
  window: DateWindow;
  current: readonly SessionDetails[];
  past: readonly SessionDetails[];
}

/**
 * The successive states of a course's sessions from `today` on: a new phase starts the day after each session ends.
 * A page renders every phase and shows the one of the visitor's day, so it stays true after it was built.
 */
export function sessionPhases(course: Pick<Course, 'sessions'>, today: string): readonly SessionsPhase[] {
  const ends = [...new Set(course.sessions.map(sessionEnd))].sort().filter((end) => end >= today);
  const starts = [undefined, ...ends.map(dayAfter)];
  return starts.map((from, index) => {
    const until = ends[index];
    const day = from ?? today;
    return {
      window: { from, until },
      current: currentSessions(course, noonOf(day)),
      past: pastSessions(course, noonOf(day)),
    };
  });
}

/** Every window bound a course's phases can use: the browser's correction script needs to know them in advance. */
export function sessionWindowDays(courses: readonly Pick<Course, 'sessions'>[]): readonly string[] {
  const ends = courses.flatMap((course) => course.sessions.map(sessionEnd));
  return [...new Set([...ends, ...ends.map(dayAfter)])].sort();
}

/**
 * The attributes of an element shown only during a window: the bounds for the browser's correction, and
 * `data-inactive` when it is outside the window on the rendered day (hidden by the stylesheet until the browser knows better).
 */
export function dateWindowAttributes(window: DateWindow, today: string): Record<string, string> {
  return {
    ...(window.from ? { 'data-from': window.from } : {}),
    ...(window.until ? { 'data-until': window.until } : {}),
    ...(isInWindow(window, today) ? {} : { 'data-inactive': '' }),
  };
}
