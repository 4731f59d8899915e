/** One entry of a navigation list: a route of the site and its label. */
export interface NavigationLink {
  label: string;
  href: string;
}

/** The header's links, in the spec's order: also the first column of the footer. */
export const siteNavigation = [
  { label: 'Accueil', href: '/' },
  { label: 'La Fabrique', href: '/la-fabrique' },
  { label: 'Nos Formations', href: '/formations' },
  { label: 'Nos Offres', href: '/nos-offres' },
  { label: 'Actualités', href: '/actualites' },
] as const satisfies readonly NavigationLink[];

/** The footer's site map: the header's links, then the AI services centre, which the header leaves out. */
export const footerNavigation = [
  ...siteNavigation,
  { label: 'Centre de services IA', href: '/csia' },
] as const satisfies readonly NavigationLink[];

/** The header's call to action, on desktop and in the mobile menu. */
export const siteCallToAction = {
  label: 'Découvrir nos formations',
  href: '/formations',
} as const satisfies NavigationLink;

/**
 * Whether `href` is the section the visitor is in: a section is current for its sub-paths
 * (/formations/art-du-pitch marks /formations), the home page only for exactly /.
 */
export function isCurrentSection(href: string, currentPath: string): boolean {
  const path = normalisePath(currentPath);
  if (href === '/') return path === '/';
  return path === href || path.startsWith(`${href}/`);
}

/** The pathname without query, hash or trailing slash: '/formations/?x#y' gives '/formations'. */
export function normalisePath(path: string): string {
  const pathname = path.split(/[?#]/)[0] || '/';
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') || '/' : pathname;
}
