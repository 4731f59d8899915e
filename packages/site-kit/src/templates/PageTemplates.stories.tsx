import {
  aboutPath,
  articleBody,
  articleCourses,
  articlePath,
  articles,
  articlesPath,
  catalogueLanding,
  cataloguePath,
  categoryPages,
  categoryPath,
  categorySlug,
  categoryTone,
  courseFacts,
  courseFundingOptions,
  courseOutline,
  coursePath,
  courses,
  coursesWithTestimonialComment,
  csiaHomeLink,
  csiaMention,
  csiaPage,
  csiaPath,
  csiaPaths,
  currentSessions,
  defaultHomeTab,
  englishPhrases,
  footerNavigation,
  frenchDate,
  homeHero,
  homePath,
  homeTabCourses,
  homeTabs,
  isInWindow,
  legalNavigation,
  noonOf,
  offers,
  offersPage,
  offersPath,
  organisation,
  partners,
  privacyPolicyPath,
  sessionDateRange,
  sessionEnd,
  sessionImage,
  sessionPhases,
  sessionStart,
  sessionWeekLines,
  siteCallToAction,
  siteNavigation,
  socialLinks,
  suggestedArticles,
  team,
  trainerStockImage,
  trainingSupervision,
  upcomingSessions,
  type Course,
  type CourseSectionId,
} from '@fabrique/content';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { expect, within } from 'storybook/test';
import {
  Badge,
  ButtonLink,
  Card,
  ContactDetails,
  Container,
  FeatureList,
  Grid,
  Hero,
  InfoCard,
  Inline,
  LinkProvider,
  LinkedText,
  PageHero,
  PageSection,
  PhraseLinkProvider,
  Prose,
  Reveal,
  Section,
  SectionHeading,
  Stack,
  TextLink,
  Toaster,
  Breadcrumb,
  type LinkComponentProps,
} from '@fabrique/ui';
import { prefersReducedMotion } from '@fabrique/ui/catalogue';
import { ArticleBody } from '../components/ArticleBody/ArticleBody.tsx';
import { ArticleCard } from '../components/ArticleCard/ArticleCard.tsx';
import { ContactForm } from '../components/ContactForm/ContactForm.tsx';
import { CourseCard } from '../components/CourseCard/CourseCard.tsx';
import { CourseTabs } from '../components/CourseTabs/CourseTabs.tsx';
import { CsiaPage } from '../components/CsiaPage/CsiaPage.tsx';
import { NewsletterForm } from '../components/NewsletterForm/NewsletterForm.tsx';
import { OffersPage } from '../components/OffersPage/OffersPage.tsx';
import { ProgramAccordion } from '../components/ProgramAccordion/ProgramAccordion.tsx';
import { SessionList } from '../components/SessionList/SessionList.tsx';
import { SessionsCarousel } from '../components/SessionsCarousel/SessionsCarousel.tsx';
import { SiteFooter } from '../components/SiteFooter/SiteFooter.tsx';
import { SiteHeader } from '../components/SiteHeader/SiteHeader.tsx';
import { TeamGrid } from '../components/TeamGrid/TeamGrid.tsx';
import { TestimonialsCarousel } from '../components/TestimonialsCarousel/TestimonialsCarousel.tsx';
import { TrainerCard } from '../components/TrainerCard/TrainerCard.tsx';
import { courseBadgeToneOnStage, articleCategoryTones } from '../tones.ts';

// A fixed day (1 December 2025, as the session stories) keeps the pages and their screenshots still as time passes.
const today = '2025-12-01';
const now = noonOf(today);

// Nothing leaves a template: its forms get a send that never answers, and its links stay on the page.
const neverAnswers = () => new Promise<never>(() => {});

function StayingLink({ href, onClick, children, ...props }: LinkComponentProps) {
  return (
    <a
      href={href}
      {...props}
      onClick={(event) => {
        onClick?.(event);
        event.preventDefault();
      }}
    >
      {children}
    </a>
  );
}

