import {
  admissionSentences,
  categorySlug,
  categoryTone,
  courseFundingOptions,
  courseOutline,
  courseResultFigures,
  findCourse,
  relatedArticles,
  resultHeading,
  comingSoon,
  courseFacts,
  sessionDateRange,
  sessionPhases,
  sessionWeekLines,
  trainerStockImage,
  type CategoryTone,
  type Course,
  type CourseSectionId,
  categoryPath,
  courseCalendarPath,
  coursePath,
  courseProgrammePath,
  articlePath,
} from '@fabrique/content';
import {
  Badge,
  ButtonLink,
  Card,
  Container,
  FeatureList,
  Grid,
  InfoCard,
  Inline,
  PageHero,
  Prose,
  Section,
  SectionHeading,
  Stack,
  TextLink,
} from '@fabrique/ui';
import {
  ArticleCard,
  courseBadgeToneOnStage,
  ProgramAccordion,
  RatingScores,
  SessionList,
  TrainerCard,
} from '@fabrique/site-kit';
import { Fragment, type ReactNode } from 'react';
import { CourseAlertSignup } from '../components/CourseAlertSignup.tsx';
import { CourseNotFound, courseNotFoundMeta } from '../components/CourseNotFound.tsx';
import { CourseRequestLink, CourseRequestSection } from '../components/CourseRequest.tsx';
import { DateWindow } from '../components/DateWindow.tsx';
import { PageBreadcrumb } from '../components/PageBreadcrumb.tsx';
import { pageMeta } from '../lib/seo.ts';
import { breadcrumbJsonLd, courseCrumbs, courseJsonLd } from '../lib/structured-data.ts';
import { buildToday, noonOf, useToday } from '../lib/today.ts';
import type { Route } from './+types/course';

export function meta({ params }: Route.MetaArgs) {
  const lookup = findCourse(params['*']);
  if (!lookup.found) return courseNotFoundMeta();
  const { course } = lookup;
  return [
    ...pageMeta({
      title: `${course.title} — Formation ${courseFacts(course).duration} | La Fabrique`,
      description: course.description,
      path: coursePath(course.id),
      jsonLd: [courseJsonLd(course, new Date(noonOf(buildToday))), breadcrumbJsonLd(courseCrumbs(course))],
    }),
    // A call to action's ?session= is read by React: such an address hydrates at once (scripts/deferred-hydration.mjs).
    { name: 'fabrique-hydrate', content: 'with-query' },
  ];
}

/** One titled block of the course page; its heading names the region. */
function CourseSection({ id, title, children }: { id: string; title: ReactNode; children: ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <Stack space="medium">
        <SectionHeading id={id} title={title} level={2} />
        {children}
      </Stack>
    </section>
  );
}

export default function CoursePage({ params }: Route.ComponentProps) {
  const lookup = findCourse(params['*']);
  if (!lookup.found) {
    return <CourseNotFound />;
  }
  return <CourseDetail course={lookup.course} />;
}

/** The side cards under the presentation: duration, price (only with one) and location. */
function KeyFacts({ course, tone }: { course: Course; tone: CategoryTone }) {
  const facts = courseFacts(course);
  return (
    <Grid as="ul" space="medium" columns={{ tablet: facts.price ? 3 : 2, desktop: facts.price ? 3 : 2 }}>
      <li>
        <InfoCard icon="duration" label="Durée" value={`${facts.duration} · ${facts.hours}`} tone={tone} />
      </li>
      {facts.price ? (
        <li>
          <InfoCard icon="price" label="Tarif" value={facts.price} tone={tone} />
        </li>
      ) : null}
      <li>
        <InfoCard icon="location" label="Localisation" value={facts.location} note={facts.remoteNote} tone={tone} />
      </li>
    </Grid>
  );
}

function BulletList({ items }: { items: readonly string[] }) {
  return (
    <Prose>
      <ul>
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </Prose>
  );
}

