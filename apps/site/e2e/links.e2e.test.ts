// Every internal link of the prerendered site and of its PDFs resolves: to a page of the sitemap, or to a file the build wrote.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { footerNavigation, legalNavigation, organisation, siteCallToAction, siteNavigation } from '@fabrique/content';
import { PDFArray, PDFDict, PDFDocument, PDFHexString, PDFName, PDFString } from 'pdf-lib';
import { expect, test } from '@playwright/test';
import { sitemapEntries } from '../app/lib/site-map.ts';
import { inject } from './browser.ts';

const siteBuildDir = inject('siteBuildDir');
const sitemapPaths = new Set(sitemapEntries().map((entry) => entry.path));
const siteOrigin = new URL(organisation.siteUrl).origin;

function filesEndingWith(extension: string, dir = siteBuildDir): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return filesEndingWith(extension, path);
    return entry.name.endsWith(extension) ? [path] : [];
  });
}

/** Every prerendered document: the pages, the not-found pages and the fallback (read once the web server has built them). */
let documents: { name: string; html: string }[] = [];
test.beforeAll(() => {
  documents = filesEndingWith('.html').map((file) => ({
    name: `/${relative(siteBuildDir, file)}`,
    html: readFileSync(file, 'utf8'),
  }));
});

/** The address a document is served at: /csia/index.html at /csia, /404.html at /404. */
const ownPath = (name: string) => name.replace(/\/index\.html$/, '').replace(/\.html$/, '') || '/';

const decode = (value: string) => value.replace(/&amp;/g, '&');

/** The site paths a piece of HTML links to (href attributes), without query or hash; other sites are left out. */
function internalHrefs(html: string): string[] {
  return [...html.matchAll(/\shref="([^"]*)"/g)].flatMap(([, raw]) => {
    const href = decode(raw!);
    return href.startsWith('#') || /^(mailto|tel):/.test(href) ? [] : sitePath(href);
  });
}

/** The addresses a PDF's link annotations open (pdf-lib alone: the text is not needed here). */
async function pdfLinkUrls(file: string): Promise<string[]> {
  const pdf = await PDFDocument.load(readFileSync(file), { updateMetadata: false });
  return pdf.getPages().flatMap((page) =>
    (page.node.lookupMaybe(PDFName.of('Annots'), PDFArray)?.asArray() ?? []).flatMap((ref) => {
      const action = pdf.context.lookup(ref, PDFDict).lookupMaybe(PDFName.of('A'), PDFDict);
      const uri = action?.lookupMaybe(PDFName.of('URI'), PDFString, PDFHexString);
      return uri ? [uri.decodeText()] : [];
    }),
  );
}

/** The site paths a URL gives, if it is one of the site's. */
function sitePath(url: string): string[] {
  const parsed = new URL(url, `${siteOrigin}/`);
  return parsed.origin === siteOrigin ? [decodeURIComponent(parsed.pathname)] : [];
}

/** A page of the sitemap (which the build prerendered), or a file the build wrote (PDF, calendar, asset). */
function resolves(path: string): boolean {
  if (sitemapPaths.has(path)) return existsSync(join(siteBuildDir, path, 'index.html'));
  const file = join(siteBuildDir, path);
  return !path.endsWith('.html') && existsSync(file) && statSync(file).isFile();
}

const blocks = (html: string, tag: 'header' | 'footer') =>
  [...html.matchAll(new RegExp(`<${tag}\\b[\\s\\S]*?</${tag}>`, 'g'))].map(([block]) => block);

test.describe('internal links', () => {
  test('the build holds every page of the sitemap', () => {
    expect(documents.length).toBeGreaterThan(sitemapPaths.size);
    expect([...sitemapPaths].filter((path) => !resolves(path))).toEqual([]);
  });

  test('every link of every prerendered page resolves to a page of the sitemap or a file of the build', () => {
    const broken = documents.flatMap(({ name, html }) =>
      internalHrefs(html)
        // A page outside the sitemap (404, newsletter links) still names itself as its canonical address.
        .filter((path) => path !== ownPath(name) && !resolves(path))
        .map((path) => `${name} → ${path}`),
    );
    expect(broken).toEqual([]);
    // The check sees the pages' own links and files, not only the header's and the footer's.
    const links = new Set(documents.flatMap(({ html }) => internalHrefs(html)));
    expect(links.size).toBeGreaterThan(sitemapPaths.size);
    expect([...links].some((path) => path.endsWith('/programme.pdf'))).toBe(true);
    expect([...links].some((path) => path.startsWith('/assets/'))).toBe(true);
  });
});

test.describe('links of the generated PDFs', () => {
  test('every link of a programme or of the CSIA catalogue to the site resolves', async () => {
    const pdfs = filesEndingWith('.pdf');
    expect(pdfs.length).toBeGreaterThan(1);
    const links = await Promise.all(
      pdfs.map(async (file) => {
        const urls = await pdfLinkUrls(file);
        return urls.flatMap(sitePath).map((path) => ({ file, path }));
      }),
    );
    expect(links.flat().length).toBeGreaterThan(pdfs.length);
    const broken = links.flat().filter(({ path }) => !resolves(path));
    expect(broken.map(({ file, path }) => `/${relative(siteBuildDir, file)} → ${path}`)).toEqual([]);
  });
});

test.describe('header and footer', () => {
  const navigation = [...siteNavigation, siteCallToAction, ...footerNavigation, ...legalNavigation];

  test('the site navigation leads only to pages of the sitemap', () => {
    expect(navigation.filter(({ href }) => !sitemapPaths.has(href))).toEqual([]);
  });

  test('every page shows the same header and footer, with the site navigation', () => {
    // The SPA fallback is an empty shell the router fills in the browser.
    const pages = documents.filter(({ name }) => name !== '/__spa-fallback.html');
    const expectedHeader = ['/', ...siteNavigation.map((link) => link.href), siteCallToAction.href];
    const expectedFooter = [...footerNavigation, ...legalNavigation].map((link) => link.href);
    for (const { name, html } of pages) {
      const [header = ''] = blocks(html, 'header');
      const [footer = ''] = blocks(html, 'footer');
      expect(internalHrefs(header), name).toEqual(expectedHeader);
      expect(internalHrefs(footer), name).toEqual(expectedFooter);
    }
  });
});
