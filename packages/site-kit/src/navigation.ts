/** One entry of a navigation list: a route of the site and its label. The site owns its lists and gives them by props. */
export interface NavigationLink {
  label: string;
  href: string;
}

/**
 * Whether `href` is the section the visitor is in: a section is current for its sub-paths
 * (a course's page marks the catalogue's link), the home page only for exactly /.
 */
export function isCurrentSection(href: string, currentPath: string): boolean {
  const path = normalisePath(currentPath);
  if (href === '/') return path === '/';
  return path === href || path.startsWith(`${href}/`);
}

/** The pathname without query, hash or trailing slash: /a/b/?x#y gives /a/b. */
export function normalisePath(path: string): string {
  const pathname = path.split(/[?#]/)[0] || '/';
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') || '/' : pathname;
}
