import { offers, offersPage, offersPath } from '@fabrique/content';
import { ButtonLink, FeatureList, Grid, PageHero, PageSection } from '@fabrique/ui';
import { OfferCard, scrollToSection } from '@fabrique/site-kit';
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
  return (
    <>
      <PageHero
        title={offersPage.hero.title}
        text={offersPage.hero.text}
        actions={
          <ButtonLink
            href="#contact"
            onClick={(event) => {
              if (scrollToSection('contact')) event.preventDefault();
            }}
          >
            {offersPage.hero.callToAction.label}
          </ButtonLink>
        }
      />
      <PageSection title={offersPage.membershipReasons.title}>
        <FeatureList items={offersPage.membershipReasons.items} columns={3} marker="check" headingLevel={3} />
      </PageSection>
      <PageSection tone="muted" title={offersPage.offersSection.title}>
        <Grid as="ul" space="large" columns={{ tablet: 1, desktop: 3 }}>
          {offers.map((offer) => (
            <li key={offer.id}>
              <OfferCard
                offer={offer}
                contactTargetId="contact"
                callToAction={offersPage.offersSection.offerCallToAction}
                headingLevel={3}
              />
            </li>
          ))}
        </Grid>
      </PageSection>
      <ContactSection />
    </>
  );
}
