// Every prerendered page: what crawlers and link previews read in the raw HTML (before any script runs), then the
// page in Chromium at desktop width.
import { publicPrice } from '@fabrique/content';
import { courseIds, scheduledCourseIds } from '@fabrique/content/ids';
import { expect, test } from '@playwright/test';
import { foreignFonts } from '@fabrique/test-kit/rendered-fonts';
import { setupBrowser } from './browser.ts';
import { articleIssues, courseIssues } from './google-structured-data.ts';
import {
  articleAt,
  categoryAt,
  coursesOfCategory,
  courseAt,
  cspDirectives,
  pageText,
  pagePaths,
  parseHead,
} from './site.ts';

const { visit, siteUrl } = setupBrowser();

type JsonLd = Record<string, unknown> & { '@type'?: string | string[] };
const rawPages = new Map<string, string>();

test.beforeAll(async () => {
  await Promise.all(
    pagePaths.map(async (path) => {
      const response = await fetch(siteUrl + path);
      expect(response.status, path).toBe(200);
      rawPages.set(path, await response.text());
    }),
  );
});

function head(path: string) {
  const html = rawPages.get(path);
  if (!html) throw new Error(`${path} was not fetched`);
  return parseHead(html);
}

function structuredData(path: string): JsonLd[] {
  return head(path).jsonLd.map((text) => {
    try {
      return JSON.parse(text) as JsonLd;
    } catch (error) {
      throw new Error(`${path}: a JSON-LD block does not parse: ${(error as Error).message}\n${text.slice(0, 200)}`);
    }
  });
}

function ofType(data: JsonLd[], type: string): JsonLd[] {
  return data.filter(
    (item) => item['@type'] === type || (Array.isArray(item['@type']) && item['@type'].includes(type)),
  );
}

