import { aboutPath, articlesPath, cataloguePath, csiaPath, homePath, legalPath, offersPath } from '@fabrique/content';
import type { NavigationLink } from '@fabrique/ui';

/** The header's links, in the spec's order: also the first column of the footer. */
export const siteNavigation = [
  { label: 'Accueil', href: homePath },
  { label: 'La Fabrique', href: aboutPath },
  { label: 'Nos Formations', href: cataloguePath },
  { label: 'Nos Offres', href: offersPath },
  { label: 'Actualités', href: articlesPath },
] as const satisfies readonly NavigationLink[];

/** The footer's site map: the header's links, then the AI services centre, which the header leaves out. */
export const footerNavigation = [
  ...siteNavigation,
  { label: 'Centre de services IA', href: csiaPath },
] as const satisfies readonly NavigationLink[];

/** The header's call to action, on desktop and in the mobile menu. */
export const siteCallToAction = {
  label: 'Découvrir nos formations',
  href: cataloguePath,
} as const satisfies NavigationLink;

/** The legal and policy pages, in the spec's order. */
export const legalNavigation = [
  { label: 'Politique de formation', href: legalPath('politique-de-formation') },
  { label: 'Mentions légales', href: legalPath('mentions-legales') },
  { label: 'Politique de confidentialité', href: legalPath('politique-de-confidentialite') },
  { label: 'CGU', href: legalPath('cgu') },
] as const satisfies readonly NavigationLink[];
