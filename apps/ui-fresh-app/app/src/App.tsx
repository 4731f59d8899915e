import {
  Accordion,
  Badge,
  Breadcrumb,
  Button,
  Card,
  Carousel,
  Container,
  english,
  Heading,
  Inline,
  MessagesProvider,
  Stack,
  TabSet,
  Text,
  TextField,
  TextLink,
} from '@fabrique/ui';
import { useRef, useState } from 'react';

const tabs = [
  { value: 'install', label: 'Install', content: <Text>npm install @fabrique/ui</Text> },
  { value: 'import', label: 'Import', content: <Text>Three stylesheets, then the components.</Text> },
];

/** One page of several components, in English through the provider, rendered in the browser and in Node alike. */
export function App() {
  const [email, setEmail] = useState('');
  // Native attributes and a ref go through to the element (React 19's ref as a prop).
  const start = useRef<HTMLButtonElement>(null);
  return (
    <MessagesProvider messages={english}>
      <main>
        <Container>
          <Stack space="large">
            <Breadcrumb
              items={[
                { href: '/', label: 'Home' },
                { href: '/fresh', label: 'A fresh app' },
              ]}
            />
            <Heading level={1}>A fresh app</Heading>
            <Inline space="small">
              <Badge tone="accent">New</Badge>
              <Badge tone="green">Stable</Badge>
            </Inline>
            <Card>
              <Stack space="medium">
                <Heading level={2} size="h3">
                  A card
                </Heading>
                <Text>
                  Accessible components, themed by CSS custom properties (
                  <TextLink href="https://example.com/docs" external>
                    the docs
                  </TextLink>
                  ).
                </Text>
                <Button ref={start} style={{}} name="x" value="y" title="t">
                  Get started
                </Button>
              </Stack>
            </Card>
            <TabSet tabs={tabs} label="Steps" />
            <Accordion.Root headingLevel={3}>
              <Accordion.Item value="ssr">
                <Accordion.Trigger>And server rendering?</Accordion.Trigger>
                <Accordion.Content>
                  <Text>The modules import no CSS: Node loads them as they are.</Text>
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
            <TextField
              label="Email address"
              name="email"
              type="email"
              value={email}
              onChange={setEmail}
              maxLength={254}
              optional
            />
          </Stack>
        </Container>
      </main>
    </MessagesProvider>
  );
}
