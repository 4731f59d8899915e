import { csiaPage, csiaPaths, partners, type CsiaLink, csiaPath } from '@fabrique/content';
import { ButtonLink, Card, FeatureList, Grid, Inline, PageHero, PageSection, Prose, Stack, TabSet } from '@fabrique/ui';
import { LogoCarousel } from '@fabrique/site-kit';
import { pageMeta } from '../lib/seo.ts';
import { breadcrumbJsonLd } from '../lib/structured-data.ts';

export function meta() {
  return pageMeta({
    title: 'CSIA — Centre de services IA pour l’audiovisuel | La Fabrique',
    description: csiaPage.hero.text,
    path: csiaPath,
    jsonLd: [breadcrumbJsonLd([{ name: 'CSIA', path: csiaPath }])],
  });
}

function Action({ link, variant }: { link: CsiaLink; variant: 'primary' | 'secondary' | 'onStage' }) {
  return (
    <ButtonLink href={link.href} variant={variant} external={link.external}>
      {link.label}
    </ButtonLink>
  );
}

const pathTabs = csiaPaths.map((path) => ({
  value: path.key,
  label: path.label,
  content: (
    <Stack space="large">
      <p>{path.audience}</p>
      <Grid as="ul" space="medium" columns={{ tablet: 2, desktop: 2 }}>
        {path.topics.map((topic) => (
          <li key={topic.title}>
            <Card>
              <Stack space="small">
                <h3>{topic.title}</h3>
                <p>{topic.text}</p>
                <p>
                  {topic.duration} · {topic.hours} · {topic.format} · {topic.price}
                </p>
              </Stack>
            </Card>
          </li>
        ))}
      </Grid>
    </Stack>
  ),
}));

export default function Csia() {
  return (
    <>
      <PageHero
        eyebrow={csiaPage.hero.eyebrow}
        title={csiaPage.hero.title}
        text={csiaPage.hero.text}
        image={csiaPage.hero.image}
        actions={
          <Inline space="small">
            <Action link={csiaPage.hero.primaryAction} variant="primary" />
            <Action link={csiaPage.hero.secondaryAction} variant="onStage" />
          </Inline>
        }
      />
      <PageSection title={csiaPage.promise.title} intro={csiaPage.promise.intro}>
        <FeatureList items={csiaPage.promise.benefits} columns={3} marker="number" headingLevel={3} />
      </PageSection>
      <PageSection
        tone="muted"
        title={csiaPage.workbench.title}
        space="large"
        aside={
          <img
            src={csiaPage.workbench.image.src}
            width={csiaPage.workbench.image.width}
            height={csiaPage.workbench.image.height}
            alt={csiaPage.workbench.image.alt}
            loading="lazy"
            decoding="async"
          />
        }
      >
        <Prose>
          {csiaPage.workbench.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </Prose>
        <FeatureList items={csiaPage.workbench.features} marker="check" headingLevel={3} />
      </PageSection>
      <PageSection title={csiaPage.paths.title} intro={csiaPage.paths.intro}>
        <TabSet tabs={pathTabs} label="Parcours de formation IA" defaultValue="3d" activationMode="automatic" />
        <Inline space="small">
          <Action link={csiaPage.paths.catalogueAction} variant="secondary" />
        </Inline>
      </PageSection>
      <PageSection
        tone="muted"
        headingId="partners-title"
        title={csiaPage.partners.title}
        intro={csiaPage.partners.intro}
      >
        <LogoCarousel partners={partners} labelledBy="partners-title" />
      </PageSection>
      <PageSection title={csiaPage.governance.title} intro={csiaPage.governance.intro}>
        <FeatureList items={csiaPage.governance.principles} columns={2} marker="check" headingLevel={3} />
      </PageSection>
      <PageSection
        tone="stage"
        title={csiaPage.contact.title}
        intro={csiaPage.contact.text}
        space="large"
        align="start"
      >
        <Inline space="small">
          <Action link={csiaPage.contact.action} variant="primary" />
          <Action link={csiaPage.contact.secondaryAction} variant="onStage" />
        </Inline>
      </PageSection>
    </>
  );
}
