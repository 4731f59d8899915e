import { organisation } from '@fabrique/content';
import { localAnonKey, localBackendUrl } from '@fabrique/forms/local-backend';

/** Public base URL of the site: canonical links, sitemap, structured data and sharing tags are built on it. */
export const siteUrl = (import.meta.env.VITE_SITE_URL || organisation.siteUrl).replace(/\/$/, '');

const publicSite = /^https:\/\/(?!localhost|127\.)/.test(import.meta.env.VITE_SITE_URL ?? '');

// A build for a public address must say where the forms send: the local default would post to the visitor's machine.
if (publicSite && (!import.meta.env.VITE_SUPABASE_URL || !import.meta.env.VITE_SUPABASE_ANON_KEY)) {
  throw new Error(
    `VITE_SITE_URL is ${import.meta.env.VITE_SITE_URL} but VITE_SUPABASE_URL or VITE_SUPABASE_ANON_KEY is missing: ` +
      'set both to the Supabase project (docs/deploying.md), or leave VITE_SITE_URL unset for a local build.',
  );
}

/** Where the forms send: the local backend by default, Supabase in production (public anonymous key only). */
export const backendConfig = {
  url: (import.meta.env.VITE_SUPABASE_URL || localBackendUrl).replace(/\/$/, ''),
  anonKey: import.meta.env.VITE_SUPABASE_ANON_KEY || localAnonKey,
};

export function absoluteUrl(path: string): string {
  return path.startsWith('http') ? path : `${siteUrl}${path.startsWith('/') ? path : `/${path}`}`;
}
