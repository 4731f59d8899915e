// Ways through the site: /csia from the home page, the footer and the texts that name it; breadcrumbs matching their
// JSON-LD; articles and the courses they talk about; unknown addresses answered by the host without scripts.
import { articleCourses, articles, categoryPages, courses, relatedArticles } from '@fabrique/content';
import { expect, test, type Locator } from '@playwright/test';
import { setupBrowser } from './browser.ts';
import { decodeEntities, parseHead } from './site.ts';

const { open, visit, siteUrl } = setupBrowser();

/** The links of a part of the page, as name and href. */
const linksOf = (scope: Locator) =>
  scope
    .getByRole('link')
    .evaluateAll((anchors) =>
      anchors.map((anchor) => ({ name: anchor.textContent?.trim(), href: anchor.getAttribute('href') })),
    );
const hrefsOf = (scope: Locator) =>
  scope.getByRole('link').evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href')));

test.describe('the AI services centre', () => {
  test('is linked from the home page and from the footer', async () => {
    const { page } = await visit('/');
    await expect(
      page.getByRole('main').getByRole('link', { name: 'Découvrir le Centre de services IA' }).getAttribute('href'),
    ).resolves.toBe('/csia');
    const footer = page.getByRole('contentinfo').getByRole('navigation', { name: 'Navigation' });
    await expect(footer.getByRole('link', { name: 'Centre de services IA' }).getAttribute('href')).resolves.toBe(
      '/csia',
    );
  });

  for (const path of ['/la-fabrique', '/nos-offres', `/formations/categorie/${categoryPages['outils-marche']!.slug}`])
    test(`is a link wherever ${path} names it`, async () => {
      const { page } = await visit(path);
      const mentions = page.getByRole('main').getByRole('link', { name: 'Centre de services IA', exact: true });
      expect(await mentions.count()).toBeGreaterThan(0);
      for (const href of await mentions.evaluateAll((anchors) =>
        anchors.map((anchor) => anchor.getAttribute('href')),
      )) {
        expect(href).toBe('/csia');
      }
    });
});

const documentary = courses.find((course) => course.id === 'les-cles-de-la-serie-documentaire')!;
const writing = articles.find((article) => article.id === 'ia-ecriture-scenaristes')!;

test.describe('breadcrumbs', () => {
  for (const path of [
    `/formations/categorie/${categoryPages.rse!.slug}`,
    `/formations/${documentary.id}`,
    `/actualites/${writing.id}`,
  ])
    test(`${path} shows the trail of its JSON-LD BreadcrumbList`, async () => {
      const html = await (await fetch(siteUrl + path)).text();
      const list = parseHead(html)
        .jsonLd.map(
          (block) => JSON.parse(block) as { '@type': string; itemListElement?: { name: string; item: string }[] },
        )
        .find((block) => block['@type'] === 'BreadcrumbList');
      const expected = list!.itemListElement!.map((item) => ({
        name: decodeEntities(item.name),
        href: new URL(item.item).pathname,
      }));

      const { page } = await visit(path);
      const trail = page.getByRole('navigation', { name: 'Fil d’Ariane' });
      await expect(trail.isVisible()).resolves.toBe(true);
      expect(await linksOf(trail)).toEqual(expected.map((item) => ({ name: item.name, href: item.href })));
      expect(expected.at(-1)?.href).toBe(path);
      await expect(trail.locator('[aria-current="page"]').getAttribute('href')).resolves.toBe(path);
    });
});

test.describe('articles and courses', () => {
  test('an article links to the courses it talks about', async () => {
    const { page } = await visit(`/actualites/${writing.id}`);
    const section = page.getByRole('region', { name: 'Se former sur ce sujet' });
    const hrefs = await hrefsOf(section);
    expect([...new Set(hrefs)]).toEqual(articleCourses(writing).map((course) => `/formations/${course.id}`));
  });

  test('a course page lists the articles that talk about it', async () => {
    const course = articleCourses(writing)[0]!;
    const { page } = await visit(`/formations/${course.id}`);
    const section = page.getByRole('region', { name: 'Pour aller plus loin' });
    const hrefs = await hrefsOf(section);
    expect([...new Set(hrefs)]).toEqual(relatedArticles(course.id).map((article) => `/actualites/${article.id}`));
  });
});

test.describe('unknown addresses, answered by the host', () => {
  const raw = async (path: string) => {
    const response = await fetch(siteUrl + path, { redirect: 'manual' });
    return { status: response.status, location: response.headers.get('location'), html: await response.text() };
  };

  for (const path of ['/formations/nope', '/formations/art-du-pitch/nope'])
    test(`${path} answers 404 with 'Formation non trouvée' and 'Retour au catalogue' in its HTML`, async () => {
      const { status, html } = await raw(path);
      expect(status).toBe(404);
      expect(parseHead(html).h1s).toEqual(['Formation non trouvée']);
      expect(html).toMatch(/<a [^>]*href="\/formations"[^>]*>Retour au catalogue<\/a>/);
    });

  for (const path of ['/formations/categorie/nope', '/formations/categorie/rse/nope'])
    test(`${path} answers 404 with 'Catégorie non trouvée'`, async () => {
      const { status, html } = await raw(path);
      expect(status).toBe(404);
      expect(parseHead(html).h1s).toEqual(['Catégorie non trouvée']);
    });

  test('the folder of the category pages redirects to the catalogue', async () => {
    expect(await raw('/formations/categorie')).toMatchObject({ status: 301, location: '/formations' });
  });

  test("an unknown course shows 'Formation non trouvée' with JavaScript disabled", async () => {
    const { page, response } = await visit('/formations/nope', { javaScript: false });
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('Formation non trouvée');
    await expect(page.getByRole('link', { name: 'Retour au catalogue' }).getAttribute('href')).resolves.toBe(
      '/formations',
    );
  });

  for (const [path, title] of [
    ['/formations/art-du-pitch/nope', 'Formation non trouvée'],
    ['/formations/categorie/rse/nope', 'Catégorie non trouvée'],
  ])
    test(`${path} hydrates on its folder’s not-found page without an error`, async () => {
      const { page, consoleErrors } = await visit(path!);
      await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(title);
      // The browser reports the document's own 404 status as a console error; nothing else may appear.
      expect(consoleErrors.filter((error) => !/status of 404/.test(error))).toEqual([]);
    });

  test('an unknown article redirects to /actualites at the server; known articles are served in place', async () => {
    expect(await raw('/actualites/nope')).toMatchObject({ status: 301, location: '/actualites' });
    expect((await raw(`/actualites/${writing.id}`)).status).toBe(200);
    const { page, response } = await visit('/actualites/nope', { javaScript: false });
    expect(new URL(page.url()).pathname).toBe('/actualites');
    expect(response?.status()).toBe(200);
  });

  test('an unknown article the host does not redirect is sent to /actualites by the browser', async () => {
    // With a trailing slash the rule does not match: the host serves its not-found page and the router redirects.
    expect((await raw('/actualites/nope/')).status).toBe(404);
    const { page, close } = await open('/actualites/nope/', { waitUntil: 'load' });
    try {
      await page.waitForURL((url) => url.pathname === '/actualites');
      await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Articles & Actualités');
    } finally {
      await close();
    }
  });
});
