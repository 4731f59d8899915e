import {
  Accordion,
  Badge,
  Button,
  Card,
  Carousel,
  Container,
  Heading,
  Inline,
  Stack,
  TabSet,
  Text,
  TextField,
} from '@fabrique/ui';
import { useRef, useState } from 'react';

const tabs = [
  { value: 'installer', label: 'Installer', content: <Text>npm install @fabrique/ui</Text> },
  { value: 'importer', label: 'Importer', content: <Text>Trois feuilles de style, puis les composants.</Text> },
];

/** One page of several components, rendered in the browser and with react-dom/server alike. */
export function App() {
  const [email, setEmail] = useState('');
  // Native attributes and a ref go through to the element (React 19's ref as a prop).
  const start = useRef<HTMLButtonElement>(null);
  return (
    <main>
      <Container>
        <Stack space="large">
          <Heading level={1}>Une application neuve</Heading>
          <Inline space="small">
            <Badge tone="accent">Nouveauté</Badge>
            <Badge tone="green">Stable</Badge>
          </Inline>
          <Card>
            <Stack space="medium">
              <Heading level={2} size="h3">
                Une carte
              </Heading>
              <Text>Des composants accessibles, thémables par propriétés CSS.</Text>
              <Button ref={start} style={{}} name="x" value="y" title="t">
                Commencer
              </Button>
            </Stack>
          </Card>
          <TabSet tabs={tabs} label="Étapes" />
          <Accordion.Root>
            <Accordion.Item value="ssr">
              <Accordion.Trigger>Et le rendu serveur ?</Accordion.Trigger>
              <Accordion.Content>
                <Text>Les modules n’importent aucun CSS : Node les charge tels quels.</Text>
              </Accordion.Content>
            </Accordion.Item>
          </Accordion.Root>
          <Carousel.Root label="Témoignages">
            <Carousel.Viewport>
              <Carousel.Slide>
                <Text>Première diapositive</Text>
              </Carousel.Slide>
              <Carousel.Slide>
                <Text>Deuxième diapositive</Text>
              </Carousel.Slide>
            </Carousel.Viewport>
            <Inline space="small">
              <Carousel.Previous />
              <Carousel.Next />
            </Inline>
          </Carousel.Root>
          <TextField
            label="Adresse e-mail"
            name="email"
            type="email"
            value={email}
            onChange={setEmail}
            maxLength={254}
          />
        </Stack>
      </Container>
    </main>
  );
}
