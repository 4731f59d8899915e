import {
  courses,
  coursesWithTestimonialComment,
  csiaHomeLink,
  csiaPage,
  defaultHomeTab,
  homeHero,
  homeTabCourses,
  homeTabs,
  organisation,
  sessionDateRange,
  sessionImage,
  sessionWeekLines,
  team,
  trainingSupervision,
  upcomingSessionCourses,
} from '@fabrique/content';
import {
  ButtonLink,
  Card,
  Container,
  CourseTabs,
  FeatureList,
  Grid,
  Hero,
  Inline,
  Reveal,
  Section,
  SectionHeading,
  SessionsCarousel,
  Stack,
  TeamGrid,
  TestimonialsCarousel,
} from '@fabrique/ui';
import { ContactSection } from '../components/ContactSection.tsx';
import { pageMeta } from '../lib/seo.ts';

export function meta() {
  return pageMeta({
    title: `${organisation.name} — L’accélérateur des formats TV, Made in France`,
    description: homeHero.text,
    path: '/',
  });
}

const sessions = upcomingSessionCourses(courses).map((course) => ({
  course,
  image: sessionImage(course),
  dateRange: sessionDateRange(course.sessionDetails),
  weekLines: sessionWeekLines(course.sessionDetails),
}));

const tabs = homeTabs.map((tab) => ({ key: tab.key, label: tab.label, courses: homeTabCourses(courses, tab.key) }));
const testimonials = coursesWithTestimonialComment(courses);

export default function Home() {
  return (
    <>
      <Hero title={homeHero.title} subtitle={homeHero.subtitle} text={homeHero.text} callToAction={homeHero.callToAction} />

      <Section labelledBy="sessions-title">
        <Reveal>
          <Container>
            <Stack space="xlarge">
              <SectionHeading id="sessions-title" eyebrow="Agenda" title="Nos prochaines sessions" />
              <SessionsCarousel sessions={sessions} labelledBy="sessions-title" />
            </Stack>
          </Container>
        </Reveal>
      </Section>

      <Section tone="muted" labelledBy="formations-title">
        <Reveal>
          <Container>
            <Stack space="xlarge">
              <SectionHeading
                id="formations-title"
                eyebrow="Nos Formations"
                align="center"
                title="Envie de vous professionnaliser ou de vous reconvertir ? Découvrez nos formations dédiées aux métiers de l'audiovisuel."
              />
              <CourseTabs tabs={tabs} defaultTab={defaultHomeTab} label="Nos formations" align="center" headingLevel={3} />
              <Inline space="small" align="center">
                <ButtonLink href="/formations" variant="secondary">
                  Voir tout le catalogue
                </ButtonLink>
              </Inline>
            </Stack>
          </Container>
        </Reveal>
      </Section>

      <Section>
        <Reveal>
          <Container>
            <TestimonialsCarousel courses={testimonials} />
          </Container>
        </Reveal>
      </Section>

      <Section tone="muted" labelledBy="csia-title">
        <Reveal>
          <Container>
            <Stack space="large" align="start">
              <SectionHeading id="csia-title" eyebrow={csiaPage.hero.eyebrow} title={csiaPage.hero.title} intro={csiaPage.hero.text} />
              <ButtonLink href={csiaHomeLink.href}>{csiaHomeLink.label}</ButtonLink>
            </Stack>
          </Container>
        </Reveal>
      </Section>

      <Section tone="stage" labelledBy="team-title">
        <Reveal>
          <Container>
            <Stack space="xlarge">
              <SectionHeading id="team-title" onStage eyebrow="La Fabrique" title="Notre équipe" />
              <TeamGrid members={team} caption="onHover" />
              <Inline space="small">
                <ButtonLink href="/la-fabrique" variant="onStage">
                  En savoir plus
                </ButtonLink>
              </Inline>
            </Stack>
          </Container>
        </Reveal>
      </Section>

      <Section labelledBy="supervision-title">
        <Reveal>
          <Container>
            <Stack space="xlarge">
              <SectionHeading id="supervision-title" eyebrow="Accompagnement" title={trainingSupervision.title} />
              <Grid space="large" columns={{ tablet: 1, desktop: 2 }}>
                {trainingSupervision.panels.map((panel) => (
                  <Card key={panel.id} aria-labelledby={`supervision-${panel.id}`}>
                    <Stack space="large">
                      <Stack space="small">
                        <h3 id={`supervision-${panel.id}`}>{panel.title}</h3>
                        <p>{panel.intro}</p>
                      </Stack>
                      <FeatureList items={panel.points} marker={panel.id === 'before' ? 'number' : 'check'} headingLevel={4} />
                    </Stack>
                  </Card>
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

