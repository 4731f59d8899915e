/**
 * The site's main pages by the names its menus give them: the header and footer (navigation.ts) list them, and the
 * editor's link dialog offers them by name. Imports no data file, so that the editor's bundle can take it alone
 * (`@fabrique/content/site-pages`).
 */
import type { PageLink } from './organisation.ts';
import { aboutPath, articlesPath, cataloguePath, csiaPath, homePath, offersPath } from './paths.ts';

/** The header's links, in the spec's order: also the first column of the footer. */
export const siteNavigation = [
  { label: 'Accueil', href: homePath },
  { label: 'La Fabrique', href: aboutPath },
  { label: 'Nos Formations', href: cataloguePath },
  { label: 'Nos Offres', href: offersPath },
  { label: 'Actualités', href: articlesPath },
] as const satisfies readonly PageLink[];

/** The footer's site map: the header's links, then the AI services centre, which the header leaves out. */
export const footerNavigation = [
  ...siteNavigation,
  { label: 'Centre de services IA', href: csiaPath },
] as const satisfies readonly PageLink[];
