/**
 * The site's navigation lists, in the spec's order: the site's header and footer show them, and the stories show the
 * same ones. Plain `{ label, href }` records, which ui's `NavigationLink` accepts as they are. The legal pages' links are
 * data, so that a page added in the editor can be linked from the footer there too.
 */
import { refuseInvalidContent } from './data-files/gate.ts';
import { navigationFile } from './data-files/navigation.ts';
import type { PageLink } from './organisation.ts';
import { cataloguePath, csiaPath, legalPath } from './paths.ts';
import { footerNavigation, siteNavigation } from './site-pages.ts';
import type { NavigationFile } from './schema.ts';

refuseInvalidContent();

export { footerNavigation, siteNavigation };

/** The header's call to action, on desktop and in the mobile menu. */
export const siteCallToAction = {
  label: 'Découvrir nos formations',
  href: cataloguePath,
} as const satisfies PageLink;

/** The footer's links to the legal pages, as `data/navigation.json` words and orders them (checked in legal.ts). */
export const legalNavigation: readonly PageLink[] = (navigationFile as NavigationFile).legalLinks.map(
  ({ label, page }) => ({ label, href: legalPath(page) }),
);

/**
 * How the texts of the site name the centre: each mention links to /csia. Here, not in csia.ts, so that the layout that
 * links it on every page does not load the /csia page's texts.
 */
export const csiaMention = { phrase: 'Centre de services IA', href: csiaPath } as const;

/**
 * Names in English that texts of the content mention: the site marks them `lang="en"` wherever they appear (its
 * PhraseLinkProvider's `foreign`), so that a screen reader reads them in English.
 */
export const englishPhrases = [
  { phrase: 'Made in France', lang: 'en' },
  { phrase: 'Sunny Side of the Doc', lang: 'en' },
] as const;
