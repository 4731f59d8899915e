import { newsletterFolder, sitemapPath } from '@fabrique/content';
import { absoluteUrl } from '../lib/config.ts';

/** robots.txt, prerendered: everything is public; the newsletter pages are not worth indexing. */
export function loader() {
  const body = [
    'User-agent: *',
    'Allow: /',
    `Disallow: ${newsletterFolder}/`,
    '',
    `Sitemap: ${absoluteUrl(sitemapPath)}`,
    '',
  ].join('\n');
  return new Response(body, { headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
}
