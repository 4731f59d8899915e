// Files generated at build time (PDFs, calendars, sitemap, robots) and the security headers of every answer.
import { courseFundingOptions, courseResultFigures, courses, resultHeading } from '@fabrique/content';
import { courseIds, scheduledCourseIds } from '@fabrique/content/ids';
import { expect, test } from '@playwright/test';
import { setupBrowser } from './browser.ts';
import { decodeEntities, pagePaths } from './site.ts';
import { sitemapEntries } from '../app/lib/site-map.ts';
import { readPdf, searchable } from '../app/lib/pdf/read-pdf.ts';

const { open, siteUrl } = setupBrowser();

async function get(path: string) {
  const response = await fetch(siteUrl + path);
  const body = Buffer.from(await response.arrayBuffer());
  return { status: response.status, type: response.headers.get('content-type') ?? '', headers: response.headers, body };
}

test.describe('programme PDFs', () => {
  for (const path of courseIds.map((id) => `/formations/${id}/programme.pdf`))
    test(`${path} is a PDF`, async () => {
      const file = await get(path);
      expect(file.status).toBe(200);
      expect(file.type).toMatch(/^application\/pdf/);
      expect(file.body.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      expect(file.body.subarray(-1024).toString('latin1')).toContain('%%EOF');
    });

  test('the CSIA catalogue is a PDF', async () => {
    const file = await get('/csia/catalogue-csia.pdf');
    expect(file.status).toBe(200);
    expect(file.type).toMatch(/^application\/pdf/);
    expect(file.body.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(file.body.length).toBeGreaterThan(2000);
  });
});

test.describe('funding and results (Qualiopi indicators 1 and 2)', () => {
  /** The text of a prerendered section, tags removed, as a visitor without scripts reads it. */
  const sectionText = (html: string, id: string): string =>
    decodeEntities(
      new RegExp(`<section aria-labelledby="${id}">([\\s\\S]*?)</section>`).exec(html)?.[1]?.replace(/<[^>]+>/g, ' ') ??
        '',
    ).replace(/[ \t\r\n]+/g, ' ');

  test('every course page and programme PDF holds both blocks, with the course’s own options and figures', async () => {
    // Twenty pages and PDFs read back in one test: room for a busy 2-core machine, not a performance budget.
    test.setTimeout(90_000);
    for (const course of courses) {
      const path = `/formations/${course.id}`;
      const html = (await get(path)).body.toString('utf8');
      const funding = sectionText(html, 'financement');
      const results = sectionText(html, 'resultats');
      expect(funding, path).toContain('Financer cette formation');
      expect(results, path).toContain('Résultats');
      const pdf = await readPdf(new Uint8Array((await get(`${path}/programme.pdf`)).body));
      expect(
        pdf.bookmarks.map((bookmark) => bookmark.title),
        path,
      ).toEqual(expect.arrayContaining(['Financer cette formation', 'Résultats']));
      const options = courseFundingOptions(course).flatMap((option) => [option.title, option.text]);
      const figures = courseResultFigures(course).flatMap((figure) => [resultHeading(figure), figure.text]);
      for (const piece of options) expect(funding, path).toContain(piece);
      for (const piece of figures) expect(results, path).toContain(piece);
      for (const piece of [...options, ...figures]) expect(pdf.searchableText, path).toContain(searchable(piece));
    }
  });
});

test.describe('calendars', () => {
  for (const path of scheduledCourseIds.map((id) => `/formations/${id}/sessions.ics`))
    test(`${path} is an iCalendar file with its sessions`, async () => {
      const file = await get(path);
      expect(file.status).toBe(200);
      expect(file.type).toMatch(/^text\/calendar/);
      const text = file.body.toString('utf8');
      expect(text.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
      expect(text.trimEnd().endsWith('END:VCALENDAR')).toBe(true);
      const events = text.split('BEGIN:VEVENT').slice(1);
      expect(events.length).toBeGreaterThan(0);
      for (const event of events) {
        expect(event).toMatch(/\r\nUID:[^\r\n]+@/);
        expect(event).toMatch(/\r\nDTSTAMP:\d{8}T\d{6}Z\r\n/);
        expect(event).toMatch(/\r\nDTSTART;TZID=Europe\/Paris:\d{8}T\d{6}\r\n/);
        expect(event).toMatch(/\r\nDTEND;TZID=Europe\/Paris:\d{8}T\d{6}\r\n/);
      }
      expect(text).toContain('TZID:Europe/Paris');
    });

  test('a course page links to its calendar', async () => {
    const [id] = scheduledCourseIds;
    const html = (await get(`/formations/${id}`)).body.toString('utf8');
    expect(html).toContain(`href="/formations/${id}/sessions.ics"`);
  });
});

test.describe('sitemap and robots', () => {
  test('sitemap.xml lists every page', async () => {
    const file = await get('/sitemap.xml');
    expect(file.status).toBe(200);
    expect(file.type).toMatch(/^(application|text)\/xml/);
    const text = file.body.toString('utf8');
    expect(text).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    const listed = [...text.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
    expect(listed.sort()).toEqual(
      sitemapEntries()
        .map((entry) => entry.path)
        .sort(),
    );
  });

  test('robots.txt names the sitemap', async () => {
    const file = await get('/robots.txt');
    expect(file.status).toBe(200);
    expect(file.type).toMatch(/^text\/plain/);
    expect(file.body.toString('utf8')).toMatch(/^Sitemap: https:\/\/\S+\/sitemap\.xml$/m);
  });
});

test.describe('security headers', () => {
  for (const path of pagePaths)
    test(`${path} carries the security headers`, async () => {
      const { headers } = await get(path);
      expect(headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
      expect(headers.get('strict-transport-security')).toMatch(/max-age=\d{7,}/);
      expect(headers.get('x-content-type-options')).toBe('nosniff');
      expect(headers.get('referrer-policy')).toMatch(
        /^(strict-origin-when-cross-origin|strict-origin|no-referrer|same-origin)$/,
      );
      expect(headers.get('permissions-policy')).toContain('camera=()');
    });

  test('unknown paths get them too, with a 404', async () => {
    const file = await get('/une-page-inconnue');
    expect(file.status).toBe(404);
    expect(file.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
  });

  test('PDFs may be framed by the site only', async () => {
    const { headers } = await get('/csia/catalogue-csia.pdf');
    expect(headers.get('content-security-policy')).toContain("frame-ancestors 'self'");
    expect(headers.get('x-content-type-options')).toBe('nosniff');
  });
});

test.describe('CSIA catalogue page', () => {
  test('loads the PDF in its frame (same origin, not blocked by frame-ancestors)', async () => {
    const { page, consoleErrors, close } = await open('/csia/catalogue', { waitUntil: 'networkidle' });
    try {
      const frame = page.locator('iframe');
      await expect(frame.count()).resolves.toBe(1);
      expect(await frame.getAttribute('src')).toBe('/csia/catalogue-csia.pdf');
      const pdfFrame = page.frames().find((candidate) => candidate.url().endsWith('/csia/catalogue-csia.pdf'));
      expect(pdfFrame, 'the frame navigated to the PDF').toBeDefined();
      // A frame refused by the policy ends on chrome-error:// and logs "Refused to frame".
      expect(consoleErrors.filter((message) => /frame/i.test(message))).toEqual([]);
      const download = page.getByRole('link', { name: /Télécharger le catalogue/ });
      expect(await download.getAttribute('href')).toBe('/csia/catalogue-csia.pdf');
      expect(await page.getByRole('link', { name: /Retour au CSIA/ }).getAttribute('href')).toBe('/csia');
    } finally {
      await close();
    }
  });
});