/** What each section of the course outline holds; the programme PDF holds the same (lib/pdf/course-programme.ts). */
const sectionContent: Record<CourseSectionId, (course: Course, tone: CategoryTone) => ReactNode> = {
  presentation: (course) => (
    <Prose size="large">
      <p>{course.description}</p>
    </Prose>
  ),
  equipe: (course, tone) => (
    <Grid as="ul" space="large" columns={{ tablet: 2, desktop: 3 }}>
      {course.trainers.map((trainer) => (
        <li key={trainer.id}>
          <TrainerCard trainer={trainer} stockImage={trainerStockImage} tone={tone} headingLevel={3} />
        </li>
      ))}
    </Grid>
  ),
  objectifs: (course) => (
    <Prose>
      <ol>
        {course.objectives.map((objective) => (
          <li key={objective}>{objective}</li>
        ))}
      </ol>
    </Prose>
  ),
  programme: (course) => <ProgramAccordion modules={course.program} headingLevel={3} />,
  public: (course) => (
    <Prose>
      <p>{course.public}</p>
    </Prose>
  ),
  prerequis: (course) => (
    <Prose>
      <p>{course.prerequisites}</p>
    </Prose>
  ),
  methodologie: (course) => (
    <Prose>
      <p>{course.methodology}</p>
    </Prose>
  ),
  admission: (course) => (
    <Stack space="medium">
      <BulletList items={admissionSentences(course.admission)} />
      {course.externalLink || course.partnerContact ? (
        <Prose>
          <p>
            {'Pour vous inscrire\u00a0: '}
            {course.externalLink ? (
              <TextLink href={course.externalLink} external>
                la formation sur le site du partenaire
              </TextLink>
            ) : null}
            {course.externalLink && course.partnerContact ? ' ou ' : null}
            {course.partnerContact ? (
              <TextLink href={`mailto:${course.partnerContact}`}>{course.partnerContact}</TextLink>
            ) : null}
          </p>
        </Prose>
      ) : null}
    </Stack>
  ),
  obtention: (course) => <BulletList items={course.obtention} />,
  evaluation: (course) => <BulletList items={course.evaluation ?? []} />,
  atouts: (course) => (
    <FeatureList
      items={(course.atouts ?? []).map((atout) => ({ title: atout, text: '' }))}
      marker="check"
      headingLevel={3}
    />
  ),
  // The mean of these scores is the 'Résultats' section's, given there with its respondents and period.
  appreciations: (course) => {
    if (!course.testimonials) return null;
    return (
      <Card>
        <Stack space="medium">
          <RatingScores scores={course.testimonials} />
          {course.testimonials.comment ? (
            <blockquote>
              <p>« {course.testimonials.comment} »</p>
            </blockquote>
          ) : null}
        </Stack>
      </Card>
    );
  },
  resultats: (course) => (
    <FeatureList
      items={courseResultFigures(course).map((figure) => ({ title: resultHeading(figure), text: figure.text }))}
      columns={2}
    />
  ),
  sessions: (course) => <CourseSessions course={course} />,
  financement: (course) => <FeatureList items={courseFundingOptions(course)} columns={2} />,
  accessibilite: (course) => (
    <Prose>
      <p>{course.accessibility}</p>
    </Prose>
  ),
  articles: (course) => (
    <Grid as="ul" space="large" columns={{ tablet: 2, desktop: 3 }}>
      {relatedArticles(course.id).map((article) => (
        <li key={article.id}>
          <ArticleCard article={article} href={articlePath(article.id)} headingLevel={3} />
        </li>
      ))}
    </Grid>
  ),
};

/** 'Prochaine session' / 'Prochaines sessions' by the number of sessions ahead: one variant per phase of the course's sessions. */
function SessionsTitle({ course }: { course: Course }) {
  const today = useToday();
  return (
    <>
      {sessionPhases(course, today).map(({ window, current }) => (
        <DateWindow key={window.from ?? 'first'} window={window} today={today} as="span">
          {current.length > 1 ? 'Prochaines sessions' : 'Prochaine session'}
        </DateWindow>
      ))}
    </>
  );
}

