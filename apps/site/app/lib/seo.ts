import { organisation } from '@fabrique/content';
import type { MetaDescriptor } from 'react-router';
import { absoluteUrl } from './config.ts';
import { organisationJsonLd } from './structured-data.ts';
import defaultShareImage from '../assets/share-default.png';

export interface PageSeo {
  title: string;
  description: string;
  /** Path of the page, e.g. '/formations'; the canonical URL is built from it. */
  path: string;
  /** A 1200×630 raster image for sharing; the site's default otherwise. */
  image?: { src: string; alt: string };
  type?: 'website' | 'article';
  /** Structured data added to the page, after the organisation's. */
  jsonLd?: readonly object[];
  noIndex?: boolean;
}

/** Title, description, canonical URL, Open Graph, Twitter and JSON-LD of one page, in the prerendered HTML. */
export function pageMeta({
  title,
  description,
  path,
  image,
  type = 'website',
  jsonLd = [],
  noIndex = false,
}: PageSeo): MetaDescriptor[] {
  const url = absoluteUrl(path);
  const shareImage = image ?? { src: defaultShareImage, alt: `${organisation.name} — L’accélérateur des formats TV` };
  const imageUrl = absoluteUrl(shareImage.src);
  return [
    { title },
    { name: 'description', content: description },
    { tagName: 'link', rel: 'canonical', href: url },
    ...(noIndex ? [{ name: 'robots', content: 'noindex' }] : []),
    { property: 'og:type', content: type },
    { property: 'og:locale', content: 'fr_FR' },
    { property: 'og:site_name', content: organisation.name },
    { property: 'og:title', content: title },
    { property: 'og:description', content: description },
    { property: 'og:url', content: url },
    { property: 'og:image', content: imageUrl },
    { property: 'og:image:alt', content: shareImage.alt },
    { name: 'twitter:card', content: 'summary_large_image' },
    { name: 'twitter:title', content: title },
    { name: 'twitter:description', content: description },
    { name: 'twitter:image', content: imageUrl },
    { name: 'twitter:image:alt', content: shareImage.alt },
    { 'script:ld+json': organisationJsonLd() },
    ...jsonLd.map((data) => ({ 'script:ld+json': data })),
  ];
}

/** '<page> | La Fabrique', the site's title pattern. */
export function pageTitle(page: string): string {
  return `${page} | ${organisation.name}`;
}
