// A server component (no 'use client'): every component of @fabrique/ui that needs no function from its parent,
// compound parts written with their namespace as the README shows them.
import {
  Accordion,
  Badge,
  Breadcrumb,
  Button,
  ButtonLink,
  Card,
  Carousel,
  ContactDetails,
  Container,
  ErrorFallback,
  FeatureList,
  GlyphIcon,
  Grid,
  Heading,
  Hero,
  Icon,
  InfoCard,
  Inline,
  LinkedText,
  NotFound,
  PageHero,
  PageSection,
  PdfViewer,
  PhraseLinkProvider,
  Prose,
  ResultCount,
  Reveal,
  Section,
  SectionHeading,
  SmartLink,
  SocialIcon,
  Stack,
  TabSet,
  Text,
  TextLink,
  VisuallyHidden,
} from '@fabrique/ui';

export function Showcase() {
  return (
    <main>
      <Hero
        title="A fresh app"
        subtitle="Server Components"
        text="Every component of the library, rendered by the server."
        callToAction={{ label: 'Try the interactive page', href: '/interactive' }}
      />
      <Container>
        <Stack space="large">
          <Breadcrumb
            items={[
              { href: '/', label: 'Home' },
              { href: '/#library', label: 'The library' },
            ]}
          />
          <PageHero
            id="library"
            title="The library"
            eyebrow="@fabrique/ui"
            text="Layout, typography, links and surfaces."
          />
          <Inline space="small">
            <Badge tone="accent">New</Badge>
            <Badge tone="green">Stable</Badge>
            <Icon aria-hidden>
              <path d="M4 12h16" stroke="currentColor" strokeWidth="2" />
            </Icon>
            <GlyphIcon glyph="search" />
            <SocialIcon network="LinkedIn" />
          </Inline>
          <Grid space="medium" columns={{ desktop: 2 }}>
            <Card>
              <Stack space="small">
                <Heading level={2} size="h3">
                  A card
                </Heading>
                <Text>
                  Themed by CSS custom properties (<TextLink href="/interactive">the interactive page</TextLink>,{' '}
                  <SmartLink href="/">home</SmartLink>).
                </Text>
                <Inline space="small">
                  <Button>Get started</Button>
                  <ButtonLink href="/interactive" variant="secondary">
                    Go further
                  </ButtonLink>
                </Inline>
              </Stack>
            </Card>
            <InfoCard icon="duration" label="Length" value="3 days" />
          </Grid>
          <Section>
            <SectionHeading title="A section" />
            <Prose>
              <p>Prose keeps the rhythm of long text.</p>
            </Prose>
            <PhraseLinkProvider links={[{ phrase: 'linked phrase', href: '/interactive' }]}>
              <LinkedText>A sentence with a linked phrase in it.</LinkedText>
            </PhraseLinkProvider>
          </Section>
          <PageSection title="Details">
            <Reveal>
              <FeatureList
                items={[
                  { title: 'Accessible', text: 'Keyboard and screen readers.' },
                  { title: 'Themed', text: 'CSS custom properties.' },
                ]}
              />
            </Reveal>
          </PageSection>
          <ContactDetails email="contact@example.com" phone="01 23 45 67 89" address="Paris" />
          <ResultCount>3 results</ResultCount>
          <VisuallyHidden>Only for screen readers</VisuallyHidden>
          <TabSet
            label="Steps"
            tabs={[
              { value: 'install', label: 'Install', content: <Text>npm install @fabrique/ui</Text> },
              { value: 'import', label: 'Import', content: <Text>Three stylesheets, then the components.</Text> },
            ]}
          />
          <Accordion.Root headingLevel={2}>
            <Accordion.Item value="rsc">
              <Accordion.Trigger>And Server Components?</Accordion.Trigger>
              <Accordion.Content>
                <Text>The namespace is a server module: its parts are client references.</Text>
              </Accordion.Content>
            </Accordion.Item>
          </Accordion.Root>
          <Carousel.Root label="Testimonials">
            <Carousel.Viewport>
              <Carousel.Slide>
                <Text>First slide</Text>
              </Carousel.Slide>
              <Carousel.Slide>
                <Text>Second slide</Text>
              </Carousel.Slide>
            </Carousel.Viewport>
            <Inline space="small">
              <Carousel.Previous />
              <Carousel.Next />
            </Inline>
          </Carousel.Root>
          <PdfViewer src="/programme.pdf" title="The programme (PDF)" display="fallback" />
          <NotFound homeHref="/" headingLevel={2} />
          <ErrorFallback message="Something failed." homeHref="/" headingLevel={2} />
        </Stack>
      </Container>
    </main>
  );
}