/** The site's frame around a page (apps/site's root): header, main, footer with its newsletter form. */
function SitePage({ path, children }: { path: string; children: ReactNode }) {
  return (
    <LinkProvider component={StayingLink}>
      <PhraseLinkProvider links={[csiaMention]} foreign={englishPhrases} currentPath={path}>
        <Toaster>
          <SiteHeader currentPath={path} links={siteNavigation} callToAction={siteCallToAction} homeHref={homePath} />
          <main id="contenu" tabIndex={-1}>
            {children}
          </main>
          <SiteFooter
            contact={{
              email: organisation.email,
              phone: organisation.phone,
              phoneHref: organisation.phoneE164,
              address: organisation.displayAddress,
            }}
            socialLinks={socialLinks}
            year={Number(today.slice(0, 4))}
            currentPath={path}
            siteLinks={footerNavigation}
            legalLinks={legalNavigation}
            newsletter={<NewsletterForm subscribe={neverAnswers} tone="surface" />}
            newsletterId="newsletter"
          />
        </Toaster>
      </PhraseLinkProvider>
    </LinkProvider>
  );
}

/** A course card with its next session of the day (the site renders every phase for its clock script; one is true). */
function CourseCardOfTheDay({ course }: { course: Course }) {
  const nextSessions = sessionPhases(course, today)
    .filter(({ window, current }) => isInWindow(window, today) && current[0])
    .map(({ current }) => ({ dateRange: sessionDateRange(current[0]!) }));
  return (
    <CourseCard
      course={course}
      facts={courseFacts(course)}
      href={coursePath(course.id)}
      tone={categoryTone(course.category)}
      headingLevel={3}
      nextSessions={nextSessions}
    />
  );
}

function CourseGrid({ list }: { list: readonly Course[] }) {
  return (
    <Grid as="ul" space="large" columns={{ tablet: 2, desktop: 3 }}>
      {list.map((course) => (
        <li key={course.id}>
          <CourseCardOfTheDay course={course} />
        </li>
      ))}
    </Grid>
  );
}

function PageBreadcrumb({ items }: { items: { label: string; href: string }[] }) {
  return (
    <Section paddingY="small">
      <Container>
        <Breadcrumb items={[{ label: 'Accueil', href: homePath }, ...items]} />
      </Container>
    </Section>
  );
}

/** 'Parlons de votre projet': the contact lines and form closing the home and offers pages. */
function ContactSection() {
  return (
    <PageSection
      id="contact"
      tone="muted"
      headingId="contact-title"
      eyebrow="Contact"
      title="Parlons de votre projet"
      intro="Une question sur une formation, un projet à accompagner ou une offre ? Écrivez-nous : nous vous répondons sous 48 heures ouvrées."
      space="large"
      aside={<ContactForm send={neverAnswers} privacyPolicyHref={privacyPolicyPath} labelledBy="contact-title" />}
    >
      <ContactDetails
        email={organisation.email}
        phone={organisation.phone}
        phoneHref={organisation.phoneE164}
        address={organisation.displayAddress}
      />
    </PageSection>
  );
}

/** The home page, without the site's deferRendering: a band skipped off screen would be blank in a whole-page picture. */
function HomeTemplate() {
  const sessions = upcomingSessions(courses, now).map(({ course, session }) => ({
    course,
    href: coursePath(course.id),
    image: sessionImage(course),
    dateRange: sessionDateRange(session),
    weekLines: sessionWeekLines(session),
    until: sessionEnd(session),
  }));
  const tabs = homeTabs.map((tab) => ({ key: tab.key, label: tab.label, courses: homeTabCourses(courses, tab.key) }));
  return (
    <SitePage path={homePath}>
      <Hero
        title={homeHero.title}
        subtitle={<LinkedText>{homeHero.subtitle}</LinkedText>}
        text={homeHero.text}
        callToAction={homeHero.callToAction}
      />
      <PageSection headingId="sessions-title" eyebrow="Agenda" title="Nos prochaines sessions">
        <SessionsCarousel sessions={sessions} labelledBy="sessions-title" autoplay={false} />
      </PageSection>
      <PageSection
        tone="muted"
        eyebrow="Nos Formations"
        headingAlign="center"
        title="Envie de vous professionnaliser ou de vous reconvertir ? Découvrez nos formations dédiées aux métiers de l'audiovisuel."
      >
        <CourseTabs
          tabs={tabs}
          defaultTab={defaultHomeTab}
          label="Nos formations"
          align="center"
          renderCourse={(course) => <CourseCardOfTheDay course={course} />}
        />
        <Inline space="small" align="center">
          <ButtonLink href={cataloguePath} variant="secondary">
            Voir tout le catalogue
          </ButtonLink>
        </Inline>
      </PageSection>
      <Section>
        <Reveal>
          <Container>
            <TestimonialsCarousel courses={coursesWithTestimonialComment(courses)} />
          </Container>
        </Reveal>
      </Section>
      <PageSection
        tone="muted"
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
      <PageSection eyebrow="Accompagnement" title={trainingSupervision.title}>
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
    </SitePage>
  );
}

