import { offers, offersPage, offersPath } from '@fabrique/content';
import {
  ButtonLink,
  Container,
  FeatureList,
  Grid,
  OfferCard,
  PageHero,
  Reveal,
  Section,
  SectionHeading,
  Stack,
  scrollToSection,
} from '@fabrique/ui';
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
      <Section labelledBy="reasons-title">
        <Reveal>
          <Container>
            <Stack space="xlarge">
              <SectionHeading id="reasons-title" title={offersPage.membershipReasons.title} />
              <FeatureList items={offersPage.membershipReasons.items} columns={3} marker="check" headingLevel={3} />
            </Stack>
          </Container>
        </Reveal>
      </Section>
      <Section tone="muted" labelledBy="offers-title">
        <Reveal>
          <Container>
            <Stack space="xlarge">
              <SectionHeading id="offers-title" title={offersPage.offersSection.title} />
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
            </Stack>
          </Container>
        </Reveal>
      </Section>
      <ContactSection />
    </>
  );
}
