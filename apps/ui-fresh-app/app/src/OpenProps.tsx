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
  EmailField,
  EmptyResult,
  ErrorFallback,
  FeatureList,
  Field,
  FilterGroup,
  GlyphIcon,
  Grid,
  Heading,
  Hero,
  Icon,
  InfoCard,
  Inline,
  LinkActionPanel,
  NotFound,
  PageHero,
  PageSection,
  PdfViewer,
  Prose,
  ResultCount,
  Reveal,
  SearchField,
  Section,
  SectionHeading,
  Select,
  SmartLink,
  SocialIcon,
  Stack,
  TabSet,
  TelField,
  Text,
  Textarea,
  TextField,
  TextLink,
  Toaster,
  VisuallyHidden,
} from '@fabrique/ui';
import { useRef } from 'react';

const noop = () => {};
const run = () => Promise.resolve();

/**
 * Every component that renders an element, given a ref to that element and a native attribute, as a stranger's app
 * would: type-checked in strict mode against the installed package, never rendered. (ui's public-api test keeps the
 * list whole: it fails for a component of the entry without ref, style, lang and onFocus.)
 */
export function OpenProps() {
  const div = useRef<HTMLDivElement>(null);
  const element = useRef<HTMLElement>(null);
  const section = useRef<HTMLElement>(null);
  const anchor = useRef<HTMLAnchorElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const select = useRef<HTMLSelectElement>(null);
  const textarea = useRef<HTMLTextAreaElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const span = useRef<HTMLSpanElement>(null);
  const paragraph = useRef<HTMLParagraphElement>(null);
  const list = useRef<HTMLUListElement>(null);
  const orderedList = useRef<HTMLOListElement>(null);
  const nav = useRef<HTMLElement>(null);
  const svg = useRef<SVGSVGElement>(null);
  return (
    <Toaster ref={orderedList} aria-describedby="toasts-help">
      <Container ref={element} title="container">
        <Stack ref={element} space="large" title="stack">
          <Inline ref={element} space="small" title="inline">
            <Badge ref={span} title="badge">
              Badge
            </Badge>
            <Icon ref={svg} style={{ color: 'red' }}>
              <path d="M4 12h16" />
            </Icon>
            <GlyphIcon ref={svg} glyph="search" onClick={noop} />
            <SocialIcon ref={svg} network="LinkedIn" style={{}} />
          </Inline>
          <Grid ref={element} space="medium" columns={{ desktop: 2 }} title="grid">
            <Card ref={element} title="card">
              Card
            </Card>
            <InfoCard ref={div} icon="duration" label="Length" value="3 days" title="info" />
          </Grid>
          <Section ref={section} title="section">
            <Heading ref={heading} level={6} title="heading">
              Heading
            </Heading>
          </Section>
          <Text ref={element} title="text">
            Text
          </Text>
          <VisuallyHidden ref={element} id="hidden">
            Hidden
          </VisuallyHidden>
          <Prose ref={div} title="prose">
            <p>Prose</p>
          </Prose>
          <Breadcrumb ref={nav} items={[{ href: '/', label: 'Home' }]} title="breadcrumb" />
          <SmartLink ref={anchor} href="/" title="link">
            Link
          </SmartLink>
          <TextLink ref={anchor} href="/" title="link">
            Link
          </TextLink>
          <Button ref={button} style={{}} name="x" value="y" title="t">
            Button
          </Button>
          <ButtonLink ref={anchor} href="/" title="link">
            Link
          </ButtonLink>
          <SectionHeading ref={div} title="Title" lang="en" />
          <PageSection ref={section} title="Title" lang="en">
            <Reveal ref={div} title="reveal">
              Content
            </Reveal>
          </PageSection>
          <Hero
            ref={section}
            title="Title"
            subtitle="Subtitle"
            text="Text"
            callToAction={{ label: 'Go', href: '/' }}
            lang="en"
          />
          <PageHero ref={section} title="Title" lang="en" />
          <NotFound ref={div} homeHref="/" title="not found" />
          <ErrorFallback ref={div} message="Boom" homeHref="/" title="error" />
          <PdfViewer ref={div} src="/a.pdf" title="A document" lang="en" />
          <LinkActionPanel
            ref={div}
            intro="Confirm"
            actionLabel="Confirm"
            sendingLabel="Sending"
            doneMessage="Done"
            missingLinkMessage="Missing"
            hasToken
            run={run}
            homeHref="/"
            title="panel"
          />
          <FeatureList ref={element} items={[{ title: 'One', text: 'First' }]} title="features" />
          <ContactDetails ref={list} email="a@example.com" phone="01 23 45 67 89" address="Paris" title="contact" />
          <Accordion.Root ref={div} headingLevel={3} title="accordion">
            <Accordion.Item ref={element} value="a" title="item">
              <Accordion.Trigger ref={element} onFocus={noop}>
                Question
              </Accordion.Trigger>
              <Accordion.Content ref={div} title="content">
                Answer
              </Accordion.Content>
            </Accordion.Item>
          </Accordion.Root>
          <TabSet ref={div} label="Tabs" tabs={[{ value: 'a', label: 'A', content: 'A' }]} title="tabs" />
          <TabSet.Root ref={div} title="tabs">
            <TabSet.List ref={div} label="Tabs" title="list">
              <TabSet.Trigger ref={element} value="a" onFocus={noop}>
                A
              </TabSet.Trigger>
            </TabSet.List>
            <TabSet.Content ref={div} value="a" title="panel">
              A
            </TabSet.Content>
          </TabSet.Root>
          <Carousel.Root ref={div} label="Slides" title="carousel">
            <Carousel.Viewport ref={div} title="viewport">
              <Carousel.Slide ref={div} title="slide">
                Slide
              </Carousel.Slide>
            </Carousel.Viewport>
            <Carousel.Previous ref={button} title="previous" />
            <Carousel.Next ref={button} title="next" />
            <Carousel.PlayPause ref={button} title="pause" />
          </Carousel.Root>
          <SearchField ref={input} label="Search" value="" onChange={noop} enterKeyHint="go" style={{}} />
          <FilterGroup
            ref={div}
            label="Filters"
            type="single"
            value=""
            onValueChange={noop}
            options={[{ value: 'a', label: 'A' }]}
            title="filters"
          />
          <ResultCount ref={paragraph} title="count">
            3 results
          </ResultCount>
          <EmptyResult ref={div} title="Nothing" text="Try again" resetLabel="Reset" onReset={noop} lang="en" />
          <Field ref={div} label="Date" title="field">
            {(control) => <input type="date" {...control} />}
          </Field>
          <TextField ref={input} label="Name" value="" onChange={noop} maxLength={80} name="name" autoComplete="name" />
          <EmailField ref={input} label="Email" value="" onChange={noop} maxLength={254} name="email" />
          <TelField ref={input} label="Phone" value="" onChange={noop} maxLength={30} name="phone" />
          <Select
            ref={select}
            label="Choice"
            value=""
            onChange={noop}
            options={[{ value: 'a', label: 'A' }]}
            name="choice"
            autoComplete="off"
          />
          <Textarea ref={textarea} label="Message" value="" onChange={noop} maxLength={2000} name="message" />
        </Stack>
      </Container>
    </Toaster>
  );
}