function CatalogueTemplate() {
  const blocks = catalogueLanding(courses);
  return (
    <SitePage path={cataloguePath}>
      <PageHero
        title="NOS FORMATIONS"
        subtitle={<LinkedText>Made in France</LinkedText>}
        text="Des formations courtes, animées par des professionnels en activité, pour vous perfectionner ou vous reconvertir dans les métiers de l’audiovisuel."
        actions={
          <>
            <ButtonLink href="#catalogues" variant="onStage">
              Découvrir nos catalogues
            </ButtonLink>
            <ButtonLink href="#trouver-une-formation" variant="primary">
              Rechercher une formation
            </ButtonLink>
          </>
        }
      />
      <div id="catalogues">
        {blocks.map((block, index) => (
          <PageSection
            key={block.slug}
            tone={index % 2 === 0 ? 'surface' : 'muted'}
            eyebrow={`Parcours ${index + 1} sur ${blocks.length}`}
            title={block.category}
            intro={categoryPages[block.slug]!.description}
          >
            <CourseGrid list={block.courses} />
            <Inline space="small">
              <TextLink href={categoryPath(block.slug)}>Voir tout le catalogue</TextLink>
            </Inline>
          </PageSection>
        ))}
      </div>
    </SitePage>
  );
}

const course = courses.find((each) => each.id === 'atelier-ecriture-avec-ia')!;

/** The course page's sections drawn by site-kit's blocks, in the outline's order and with its titles. */
const courseSections: Partial<Record<CourseSectionId, (course: Course) => ReactNode>> = {
  presentation: (shown) => (
    <Prose size="large">
      <p>{shown.description}</p>
    </Prose>
  ),
  equipe: (shown) => (
    <Grid as="ul" space="large" columns={{ tablet: 2, desktop: 3 }}>
      {shown.trainers.map((trainer) => (
        <li key={trainer.id}>
          <TrainerCard
            trainer={trainer}
            stockImage={trainerStockImage}
            tone={categoryTone(shown.category)}
            headingLevel={3}
          />
        </li>
      ))}
    </Grid>
  ),
  programme: (shown) => <ProgramAccordion modules={shown.program} headingLevel={3} />,
  sessions: (shown) => (
    <Stack space="large" align="start">
      {currentSessions(shown, now).map((session) => (
        <Stack key={sessionStart(session)} space="small" align="start">
          <SessionList dateRange={sessionDateRange(session)} lines={sessionWeekLines(session)} />
          <ButtonLink href="#demande" size="small">
            Pré-inscription
          </ButtonLink>
        </Stack>
      ))}
    </Stack>
  ),
  financement: (shown) => <FeatureList items={courseFundingOptions(shown)} columns={2} />,
};

