import type { Offer, offersPage } from '@fabrique/content';
import { ButtonLink, FeatureList, Grid, PageHero, PageSection } from '@fabrique/ui';
import type { ReactNode } from 'react';
import { scrollToSection } from '../../utils/scrollToSection.ts';
import { OfferCard } from '../OfferCard/OfferCard.tsx';

export interface OffersPageProps {
  page: typeof offersPage;
  offers: readonly Offer[];
  /** The contact band the hero and every offer lead to (its section's id is `contact`). */
  contact: ReactNode;
}

/** « Nos offres » below the site's header: why join, the offers, then the contact band they all point at. */
export function OffersPage({ page, offers, contact }: OffersPageProps) {
  return (
    <>
      <PageHero
        title={page.hero.title}
        text={page.hero.text}
        actions={
          <ButtonLink
            href="#contact"
            onClick={(event) => {
              if (scrollToSection('contact')) event.preventDefault();
            }}
          >
            {page.hero.callToAction.label}
          </ButtonLink>
        }
      />
      <PageSection title={page.membershipReasons.title}>
        <FeatureList items={page.membershipReasons.items} columns={3} marker="check" headingLevel={3} />
      </PageSection>
      <PageSection tone="muted" title={page.offersSection.title}>
        <Grid as="ul" space="large" columns={{ tablet: 1, desktop: 3 }}>
          {offers.map((offer) => (
            <li key={offer.id}>
              <OfferCard
                offer={offer}
                contactTargetId="contact"
                callToAction={page.offersSection.offerCallToAction}
                headingLevel={3}
              />
            </li>
          ))}
        </Grid>
      </PageSection>
      {contact}
    </>
  );
}
