// Sessions over time: every place a session appears shows what the time rule (packages/content, sessionStatus) says for
// the day, on the December 2025 build (the spec's sessions ahead), on a build dated today, and on a page opened long
// after its build (the clock script's correction, before and after hydration).
import {
  comingSoon,
  courses,
  currentSessions,
  parisToday,
  pastSessions,
  sessionDateRange,
  sessionEnd,
  sessionEvents,
  sessionStart,
  upcomingSessions,
  type Course,
} from '@fabrique/content';
import { expect, test, type Page } from '@playwright/test';
import { inject, setupBrowser, waitForHydration } from './browser.ts';
import { parseHead } from './site.ts';

const { open, siteUrl } = setupBrowser();
const buildNow = inject('buildEpoch') * 1000;
const todaySiteUrl = inject('todaySiteUrl');
const todayNow = inject('todayEpoch') * 1000;
const datedCourses = courses.filter((course) => course.sessions.length > 0);
const coursePath = (course: Course) => `/formations/${course.id}`;

/** What the home page's 'Nos prochaines sessions' shows: its visible slides (title and text), or its empty state. */
function homeSessions(page: Page) {
  return page.evaluate(() => {
    const section = document.getElementById('sessions-title')?.closest('section');
    const slides = [...(section?.querySelectorAll<HTMLElement>('[aria-roledescription="diapositive"]') ?? [])].filter(
      (slide) => slide.checkVisibility(),
    );
    const empty = [...document.querySelectorAll<HTMLElement>('p')].find((p) =>
      p.textContent?.startsWith('Nos prochaines sessions sont en préparation'),
    );
    return {
      slides: slides.map((slide) => ({
        title: slide.querySelector('h2, h3, h4')?.textContent ?? '',
        text: slide.innerText,
      })),
      emptyState: empty?.checkVisibility() ?? false,
      catalogueLink: [...document.querySelectorAll<HTMLAnchorElement>('a[href="/formations"]')].some((link) =>
        link.checkVisibility(),
      ),
      newsletterLink: document.querySelector<HTMLAnchorElement>('a[href="#newsletter"]')?.checkVisibility() ?? false,
    };
  });
}

/** What a course page's sessions block shows: its heading, the text before 'Sessions précédentes' and after, the calendar link. */
function courseSessions(page: Page) {
  return page.evaluate(() => {
    const section = document.querySelector<HTMLElement>('section[aria-labelledby="sessions"]');
    const [ahead = '', previous = ''] = (section?.innerText ?? '').split('Sessions précédentes');
    return {
      heading: document.getElementById('sessions')?.innerText.trim() ?? '',
      ahead,
      previous,
      calendarLink: [...document.querySelectorAll<HTMLAnchorElement>('a[href$="/sessions.ics"]')].some((link) =>
        link.checkVisibility(),
      ),
    };
  });
}

/** The visible text of each course card of the catalogue (its landing shows a selection), by course id. */
function catalogueCards(page: Page) {
  return page.evaluate(() =>
    Object.fromEntries(
      [...document.querySelectorAll<HTMLLIElement>('main li:has(dl)')].map((card) => [
        card.querySelector('a[href^="/formations/"]')!.getAttribute('href')!.split('/').at(-1)!,
        card.innerText,
      ]),
    ),
  );
}

const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

function expectHome(view: Awaited<ReturnType<typeof homeSessions>>, now: number) {
  const expected = upcomingSessions(courses, now);
  expect(view.slides.map((slide) => slide.title)).toEqual(expected.map(({ course }) => course.title));
  view.slides.forEach((slide, index) => expect(slide.text).toContain(sessionDateRange(expected[index]!.session)));
  expect(view.emptyState).toBe(expected.length === 0);
  if (expected.length === 0) expect(view).toMatchObject({ catalogueLink: true, newsletterLink: true });
}

function expectCoursePage(view: Awaited<ReturnType<typeof courseSessions>>, course: Course, now: number) {
  const current = currentSessions(course, now);
  const past = pastSessions(course, now);
  expect(view.heading).toBe(current.length > 1 ? 'Prochaines sessions' : 'Prochaine session');
  for (const session of current) expect(view.ahead).toContain(sessionDateRange(session));
  if (current.length === 0) expect(view.ahead).toContain(comingSoon);
  // Ended cohorts only under 'Sessions précédentes', never among the bookable ones.
  for (const session of past) {
    expect(view.ahead).not.toContain(sessionDateRange(session));
    expect(view.previous).toContain(sessionDateRange(session));
  }
  if (past.length === 0) expect(view.previous).toBe('');
  expect(view.calendarLink).toBe(current.length > 0);
}

function expectCards(cards: Record<string, string>, now: number) {
  const shown = courses.filter((course) => cards[course.id] !== undefined);
  expect(shown.filter((course) => course.sessions.length > 0).length).toBeGreaterThan(1);
  for (const course of shown) {
    const next = currentSessions(course, now)[0];
    const text = cards[course.id]!;
    if (next)
      expect(text, course.id).toMatch(new RegExp(`Prochaine session\\s:\\s*${lowerFirst(sessionDateRange(next))}`));
    else expect(text, course.id).not.toContain('Prochaine session');
  }
}