/**
 * The sessions ahead then 'Sessions précédentes': one variant per phase of the course's sessions (a phase ends with a
 * session), the one of the rendered day shown, the others left for the page's clock script (lib/session-clock.ts);
 * then, whatever the phase, the next-date alerts: a visitor who cannot come to these dates can wait for the next ones.
 */
function CourseSessions({ course }: { course: Course }) {
  const today = useToday();
  return (
    <Stack space="xlarge">
      {sessionPhases(course, today).map(({ window, current, past }) => (
        <DateWindow key={window.from ?? 'first'} window={window} today={today}>
          <Stack space="large" align="start">
            {current.length === 0 ? (
              <>
                <SessionList fallback={comingSoon} />
                <CourseRequestLink course={course} variant="secondary" />
              </>
            ) : null}
            {current.map((session) => (
              <Stack key={sessionDateRange(session)} space="small" align="start">
                <SessionList
                  dateRange={sessionDateRange(session)}
                  lines={sessionWeekLines(session)}
                  fallback={comingSoon}
                />
                <CourseRequestLink course={course} session={session} />
              </Stack>
            ))}
            {current.length > 0 ? (
              <ButtonLink
                href={courseCalendarPath(course.id)}
                variant="secondary"
                size="small"
                download={`${course.id}.ics`}
              >
                Ajouter à mon agenda (.ics)
              </ButtonLink>
            ) : null}
            {past.length > 0 ? (
              <Stack space="small">
                <h3>Sessions précédentes</h3>
                {/* Prose gives the list its indent: the global reset would put each bullet outside the box. */}
                <Prose>
                  <ul>
                    {past.map((session) => (
                      <li key={sessionDateRange(session)}>{sessionDateRange(session)}</li>
                    ))}
                  </ul>
                </Prose>
              </Stack>
            ) : null}
          </Stack>
        </DateWindow>
      ))}
      <CourseAlertSignup course={course} />
    </Stack>
  );
}

function CourseDetail({ course }: { course: Course }) {
  const tone = categoryTone(course.category);
  const facts = courseFacts(course);
  return (
    <>
      <PageBreadcrumb crumbs={courseCrumbs(course)} />
      <PageHero
        size="course"
        tone={tone}
        eyebrow={<Badge tone={courseBadgeToneOnStage(course.badge)}>{course.badge}</Badge>}
        title={course.title}
        meta={[
          { label: 'Durée', value: facts.duration },
          { label: 'Volume horaire', value: facts.hours },
          ...(facts.price ? [{ label: 'Tarif', value: facts.price }] : []),
        ]}
        image={course.image}
        actions={
          <>
            <CourseRequestLink course={course} />
            <ButtonLink href={courseProgrammePath(course.id)} variant="onStage" download={`programme-${course.id}.pdf`}>
              Télécharger le programme (PDF)
            </ButtonLink>
          </>
        }
      />
      <Section>
        <Container>
          <Stack space="xxlarge">
            {courseOutline(course, noonOf(buildToday)).map((section) => (
              <Fragment key={section.id}>
                <CourseSection
                  id={section.id}
                  title={section.id === 'sessions' ? <SessionsTitle course={course} /> : section.title}
                >
                  {sectionContent[section.id](course, tone)}
                </CourseSection>
                {section.id === 'presentation' ? <KeyFacts course={course} tone={tone} /> : null}
              </Fragment>
            ))}

            <Inline space="medium">
              <TextLink href={categoryPath(categorySlug(course.category))}>
                Voir les formations du parcours « {course.category} »
              </TextLink>
            </Inline>
          </Stack>
        </Container>
      </Section>
      {/* Page-only, after the outline (the programme PDF has no form): every call to action leads here. */}
      <CourseRequestSection course={course} />
    </>
  );
}
