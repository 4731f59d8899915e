import { aboutPage, partners, team, aboutPath } from '@fabrique/content';
import { FeatureList, Grid, LinkedText, PageHero, PageSection, Prose, Stack, TextLink } from '@fabrique/ui';
import { PartnerCard, TeamGrid } from '@fabrique/site-kit';
import { pageMeta } from '../lib/seo.ts';
import { breadcrumbJsonLd } from '../lib/structured-data.ts';

export function meta() {
  return pageMeta({
    title: 'La Fabrique — Qui sommes-nous ?',
    description: aboutPage.hero.text,
    path: aboutPath,
    jsonLd: [breadcrumbJsonLd([{ name: 'La Fabrique', path: aboutPath }])],
  });
}

export default function About() {
  return (
    <>
      <PageHero
        title={aboutPage.hero.title}
        subtitle={<LinkedText>{aboutPage.hero.subtitle}</LinkedText>}
        text={aboutPage.hero.text}
      />
      <PageSection title={aboutPage.whoWeAre.title} space="large" reveal={false}>
        <Prose size="large">
          {aboutPage.whoWeAre.paragraphs.map((paragraph) => (
            <p key={paragraph}>
              <LinkedText>{paragraph}</LinkedText>
            </p>
          ))}
        </Prose>
      </PageSection>
      <PageSection tone="muted" title={aboutPage.axes.title}>
        <FeatureList items={aboutPage.axes.items} columns={2} marker="number" headingLevel={3} />
        <Stack space="small">
          <h3>{aboutPage.objective.title}</h3>
          <Prose size="large">
            <p>{aboutPage.objective.text}</p>
          </Prose>
        </Stack>
      </PageSection>
      <PageSection tone="stage" title={aboutPage.teamSection.title}>
        <TeamGrid members={team} caption="always" withBio />
      </PageSection>
      <PageSection headingId="partners-title" title={aboutPage.partnersSection.title}>
        <Grid as="ul" space="large" columns={{ tablet: 2, desktop: 3 }}>
          {partners.map((partner) => (
            <li key={partner.id}>
              <PartnerCard partner={partner} headingLevel={3} />
            </li>
          ))}
        </Grid>
        <TextLink href={aboutPage.trainingPolicyLink.href}>{aboutPage.trainingPolicyLink.label}</TextLink>
      </PageSection>
    </>
  );
}
