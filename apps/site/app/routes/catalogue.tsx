import { catalogueLanding, categoryPages, courses, cataloguePath, categoryPath } from '@fabrique/content';
import { ButtonLink, Grid, Inline, LinkedText, PageHero, PageSection, TextLink } from '@fabrique/ui';
import { scrollToSection } from '@fabrique/site-kit';
import { courseListJsonLd, breadcrumbJsonLd } from '../lib/structured-data.ts';
import { pageMeta } from '../lib/seo.ts';
import { CourseCardWithSession } from '../components/CourseCardWithSession.tsx';
import { CourseFinder } from '../components/CourseFinder.tsx';

const blocks = catalogueLanding(courses);

export function meta() {
  return pageMeta({
    title: 'Nos formations audiovisuelles Made in France | La Fabrique',
    description:
      'Vingt formations courtes pour les métiers de l’audiovisuel : concevoir et développer un projet, maîtriser les outils et accéder au marché, construire une démarche RSE.',
    path: cataloguePath,
    jsonLd: [courseListJsonLd(courses), breadcrumbJsonLd([{ name: 'Nos Formations', path: cataloguePath }])],
  }).concat(
    // A shared finder address (?q=…) shows its results at once; without a query the page hydrates on intent.
    { name: 'fabrique-hydrate', content: 'with-query' },
  );
}

const finderId = 'trouver-une-formation';

export default function Catalogue() {
  return (
    <>
      <PageHero
        title="NOS FORMATIONS"
        subtitle={<LinkedText>Made in France</LinkedText>}
        text="Des formations courtes, animées par des professionnels en activité, pour vous perfectionner ou vous reconvertir dans les métiers de l’audiovisuel."
        actions={
          <>
            <ButtonLink
              href="#catalogues"
              variant="onStage"
              onClick={(event) => {
                if (scrollToSection('catalogues')) event.preventDefault();
              }}
            >
              Découvrir nos catalogues
            </ButtonLink>
            <ButtonLink
              href={`#${finderId}`}
              variant="primary"
              onClick={(event) => {
                if (scrollToSection(finderId)) event.preventDefault();
              }}
            >
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
            <Grid as="ul" space="large" columns={{ tablet: 2, desktop: 3 }}>
              {block.courses.map((course) => (
                <li key={course.id}>
                  <CourseCardWithSession course={course} headingLevel={3} />
                </li>
              ))}
            </Grid>
            <Inline space="small">
              <TextLink href={categoryPath(block.slug)}>Voir tout le catalogue</TextLink>
            </Inline>
          </PageSection>
        ))}
      </div>
      <PageSection
        tone={blocks.length % 2 === 0 ? 'surface' : 'muted'}
        id={finderId}
        eyebrow="Toutes nos formations"
        title="Trouver votre formation"
        intro={`Cherchez par mot-clé, filtrez par parcours, durée, budget ou financement, et comparez les ${courses.length} formations du catalogue.`}
        reveal={false}
      >
        <CourseFinder sectionId={finderId} />
      </PageSection>
    </>
  );
}
