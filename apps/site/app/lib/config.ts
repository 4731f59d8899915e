import { organisation } from '@fabrique/content';

/** Public base URL of the site: canonical links, sitemap, structured data and sharing tags are built on it. */
export const siteUrl = (import.meta.env.VITE_SITE_URL || organisation.siteUrl).replace(/\/$/, '');

/** The local backend's anonymous key: public by design, like the production anonymous key. */
const localAnonKey = 'local-anon-key-la-fabrique';

/** Where the forms send: the local backend by default, Supabase in production (public anonymous key only). */
export const backendConfig = {
  url: (import.meta.env.VITE_SUPABASE_URL || 'http://127.0.0.1:54321').replace(/\/$/, ''),
  anonKey: import.meta.env.VITE_SUPABASE_ANON_KEY || localAnonKey,
};

export function absoluteUrl(path: string): string {
  return path.startsWith('http') ? path : `${siteUrl}${path.startsWith('/') ? path : `/${path}`}`;
}
