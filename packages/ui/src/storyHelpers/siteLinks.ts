import { aboutPath, articlesPath, cataloguePath, csiaPath, homePath, legalPath, offersPath } from '@fabrique/content';
import type { NavigationLink } from '../components/SiteHeader/navigation.ts';

/** Example navigation for stories: the site's own lists (apps/site/app/lib/navigation.ts), which ui never reads. */
export const exampleNavigation = [
  { label: 'Accueil', href: homePath },
  { label: 'La Fabrique', href: aboutPath },
  { label: 'Nos Formations', href: cataloguePath },
  { label: 'Nos Offres', href: offersPath },
  { label: 'Actualités', href: articlesPath },
] as const satisfies readonly NavigationLink[];

export const exampleFooterNavigation = [
  ...exampleNavigation,
  { label: 'Centre de services IA', href: csiaPath },
] as const satisfies readonly NavigationLink[];

export const exampleCallToAction = { label: 'Découvrir nos formations', href: cataloguePath } as const;

export const exampleLegalNavigation = [
  { label: 'Politique de formation', href: legalPath('politique-de-formation') },
  { label: 'Mentions légales', href: legalPath('mentions-legales') },
  { label: 'Politique de confidentialité', href: legalPath('politique-de-confidentialite') },
  { label: 'CGU', href: legalPath('cgu') },
] as const satisfies readonly NavigationLink[];

export { homePath };