test.describe('raw prerendered HTML', () => {
  for (const path of pagePaths)
    test(`${path} holds its language, title, description, canonical URL, sharing tags, CSP and heading`, () => {
      const page = head(path);
      expect(page.lang).toBe('fr');
      expect(page.titles).toHaveLength(1);
      expect(page.titles[0]!.trim().length).toBeGreaterThan(10);
      expect(page.description).toHaveLength(1);
      expect(page.description[0]!.length).toBeGreaterThan(40);
      expect(page.canonical).toHaveLength(1);
      expect(new URL(page.canonical[0]!).pathname).toBe(path);
      expect(page.meta('property', 'og:title')[0]).toBe(page.titles[0]);
      expect(page.meta('property', 'og:description')[0]).toBe(page.description[0]);
      expect(page.meta('property', 'og:image')[0]).toMatch(/^https:\/\/.+\.(png|jpe?g|webp)$/);
      expect(page.meta('name', 'twitter:card')[0]).toBe('summary_large_image');

      expect(page.csp).toHaveLength(1);
      const scriptSrc = cspDirectives(page.csp[0]!).get('script-src') ?? cspDirectives(page.csp[0]!).get('default-src');
      expect(scriptSrc).toBeDefined();
      expect(scriptSrc).not.toContain("'unsafe-inline'");
      expect(scriptSrc).not.toContain("'unsafe-eval'");

      expect(page.h1s).toHaveLength(1);
      expect(page.h1s[0]).toContain(pageText(path).heading);
    });

  test('gives every page its own title', () => {
    const titles = pagePaths.map((path) => head(path).titles[0]);
    const repeated = titles.filter((title, index) => titles.indexOf(title) !== index);
    expect(repeated).toEqual([]);
  });

  for (const path of pagePaths)
    test(`${path} has JSON-LD that parses, with the organisation and its breadcrumb`, () => {
      const data = structuredData(path);
      expect(data.every((item) => item['@context'] === 'https://schema.org')).toBe(true);
      const [organisation] = ofType(data, 'EducationalOrganization');
      expect(organisation).toMatchObject({ name: 'La Fabrique', url: expect.stringMatching(/^https:\/\//) });

      if (path === '/' || path === '/404') return;
      const breadcrumbs = ofType(data, 'BreadcrumbList');
      expect(breadcrumbs, 'BreadcrumbList').toHaveLength(1);
      const items = breadcrumbs[0]!.itemListElement as { position: number; name: string; item: string }[];
      expect(items.length).toBeGreaterThanOrEqual(2);
      expect(items[0]).toMatchObject({ position: 1, name: 'Accueil' });
      expect(items.map((item) => item.position)).toEqual(items.map((_, index) => index + 1));
      expect(new URL(items.at(-1)!.item).pathname).toBe(path);
    });

  for (const path of pagePaths.filter((path) => courseAt(path)))
    test(`${path} describes its Course, instances and offer`, () => {
      const course = courseAt(path)!;
      const [data, ...others] = ofType(structuredData(path), 'Course');
      expect(others).toEqual([]);
      expect(data).toMatchObject({
        name: course.title,
        description: course.description,
        provider: expect.objectContaining({ name: 'La Fabrique' }),
      });
      const instances = [data!.hasCourseInstance].flat() as Record<string, unknown>[];
      expect(instances.length).toBeGreaterThan(0);
      if (scheduledCourseIds.includes(course.id)) {
        for (const instance of instances) {
          expect(instance['@type']).toBe('CourseInstance');
          expect(instance.startDate).toMatch(/^\d{4}-\d{2}-\d{2}/);
          expect(instance.endDate).toMatch(/^\d{4}-\d{2}-\d{2}/);
          expect(String(instance.endDate) >= String(instance.startDate)).toBe(true);
          expect(instance.courseMode).toBeTruthy();
          expect(instance.location).toMatchObject({ '@type': 'Place', name: expect.any(String) });
        }
      }
      const amount = publicPrice(course);
      const [offer] = [data!.offers].flat() as Record<string, unknown>[];
      expect(offer).toMatchObject({ '@type': 'Offer', category: 'Paid' });
      if (amount === undefined) expect(offer).not.toHaveProperty('price');
      else expect(offer).toMatchObject({ price: amount, priceCurrency: 'EUR' });
    });

  for (const path of pagePaths)
    test(`${path} meets Google’s required and recommended properties for Course info and Article`, () => {
      const data = structuredData(path);
      const courses = ofType(data, 'Course');
      const articles = ofType(data, 'Article');
      expect(courses).toHaveLength(courseAt(path) ? 1 : 0);
      expect(articles).toHaveLength(articleAt(path) ? 1 : 0);
      for (const course of courses) expect(courseIssues(course), path).toEqual([]);
      for (const article of articles) expect(articleIssues(article), path).toEqual([]);
    });

  test('the Google checks catch what is missing', () => {
    expect(
      courseIssues({ hasCourseInstance: { courseMode: 'Onsite' }, image: 'https://example.fr/data:image/svg+xml,x' }),
    ).toEqual(
      expect.arrayContaining([
        'name',
        'offers',
        'image as a file URL',
        'hasCourseInstance[0].courseSchedule or courseWorkload',
      ]),
    );
    expect(articleIssues({ author: { '@type': 'Person' } })).toEqual(
      expect.arrayContaining(['headline', 'author.name']),
    );
  });

  test('the partner course page gives, for admission, the partner’s page and e-mail', () => {
    const path = '/formations/eco-conception-campagnes-publicitaires';
    const { externalLink, partnerContact } = courseAt(path)!;
    const admission = /Pour vous inscrire[\s\S]*?<\/p>/.exec(rawPages.get(path) ?? '')?.[0] ?? '';
    expect(admission).toContain(`href="${externalLink}"`);
    expect(admission).toContain(`href="mailto:${partnerContact}"`);
  });

  for (const path of pagePaths)
    test(`${path} puts no data: URI in its JSON-LD or sharing images`, () => {
      const page = head(path);
      for (const text of page.jsonLd) expect(text, path).not.toMatch(/data:[a-z]+\//i);
      for (const image of [...page.meta('property', 'og:image'), ...page.meta('name', 'twitter:image')])
        expect(image).not.toMatch(/data:/);
    });

  for (const path of pagePaths.filter((path) => path === '/formations' || categoryAt(path)))
    test(`${path} lists its courses (ItemList)`, () => {
      const [list] = ofType(structuredData(path), 'ItemList');
      const category = categoryAt(path);
      const expected = category ? coursesOfCategory(category.slug).map((course) => course.id) : [...courseIds];
      const items = list?.itemListElement as { position: number; url: string }[] | undefined;
      expect(items?.map((item) => new URL(item.url).pathname).sort()).toEqual(
        expected.map((id) => `/formations/${id}`).sort(),
      );
    });

  for (const path of pagePaths.filter((path) => articleAt(path)))
    test(`${path} describes its Article`, () => {
      const article = articleAt(path)!;
      const [data] = ofType(structuredData(path), 'Article');
      expect(data).toMatchObject({
        headline: article.title,
        datePublished: expect.stringMatching(/^\d{4}-\d{2}-\d{2}/),
        author: expect.anything(),
      });
      const author = data!.author as { name?: string; '@id'?: string };
      expect(author.name ?? author['@id']).toBeTruthy();
    });
});

test.describe('pages in Chromium at 1280 px', () => {
  const visited: string[] = [];
  test.afterAll(() => {
    console.log(`Visited ${visited.length} routes in Chromium:\n${visited.map((path) => `  ${path}`).join('\n')}`);
  });

  for (const path of pagePaths)
    test(`${path} renders its heading, only in the site fonts, with no console error`, async () => {
      const { page, response, consoleErrors } = await visit(path);
      console.log(`visited ${path}`);
      visited.push(path);
      expect(response?.status()).toBe(200);
      const heading = page.getByRole('heading', { level: 1 });
      await expect(heading.isVisible()).resolves.toBe(true);
      await expect(heading.textContent()).resolves.toContain(pageText(path).heading);
      // A system font draws differently from machine to machine (and in a visitor's browser): none may be used.
      await page.evaluate(() => document.fonts.ready);
      expect(await foreignFonts(page)).toEqual([]);
      expect(consoleErrors).toEqual([]);
    });
});
