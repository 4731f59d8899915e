import { sitemapEntries } from '../lib/site-map.ts';
import { absoluteUrl } from '../lib/config.ts';

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** sitemap.xml, prerendered from the content: every public page. */
export function loader() {
  const urls = sitemapEntries()
    .map((entry) => `  <url><loc>${escapeXml(absoluteUrl(entry.path))}</loc></url>`)
    .join('\n');
  const body = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
  return new Response(body, { headers: { 'Content-Type': 'application/xml; charset=utf-8' } });
}
