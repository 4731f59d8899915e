import {
  aboutPage,
  articles,
  categoryPages,
  categorySlug,
  courses,
  csiaCatalogue,
  csiaPage,
  formResultPaths,
  homeHero,
  legalPages,
  offersPage,
} from '@fabrique/content';
import { formResultPages } from '../app/lib/form-results.ts';
import { courseAlertPagePaths, sitemapEntries, unlistedPages } from '../app/lib/site-map.ts';

/** The course whose alert pages stand for the twenty pairs (they differ only by the course's title). */
export const sampleAlertCourse = 'art-du-pitch';

/** Every page the site prerenders: the sitemap's, then the unlisted ones (newsletter pages, 404, one course's alert pages). */
export const pagePaths = [
  ...sitemapEntries().map((entry) => entry.path),
  ...unlistedPages,
  ...courseAlertPagePaths(sampleAlertCourse),
];

export interface PageText {
  /** Text the page's h1 contains. */
  heading: string;
  /** A sentence characteristic of the page's own content. */
  sentence: string;
}

/** What each page must show, taken from the content package rather than from the build. */
export function pageText(path: string): PageText {
  const fixed: Record<string, PageText> = {
    '/': { heading: homeHero.title, sentence: homeHero.text },
    '/la-fabrique': { heading: aboutPage.hero.title, sentence: aboutPage.whoWeAre.paragraphs[0]! },
    '/nos-offres': { heading: offersPage.hero.title, sentence: offersPage.hero.text },
    '/formations': {
      heading: 'NOS FORMATIONS',
      sentence: 'Des formations courtes, animées par des professionnels en activité',
    },
    '/actualites': {
      heading: 'Articles & Actualités',
      sentence: 'Portraits de professionnels, production responsable',
    },
    '/csia': { heading: csiaPage.hero.title, sentence: csiaPage.hero.text },
    '/csia/catalogue': { heading: csiaCatalogue.title, sentence: csiaCatalogue.subtitle },
    // Without JavaScript the link pages offer their action (the host writes the token into their form).
    '/newsletter/confirmation': {
      heading: 'Confirmation de votre inscription',
      sentence: 'Cliquez sur le bouton ci-dessous pour confirmer votre inscription',
    },
    '/newsletter/desinscription': {
      heading: 'Désinscription de la lettre d’information',
      sentence: 'Confirmez votre désinscription ci-dessous',
    },
    '/404': { heading: 'Oops! Page not found', sentence: 'Return to Home' },
    [`/formations/${sampleAlertCourse}/alerte/confirmation`]: {
      heading: 'Confirmation de votre alerte',
      sentence: 'Cliquez sur le bouton ci-dessous pour être averti(e)',
    },
    [`/formations/${sampleAlertCourse}/alerte/desinscription`]: {
      heading: 'Ne plus être averti(e) des prochaines dates',
      sentence: 'Confirmez-le ci-dessous',
    },
    ...Object.fromEntries(
      Object.entries(formResultPaths).map(([name, path]) => {
        const page = formResultPages[name as keyof typeof formResultPaths];
        return [path, { heading: page.title, sentence: page.paragraphs[0]! }];
      }),
    ),
  };
  if (fixed[path]) return fixed[path];
  const course = courseAt(path);
  if (course) return { heading: course.title, sentence: course.description };
  const article = articleAt(path);
  if (article) return { heading: article.title, sentence: article.excerpt };
  const category = categoryAt(path);
  if (category) return { heading: category.title, sentence: category.description };
  const legal = Object.values(legalPages).find((page) => page.path === path);
  if (legal) return { heading: legal.title, sentence: legal.intro };
  throw new Error(`No expected text for ${path}: add it to e2e/site.ts`);
}

export function courseAt(path: string) {
  return courses.find((course) => `/formations/${course.id}` === path);
}

export function articleAt(path: string) {
  return articles.find((article) => `/actualites/${article.id}` === path);
}

export function categoryAt(path: string) {
  const slug = /^\/formations\/categorie\/([^/]+)$/.exec(path)?.[1];
  return slug ? Object.values(categoryPages).find((page) => page.slug === slug) : undefined;
}

export function coursesOfCategory(slug: string) {
  return courses.filter((course) => categorySlug(course.category) === slug);
}

/** '2900 € HT' → 2900; a funding note or 'En INTRA uniquement' has no amount. */
const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|\w+);/gi, (whole, code: string) => {
    if (code[0] === '#')
      return String.fromCodePoint(code[1]?.toLowerCase() === 'x' ? parseInt(code.slice(2), 16) : Number(code.slice(1)));
    return entities[code.toLowerCase()] ?? whole;
  });
}

function attributes(tag: string): Record<string, string> {
  const found: Record<string, string> = {};
  for (const match of tag.matchAll(/([\w:-]+)="([^"]*)"/g)) found[match[1]!.toLowerCase()] = decodeEntities(match[2]!);
  return found;
}

/** The parts of a prerendered page's raw HTML that crawlers and link previews read. */
export function parseHead(html: string) {
  const metas = [...html.matchAll(/<meta\s[^>]*>/g)].map((match) => attributes(match[0]));
  const links = [...html.matchAll(/<link\s[^>]*>/g)].map((match) => attributes(match[0]));
  const meta = (key: 'name' | 'property' | 'http-equiv', value: string) =>
    metas.filter((tag) => tag[key]?.toLowerCase() === value.toLowerCase()).map((tag) => tag.content ?? '');
  const titles = [...html.matchAll(/<title>([^<]*)<\/title>/g)].map((match) => decodeEntities(match[1]!));
  const h1s = [...html.matchAll(/<h1[\s>][\s\S]*?<\/h1>/g)].map((match) =>
    decodeEntities(match[0].replace(/<[^>]+>/g, ' '))
      .replace(/[ \t\r\n]+/g, ' ')
      .trim(),
  );
  const jsonLd = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (match) => match[1]!,
  );
  return {
    lang: /<html\s[^>]*lang="([^"]*)"/.exec(html)?.[1],
    titles,
    h1s,
    description: meta('name', 'description'),
    canonical: links.filter((link) => link.rel === 'canonical').map((link) => link.href ?? ''),
    meta,
    csp: meta('http-equiv', 'Content-Security-Policy'),
    jsonLd,
  };
}

/** The directives of a Content-Security-Policy value, by name. */
export function cspDirectives(policy: string): Map<string, string[]> {
  const directives = new Map<string, string[]>();
  for (const part of policy.split(';')) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) directives.set(name.toLowerCase(), values);
  }
  return directives;
}
