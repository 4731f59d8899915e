import { aboutPage, partners, team, aboutPath } from '@fabrique/content';
import {
  Container,
  FeatureList,
  Grid,
  LinkedText,
  PageHero,
  PartnerCard,
  Prose,
  Reveal,
  Section,
  SectionHeading,
  Stack,
  TeamGrid,
  TextLink,
} from '@fabrique/ui';
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
      <PageHero title={aboutPage.hero.title} subtitle={aboutPage.hero.subtitle} text={aboutPage.hero.text} />
      <Section labelledBy="who-title">
        <Container>
          <Stack space="large">
            <SectionHeading id="who-title" title={aboutPage.whoWeAre.title} />
            <Prose size="large">
              {aboutPage.whoWeAre.paragraphs.map((paragraph) => (
                <p key={paragraph}>
                  <LinkedText>{paragraph}</LinkedText>
                </p>
              ))}
            </Prose>
          </Stack>
        </Container>
      </Section>
      <Section tone="muted" labelledBy="axes-title">
        <Reveal>
          <Container>
            <Stack space="xlarge">
              <SectionHeading id="axes-title" title={aboutPage.axes.title} />
              <FeatureList items={aboutPage.axes.items} columns={2} marker="number" headingLevel={3} />
              <Stack space="small">
                <h3>{aboutPage.objective.title}</h3>
                <Prose size="large">
                  <p>{aboutPage.objective.text}</p>
                </Prose>
              </Stack>
            </Stack>
          </Container>
        </Reveal>
      </Section>
      <Section tone="stage" labelledBy="team-title">
        <Reveal>
          <Container>
            <Stack space="xlarge">
              <SectionHeading id="team-title" onStage title={aboutPage.teamSection.title} />
              <TeamGrid members={team} caption="always" />
            </Stack>
          </Container>
        </Reveal>
      </Section>
      <Section labelledBy="partners-title">
        <Reveal>
          <Container>
            <Stack space="xlarge">
              <SectionHeading id="partners-title" title={aboutPage.partnersSection.title} />
              <Grid as="ul" space="large" columns={{ tablet: 2, desktop: 3 }}>
                {partners.map((partner) => (
                  <li key={partner.id}>
                    <PartnerCard partner={partner} headingLevel={3} />
                  </li>
                ))}
              </Grid>
              <TextLink href={aboutPage.trainingPolicyLink.href}>{aboutPage.trainingPolicyLink.label}</TextLink>
            </Stack>
          </Container>
        </Reveal>
      </Section>
    </>
  );
}
