import { offers, offersPage, offersPath } from '@fabrique/content';
import { OffersPage } from '@fabrique/site-kit';
import { ContactSection } from '../components/ContactSection.tsx';
import { pageMeta } from '../lib/seo.ts';
import { breadcrumbJsonLd } from '../lib/structured-data.ts';

export function meta() {
  return pageMeta({
    title: 'Nos offres : adhésion, accompagnement, expertise | La Fabrique',
    description: offersPage.hero.text,
    path: offersPath,
    jsonLd: [breadcrumbJsonLd([{ name: 'Nos Offres', path: offersPath }])],
  });
}

export default function Offers() {
  return <OffersPage page={offersPage} offers={offers} contact={<ContactSection />} />;
}
