import {
  courseFacts,
  articlePath,
  articlesPath,
  categoryPath,
  categorySlug,
  cataloguePath,
  coursePath,
  homePath,
  type CategoryPage,
  currentSessions,
  organisation,
  sessionEvents,
  type Article,
  type Course,
  type SessionDetails,
} from '@fabrique/content';
import { absoluteUrl, siteUrl } from './config.ts';

const organisationId = `${siteUrl}/#organisation`;

/** The organisation, on every page (schema.org EducationalOrganization). */
export function organisationJsonLd() {
  return {
    '@context': 'https://schema.org',
    '@type': 'EducationalOrganization',
    '@id': organisationId,
    name: organisation.name,
    legalName: organisation.legalName,
    url: siteUrl,
    logo: absoluteUrl('/favicon.svg'),
    email: organisation.email,
    telephone: organisation.phoneE164,
    foundingDate: String(organisation.foundingYear),
    address: {
      '@type': 'PostalAddress',
      streetAddress: organisation.headOffice.streetAddress,
      postalCode: organisation.headOffice.postalCode,
      addressLocality: organisation.headOffice.locality,
      addressCountry: organisation.headOffice.countryCode,
    },
  };
}

export interface Crumb {
  name: string;
  path: string;
}

/** Where the page sits: the home page, then `crumbs`, the page itself last. The visible breadcrumb and the JSON-LD both read it. */
export function breadcrumbTrail(crumbs: readonly Crumb[]): Crumb[] {
  return [{ name: 'Accueil', path: homePath }, ...crumbs];
}

/** Where the page sits below the home page (schema.org BreadcrumbList). */
export function breadcrumbJsonLd(crumbs: readonly Crumb[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: breadcrumbTrail(crumbs).map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(crumb.path),
    })),
  };
}

/** The crumbs below the home page of a category, a course and an article page. */
export const categoryCrumbs = (page: Pick<CategoryPage, 'name' | 'slug'>): Crumb[] => [
  { name: 'Nos Formations', path: cataloguePath },
  { name: page.name, path: categoryPath(page.slug) },
];
export const courseCrumbs = (course: Pick<Course, 'id' | 'title' | 'category'>): Crumb[] => [
  { name: 'Nos Formations', path: cataloguePath },
  { name: course.category, path: categoryPath(categorySlug(course.category)) },
  { name: course.title, path: coursePath(course.id) },
];
export const articleCrumbs = (article: Pick<Article, 'id' | 'title'>): Crumb[] => [
  { name: 'Actualités', path: articlesPath },
  { name: article.title, path: articlePath(article.id) },
];

/** A list of courses (catalogue landing, category pages). */
export function courseListJsonLd(courses: readonly Course[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    numberOfItems: courses.length,
    itemListElement: courses.map((course, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      url: absoluteUrl(coursePath(course.id)),
      name: course.title,
    })),
  };
}

/** Where a session takes place (schema.org Place). */
const place = (session?: SessionDetails) => ({
  '@type': 'Place',
  name: session?.location ?? 'Paris',
  address: { '@type': 'PostalAddress', addressLocality: 'Paris', addressCountry: 'FR' },
});

/**
 * A course with its offer and one CourseInstance per session not ended at `now` (schema.org Course, CourseInstance,
 * Offer), as Google's Course info asks; ended sessions are never offered. With none ahead, one undated instance.
 */
export function courseJsonLd(course: Course, now: Date) {
  const { priceAmount: amount, modes: mode, workload } = courseFacts(course);
  const url = absoluteUrl(coursePath(course.id));
  const offer = {
    '@type': 'Offer',
    category: 'Paid',
    ...(amount === undefined ? {} : { price: amount, priceCurrency: 'EUR' }),
    url: course.externalLink ?? url,
  };
  const instructor = course.trainers.map((trainer) => ({
    '@type': 'Person',
    name: trainer.name,
    description: trainer.title,
  }));
  const instances = currentSessions(course, now).map((session) => {
    const events = sessionEvents(session);
    return {
      '@type': 'CourseInstance',
      courseMode: mode,
      startDate: events[0]?.start,
      endDate: events.at(-1)?.end,
      location: place(session),
      ...(workload ? { courseWorkload: workload } : {}),
      ...(instructor.length > 0 ? { instructor } : {}),
      offers: { ...offer, availability: 'https://schema.org/InStock' },
    };
  });
  return {
    '@context': 'https://schema.org',
    '@type': 'Course',
    '@id': `${url}#course`,
    name: course.title,
    description: course.description,
    url,
    inLanguage: 'fr-FR',
    educationalLevel: 'Formation professionnelle continue',
    about: course.category,
    provider: { '@id': organisationId, '@type': 'EducationalOrganization', name: organisation.name, sameAs: siteUrl },
    image: absoluteUrl(course.image.src),
    offers: offer,
    hasCourseInstance:
      instances.length > 0
        ? instances
        : {
            '@type': 'CourseInstance',
            courseMode: mode,
            location: place(),
            ...(workload ? { courseWorkload: workload } : {}),
            ...(instructor.length > 0 ? { instructor } : {}),
          },
  };
}

/** A news article (schema.org Article). */
export function articleJsonLd(article: Article) {
  const date = article.date;
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: article.title,
    description: article.excerpt,
    image: absoluteUrl(article.image.src),
    datePublished: date,
    dateModified: date,
    inLanguage: 'fr-FR',
    articleSection: article.category,
    mainEntityOfPage: absoluteUrl(articlePath(article.id)),
    author: article.author
      ? { '@type': 'Person', name: article.author }
      : { '@type': 'Organization', '@id': organisationId, name: organisation.name, url: siteUrl },
    publisher: {
      '@id': organisationId,
      '@type': 'EducationalOrganization',
      name: organisation.name,
      logo: absoluteUrl('/favicon.svg'),
    },
  };
}
