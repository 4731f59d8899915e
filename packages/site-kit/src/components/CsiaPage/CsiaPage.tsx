import type { CsiaLink, CsiaPage as CsiaPageContent, CsiaPath, Partner } from '@fabrique/content';
import { ButtonLink, Card, FeatureList, Grid, Inline, PageHero, PageSection, Prose, Stack, TabSet } from '@fabrique/ui';
import { LogoCarousel } from '../LogoCarousel/LogoCarousel.tsx';

function Action({ link, variant }: { link: CsiaLink; variant: 'primary' | 'secondary' | 'onStage' }) {
  return (
    <ButtonLink href={link.href} variant={variant} external={link.external}>
      {link.label}
    </ButtonLink>
  );
}

const pathTabs = (paths: readonly CsiaPath[]) =>
  paths.map((path) => ({
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

export interface CsiaPageProps {
  page: CsiaPageContent;
  paths: readonly CsiaPath[];
  partners: readonly Partner[];
}

/** The AI services centre's page below the site's header: its offer, its training paths, partners and governance. */
export function CsiaPage({ page, paths, partners }: CsiaPageProps) {
  return (
    <>
      <PageHero
        eyebrow={page.hero.eyebrow}
        title={page.hero.title}
        text={page.hero.text}
        image={page.hero.image}
        actions={
          <Inline space="small">
            <Action link={page.hero.primaryAction} variant="primary" />
            <Action link={page.hero.secondaryAction} variant="onStage" />
          </Inline>
        }
      />
      <PageSection title={page.promise.title} intro={page.promise.intro}>
        <FeatureList items={page.promise.benefits} columns={3} marker="number" headingLevel={3} />
      </PageSection>
      <PageSection
        tone="muted"
        title={page.workbench.title}
        space="large"
        aside={
          <img
            src={page.workbench.image.src}
            width={page.workbench.image.width}
            height={page.workbench.image.height}
            alt={page.workbench.image.alt}
            loading="lazy"
            decoding="async"
          />
        }
      >
        <Prose>
          {page.workbench.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </Prose>
        <FeatureList items={page.workbench.features} marker="check" headingLevel={3} />
      </PageSection>
      <PageSection title={page.paths.title} intro={page.paths.intro}>
        <TabSet tabs={pathTabs(paths)} label="Parcours de formation IA" defaultValue="3d" activationMode="automatic" />
        <Inline space="small">
          <Action link={page.paths.catalogueAction} variant="secondary" />
        </Inline>
      </PageSection>
      <PageSection tone="muted" headingId="partners-title" title={page.partners.title} intro={page.partners.intro}>
        <LogoCarousel partners={partners} labelledBy="partners-title" />
      </PageSection>
      <PageSection title={page.governance.title} intro={page.governance.intro}>
        <FeatureList items={page.governance.principles} columns={2} marker="check" headingLevel={3} />
      </PageSection>
      <PageSection tone="stage" title={page.contact.title} intro={page.contact.text} space="large" align="start">
        <Inline space="small">
          <Action link={page.contact.action} variant="primary" />
          <Action link={page.contact.secondaryAction} variant="onStage" />
        </Inline>
      </PageSection>
    </>
  );
}