function CourseTemplate() {
  const tone = categoryTone(course.category);
  const facts = courseFacts(course);
  const sessions = currentSessions(course, now).map((session) => ({
    value: sessionStart(session),
    label: sessionDateRange(session),
  }));
  return (
    <SitePage path={coursePath(course.id)}>
      <PageBreadcrumb
        items={[
          { label: 'Nos Formations', href: cataloguePath },
          { label: course.category, href: categoryPath(categorySlug(course.category)) },
          { label: course.title, href: coursePath(course.id) },
        ]}
      />
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
            <ButtonLink href="#demande">Demander un devis</ButtonLink>
            <ButtonLink href="#programme" variant="onStage">
              Télécharger le programme (PDF)
            </ButtonLink>
          </>
        }
      />
      <Section>
        <Container>
          <Stack space="xxlarge">
            {courseOutline(course, now).flatMap((section) => {
              const content = courseSections[section.id];
              if (!content) return [];
              return [
                <section key={section.id} aria-labelledby={section.id}>
                  <Stack space="medium">
                    <SectionHeading id={section.id} title={section.title} level={2} />
                    {content(course)}
                    {section.id === 'presentation' ? (
                      <Grid as="ul" space="medium" columns={{ tablet: 3, desktop: 3 }}>
                        <li>
                          <InfoCard
                            icon="duration"
                            label="Durée"
                            value={`${facts.duration} · ${facts.hours}`}
                            tone={tone}
                          />
                        </li>
                        {facts.price ? (
                          <li>
                            <InfoCard icon="price" label="Tarif" value={facts.price} tone={tone} />
                          </li>
                        ) : null}
                        <li>
                          <InfoCard
                            icon="location"
                            label="Localisation"
                            value={facts.location}
                            note={facts.remoteNote}
                            tone={tone}
                          />
                        </li>
                      </Grid>
                    ) : null}
                  </Stack>
                </section>,
              ];
            })}
          </Stack>
        </Container>
      </Section>
      <Section id="demande" tone="muted" labelledBy="demande-title">
        <Container>
          <Grid space="xxlarge" columns={{ tablet: 1, desktop: 2 }}>
            <Stack space="large">
              <SectionHeading
                id="demande-title"
                eyebrow="Demande"
                title="Demander un devis ou une pré-inscription"
                intro={
                  'Un devis pour vous ou votre équipe, une place sur une session, une question sur le financement\u00a0: ' +
                  'écrivez-nous, nous vous répondons sous 48\u00a0heures ouvrées.'
                }
              />
              <ContactDetails
                email={organisation.email}
                phone={organisation.phone}
                phoneHref={organisation.phoneE164}
                address={organisation.displayAddress}
              />
            </Stack>
            <ContactForm
              send={neverAnswers}
              privacyPolicyHref={privacyPolicyPath}
              labelledBy="demande-title"
              defaultSubject="formation"
              defaultProjectName={course.title}
              course={{ id: course.id, sessions }}
            />
          </Grid>
        </Container>
      </Section>
    </SitePage>
  );
}

const article = articles.find((each) => each.id === 'eco-production-tournages-responsables')!;

function ArticleTemplate() {
  const suggestions = suggestedArticles(articles, article.id);
  return (
    <SitePage path={articlePath(article.id)}>
      <PageBreadcrumb
        items={[
          { label: 'Actualités', href: articlesPath },
          { label: article.title, href: articlePath(article.id) },
        ]}
      />
      <article aria-labelledby="article-title">
        <Section paddingY="medium">
          <Container width="text">
            <Stack space="large">
              <Inline space="small">
                <Badge tone={articleCategoryTones[article.category]}>{article.category}</Badge>
                <time dateTime={article.date}>{frenchDate(article.date)}</time>
              </Inline>
              <SectionHeading id="article-title" level={1} title={article.title} intro={article.excerpt} />
              {article.author ? <p>Par {article.author}</p> : null}
              <img
                src={article.image.src}
                width={article.image.width}
                height={article.image.height}
                alt={article.image.alt}
              />
              <ArticleBody body={articleBody(article)} />
              <Inline space="large">
                <TextLink href={articlesPath} back>
                  Retour aux actualités
                </TextLink>
              </Inline>
            </Stack>
          </Container>
        </Section>
      </article>
      <PageSection tone="muted" title="Se former sur ce sujet" reveal={false}>
        <CourseGrid list={articleCourses(article)} />
      </PageSection>
      <PageSection title="À lire aussi" reveal={false}>
        <Grid as="ul" space="large" columns={{ tablet: 2, desktop: 3 }}>
          {suggestions.map((suggestion) => (
            <li key={suggestion.id}>
              <ArticleCard article={suggestion} href={articlePath(suggestion.id)} headingLevel={3} />
            </li>
          ))}
        </Grid>
        <TextLink href={articlesPath}>Voir tous les articles</TextLink>
      </PageSection>
    </SitePage>
  );
}