/** The .ics and the JSON-LD of a build, against the time rule at the build's instant. */
async function expectFiles(base: string, now: number) {
  for (const course of datedCourses) {
    const current = currentSessions(course, now);
    const ics = await fetch(`${base}${coursePath(course)}/sessions.ics`);
    expect(ics.status, `${course.id}/sessions.ics`).toBe(current.length > 0 ? 200 : 404);
    if (current.length > 0) {
      const starts = [...(await ics.text()).matchAll(/DTSTART;TZID=Europe\/Paris:(\d{4})(\d{2})(\d{2})T/g)].map(
        (match) => `${match[1]}-${match[2]}-${match[3]}`,
      );
      expect(starts).toEqual(current.flatMap(sessionEvents).map((event) => event.date));
    } else await ics.arrayBuffer();

    const html = await (await fetch(base + coursePath(course))).text();
    const data = parseHead(html)
      .jsonLd.map((text) => JSON.parse(text) as Record<string, unknown>)
      .find((item) => item['@type'] === 'Course')!;
    const instances = [data.hasCourseInstance].flat() as {
      startDate?: string;
      endDate?: string;
      offers?: { availability?: string };
    }[];
    if (current.length === 0) {
      expect(instances).toHaveLength(1);
      expect(instances[0]).not.toHaveProperty('startDate');
      expect(instances[0]).not.toHaveProperty('offers');
    } else {
      expect(instances.map((instance) => instance.startDate?.slice(0, 10))).toEqual(current.map(sessionStart));
      expect(instances.map((instance) => instance.endDate?.slice(0, 10))).toEqual(current.map(sessionEnd));
      // Nothing ended is offered as available.
      for (const instance of instances) expect(instance.endDate!.slice(0, 10) >= parisToday(now)).toBe(true);
    }
  }
}

/**
 * Home, every dated course page and the catalogue, on `base` with the browser clock at `now`: each checked as loaded
 * (prerendered HTML and the clock script, before hydration); the home page, the catalogue and one course page again once
 * React has hydrated them (every course page is the same route and component: hydrating each one only added time).
 */
async function expectPages(base: string, now: number) {
  const { page, consoleErrors, close } = await open(`${base}/`, { now, waitUntil: 'load' });
  const check = async (path: string, expectShown: () => Promise<void>, hydrate = true) => {
    if (page.url() !== base + path) await page.goto(base + path, { waitUntil: 'load' });
    await expectShown();
    if (!hydrate) return;
    await page.evaluate(() => window.dispatchEvent(new Event('scroll')));
    await waitForHydration(page);
    await expectShown();
  };
  try {
    await check('/', async () => expectHome(await homeSessions(page), now));
    for (const [index, course] of datedCourses.entries()) {
      const expectShown = async () => expectCoursePage(await courseSessions(page), course, now);
      await check(coursePath(course), expectShown, index === 0);
    }
    await check('/formations', async () => expectCards(await catalogueCards(page), now));
    expect(consoleErrors).toEqual([]);
  } finally {
    await close();
  }
}

test.describe('a build dated 1 December 2025, opened that day', () => {
  test('shows the spec’s sessions as ahead, on the home page, course pages and cards', async () => {
    expect(parisToday(buildNow)).toBe('2025-12-01');
    await expectPages(siteUrl, buildNow);
    const { page, close } = await open('/formations/les-cles-de-la-serie-documentaire');
    try {
      const view = await courseSessions(page);
      expect(view.heading).toBe('Prochaines sessions');
      expect(view.ahead).toContain('Du 19 janvier au 20 février 2026');
    } finally {
      await close();
    }
  });

  test('offers the spec’s sessions in its calendars and structured data', async () => {
    await expectFiles(siteUrl, buildNow);
    const ics = await (await fetch(`${siteUrl}/formations/boite-a-outils-ideation/sessions.ics`)).text();
    expect(ics).toContain('DTSTART;TZID=Europe/Paris:20260209T093000');
  });
});

test.describe('a build dated today', () => {
  test('shows what is ahead today and nothing that has ended, on every page', async () => {
    await expectPages(todaySiteUrl, todayNow);
  });

  test('keeps its calendars and structured data to the sessions not ended', async () => {
    await expectFiles(todaySiteUrl, todayNow);
  });
});

test.describe('a page opened long after its build (the December 2025 one)', () => {
  // After every spec session (the last ended on 19 March 2026), before the 2027 cohorts; then after everything.
  const later = Date.parse('2026-03-25T09:00:00Z');
  const muchLater = Date.parse('2028-06-01T09:00:00Z');

  for (const [label, now] of [
    ['after the spec’s sessions', later],
    ['after every session', muchLater],
  ] as const)
    test(`corrects itself ${label} before hydration, then React agrees`, async () => {
      await expectPages(siteUrl, now);
    });

  test('corrects itself before the first paint: no layout shift', async () => {
    // Without the web fonts: one arriving after the first paint, as on a loaded machine, moves text by its own metrics.
    const { page, close } = await open('/formations/les-cles-de-la-serie-documentaire', {
      now: later,
      waitUntil: 'load',
      webFonts: false,
    });
    try {
      const shifts = await page.evaluate(
        () =>
          new Promise<number>((resolve) => {
            let sum = 0;
            const observer = new PerformanceObserver((list) => {
              for (const entry of list.getEntriesByType('layout-shift'))
                sum += (entry as PerformanceEntry & { value: number }).value;
              // The page's navigation entry, always there and asked for last, closes the buffered shifts.
              if (list.getEntriesByType('navigation').length > 0) {
                observer.disconnect();
                resolve(sum);
              }
            });
            observer.observe({ type: 'layout-shift', buffered: true });
            observer.observe({ type: 'navigation', buffered: true });
          }),
      );
      expect(shifts).toBe(0);
      expect((await courseSessions(page)).heading).toBe('Prochaine session');
    } finally {
      await close();
    }
  });
});
