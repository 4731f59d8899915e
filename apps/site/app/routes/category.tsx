import {
  categoryBySlug,
  categoryTone,
  courseCountLabel,
  courses,
  coursesByCategory,
  cataloguePath,
  categoryPath,
} from '@fabrique/content';
import {
  Badge,
  Container,
  Grid,
  LinkedText,
  PageHero,
  PageSection,
  Prose,
  Section,
  Stack,
  TextLink,
} from '@fabrique/ui';
import { PageBreadcrumb } from '../components/PageBreadcrumb.tsx';
import { breadcrumbJsonLd, categoryCrumbs, courseListJsonLd } from '../lib/structured-data.ts';
import { pageMeta } from '../lib/seo.ts';
import type { Route } from './+types/category';
import { CourseCardWithSession } from '../components/CourseCardWithSession.tsx';

function lookup(slug: string | undefined) {
  const result = categoryBySlug(slug ?? '');
  return result.found ? { page: result.category, courses: coursesByCategory(courses, result.category.name) } : null;
}

export function meta({ params }: Route.MetaArgs) {
  const category = lookup(params['*']);
  if (!category)
    return pageMeta({
      title: 'Catégorie non trouvée | La Fabrique',
      description: 'Cette catégorie de formations n’existe pas.',
      path: cataloguePath,
      noIndex: true,
    });
  const path = categoryPath(category.page.slug);
  return pageMeta({
    title: `${category.page.name} — Formations | La Fabrique`,
    description: category.page.description,
    path,
    jsonLd: [courseListJsonLd(category.courses), breadcrumbJsonLd(categoryCrumbs(category.page))],
  });
}

export default function Category({ params }: Route.ComponentProps) {
  const category = lookup(params['*']);
  if (!category) {
    return (
      <Section>
        <Container>
          <Stack space="large" align="start">
            <h1>Catégorie non trouvée</h1>
            <TextLink href={cataloguePath}>Retour aux catalogues</TextLink>
          </Stack>
        </Container>
      </Section>
    );
  }
  const { page } = category;
  const tone = categoryTone(page.name);
  return (
    <>
      <PageBreadcrumb crumbs={categoryCrumbs(page)} />
      <PageHero
        tone={tone}
        eyebrow={<Badge tone="onStage">{page.name}</Badge>}
        title={page.title}
        text={page.description}
        meta={[{ label: 'Offre', value: courseCountLabel(category.courses.length) }]}
      />
      <PageSection
        title={page.whyChoose.heading}
        intro={page.whyChoose.intro}
        space="large"
        aside={
          <img
            src={page.image.src}
            width={page.image.width}
            height={page.image.height}
            alt={page.image.alt}
            loading="lazy"
            decoding="async"
          />
        }
      >
        <Prose>
          <ul>
            {page.whyChoose.reasons.map((reason) => (
              <li key={reason}>
                <LinkedText>{reason}</LinkedText>
              </li>
            ))}
          </ul>
        </Prose>
      </PageSection>
      <PageSection
        tone="muted"
        title="Les formations du parcours"
        intro={courseCountLabel(category.courses.length)}
        reveal={false}
      >
        <Grid as="ul" space="large" columns={{ tablet: 2, desktop: 3 }}>
          {category.courses.map((course) => (
            <li key={course.id}>
              <CourseCardWithSession course={course} headingLevel={3} />
            </li>
          ))}
        </Grid>
        <TextLink href={cataloguePath}>Retour aux catalogues</TextLink>
      </PageSection>
    </>
  );
}