function CsiaTemplate() {
  return (
    <SitePage path={csiaPath}>
      <CsiaPage page={csiaPage} paths={csiaPaths} partners={partners} />
    </SitePage>
  );
}

function OffersTemplate() {
  return (
    <SitePage path={offersPath}>
      <OffersPage page={offersPage} offers={offers} contact={<ContactSection />} />
    </SitePage>
  );
}

/**
 * The page as a visitor scrolling down sees it: every lazy picture loaded (the screenshot of a whole page never scrolls
 * them into view) and no section left waiting for its reveal.
 */
async function drawnWhole(canvasElement: HTMLElement) {
  const pictures = [...canvasElement.querySelectorAll('img')];
  for (const picture of pictures) picture.loading = 'eager';
  await Promise.all(pictures.map((picture) => picture.decode()));
  await expect(canvasElement.querySelectorAll('[data-reveal="hidden"]')).toHaveLength(0);
}

const meta = {
  title: 'Page templates/Pages',
  tags: ['gabarit', 'modèle de page', 'page'],
  // Reduced motion for the script side: every section is drawn at once, none waits to be scrolled to (Reveal).
  beforeEach: prefersReducedMotion,
  parameters: {
    docs: {
      description: {
        component: `**When to use it**: to see a page of the site whole, its blocks in their order with the real content, before
changing a block or designing a new page.

**When not to**: to review one block and its states (its own story in Site blocks), or for the site's behaviour over time
(the site's tests and pages: the clock script, the finder, the forms' sending).

The CSIA and offers templates render their routes' own components (\`CsiaPage\`, \`OffersPage\`); the others compose the site's routes (\`apps/site/app/routes\`) from the same site-kit and ui blocks and the
content of \`@fabrique/content\`, in the site's header and footer, as of 1 December 2025. The forms send nothing and the
links stay on the page. The course page shows the sections of its outline drawn by site-kit's blocks; the
catalogue shows its paths' cards, not the finder (the site's own, tied to its router). Every band is drawn at once:
no reveal on scroll, no deferred rendering.`,
      },
    },
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const Home: Story = {
  render: () => <HomeTemplate />,
  play: async ({ canvasElement }) => {
    await drawnWhole(canvasElement);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: homeHero.title })).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Parlons de votre projet' })).toBeVisible();
  },
};

export const CourseCatalogue: Story = {
  name: 'Course catalogue',
  render: () => <CatalogueTemplate />,
  play: async ({ canvasElement }) => {
    await drawnWhole(canvasElement);
    const canvas = within(canvasElement);
    for (const block of catalogueLanding(courses)) {
      await expect(canvas.getByRole('region', { name: block.category })).toBeVisible();
    }
  },
};

export const CoursePage: Story = {
  name: 'Course page',
  render: () => <CourseTemplate />,
  play: async ({ canvasElement }) => {
    await drawnWhole(canvasElement);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: course.title })).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Demander un devis ou une pré-inscription' })).toBeVisible();
  },
};

export const Article: Story = {
  render: () => <ArticleTemplate />,
  play: async ({ canvasElement }) => {
    await drawnWhole(canvasElement);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('article', { name: article.title })).toBeVisible();
  },
};

export const Csia: Story = {
  name: 'CSIA',
  render: () => <CsiaTemplate />,
  play: async ({ canvasElement }) => {
    await drawnWhole(canvasElement);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: csiaPage.hero.title })).toBeVisible();
  },
};

export const OffersAndContactForm: Story = {
  name: 'Offers and contact form',
  render: () => <OffersTemplate />,
  play: async ({ canvasElement }) => {
    await drawnWhole(canvasElement);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('form', { name: 'Parlons de votre projet' })).toBeVisible();
  },
};
