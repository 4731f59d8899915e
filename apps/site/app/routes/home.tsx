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
  sessionEnd,
  sessionImage,
  sessionWeekLines,
  team,
  trainingSupervision,
  upcomingSessions,
  dayAfter,
  aboutPath,
  cataloguePath,
  homePath,
  coursePath,
} from '@fabrique/content';
import {
  ButtonLink,
  Card,
  Container,
  FeatureList,
  Grid,
  Hero,
  Inline,
  LinkedText,
  PageSection,
  Reveal,
  Section,
  Stack,
  TextLink,
} from '@fabrique/ui';
import { CourseTabs, SessionsCarousel, TeamGrid, TestimonialsCarousel } from '@fabrique/site-kit';
import { ContactSection } from '../components/ContactSection.tsx';
import { CourseCardWithSession } from '../components/CourseCardWithSession.tsx';
import { DateWindow } from '../components/DateWindow.tsx';
import { pageMeta } from '../lib/seo.ts';
import { noonOf, useToday } from '../lib/today.ts';

export function meta() {
  return pageMeta({
    title: `${organisation.name} — L’accélérateur des formats TV, Made in France`,
    description: homeHero.text,
    path: homePath,
  });
}

/** Every session not ended on `today`, by start date, each slide hidden by the clock script once its session has ended. */
function sessionSlides(today: string) {
  return upcomingSessions(courses, noonOf(today)).map(({ course, session }) => ({
    course,
    href: coursePath(course.id),
    image: sessionImage(course),
    dateRange: sessionDateRange(session),
    weekLines: sessionWeekLines(session),
    until: sessionEnd(session),
  }));
}

const tabs = homeTabs.map((tab) => ({ key: tab.key, label: tab.label, courses: homeTabCourses(courses, tab.key) }));
const renderCourse = (course: (typeof courses)[number]) => <CourseCardWithSession course={course} headingLevel={3} />;
const testimonials = coursesWithTestimonialComment(courses);

const noSessionText =
  'Nos prochaines sessions sont en préparation\u00a0: les nouvelles dates seront publiées ici dès qu’elles seront fixées. En attendant, toutes nos formations restent accessibles sur demande, en inter ou en intra-entreprise.';

/** 'Nos prochaines sessions' with nothing scheduled: what is coming, the catalogue, and the newsletter for new dates. */
function NoSessionScheduled() {
  return (
    <Card>
      <Stack space="medium" align="start">
        <p>{noSessionText}</p>
        <Inline space="medium">
          <ButtonLink href={cataloguePath} variant="secondary">
            Voir tout le catalogue
          </ButtonLink>
          <TextLink href="#newsletter">Recevoir les nouvelles dates par la newsletter</TextLink>
        </Inline>
      </Stack>
    </Card>
  );
}

export default function Home() {
  const today = useToday();
  const sessions = sessionSlides(today);
  const lastDay = sessions
    .map((session) => session.until)
    .sort()
    .at(-1);
  return (
    <>
      <Hero
        title={homeHero.title}
        subtitle={<LinkedText>{homeHero.subtitle}</LinkedText>}
        text={homeHero.text}
        callToAction={homeHero.callToAction}
      />

      <PageSection headingId="sessions-title" eyebrow="Agenda" title="Nos prochaines sessions">
        {lastDay ? (
          <DateWindow window={{ until: lastDay }} today={today}>
            <SessionsCarousel sessions={sessions} labelledBy="sessions-title" />
          </DateWindow>
        ) : null}
        <DateWindow window={lastDay ? { from: dayAfter(lastDay) } : {}} today={today}>
          <NoSessionScheduled />
        </DateWindow>
      </PageSection>

      {/* Below the fold on arrival, the light bands skip their rendering until they near the screen. */}
      <PageSection
        tone="muted"
        deferRendering
        eyebrow="Nos Formations"
        headingAlign="center"
        title="Envie de vous professionnaliser ou de vous reconvertir ? Découvrez nos formations dédiées aux métiers de l'audiovisuel."
      >
        <CourseTabs
          tabs={tabs}
          defaultTab={defaultHomeTab}
          label="Nos formations"
          align="center"
          renderCourse={renderCourse}
        />
        <Inline space="small" align="center">
          <ButtonLink href={cataloguePath} variant="secondary">
            Voir tout le catalogue
          </ButtonLink>
        </Inline>
      </PageSection>

      <Section deferRendering>
        <Reveal>
          <Container>
            <TestimonialsCarousel courses={testimonials} />
          </Container>
        </Reveal>
      </Section>

      <PageSection
        tone="muted"
        deferRendering
        eyebrow={csiaPage.hero.eyebrow}
        title={csiaPage.hero.title}
        intro={csiaPage.hero.text}
        space="large"
        align="start"
      >
        <ButtonLink href={csiaHomeLink.href}>{csiaHomeLink.label}</ButtonLink>
      </PageSection>

      <PageSection tone="stage" eyebrow="La Fabrique" title="Notre équipe">
        <TeamGrid members={team} caption="onHover" />
        <Inline space="small">
          <ButtonLink href={aboutPath} variant="onStage">
            En savoir plus
          </ButtonLink>
        </Inline>
      </PageSection>

      <PageSection deferRendering eyebrow="Accompagnement" title={trainingSupervision.title}>
        <Grid space="large" columns={{ tablet: 1, desktop: 2 }}>
          {trainingSupervision.panels.map((panel) => (
            <Card key={panel.id} aria-labelledby={`supervision-${panel.id}`}>
              <Stack space="large">
                <Stack space="small">
                  <h3 id={`supervision-${panel.id}`}>{panel.title}</h3>
                  <p>{panel.intro}</p>
                </Stack>
                <FeatureList
                  items={panel.points}
                  marker={panel.id === 'before' ? 'number' : 'check'}
                  headingLevel={4}
                />
              </Stack>
            </Card>
          ))}
        </Grid>
      </PageSection>

      <ContactSection />
    </>
  );
}
