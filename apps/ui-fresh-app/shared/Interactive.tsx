'use client';
// A client component: the components that take a function from their parent (fields, filters, toasts), and the
// interactive compound ones through their named parts.
import {
  AccordionContent,
  AccordionItem,
  AccordionRoot,
  AccordionTrigger,
  Button,
  CarouselNext,
  CarouselPrevious,
  CarouselRoot,
  CarouselSlide,
  CarouselViewport,
  Container,
  EmailField,
  EmptyResult,
  Field,
  FilterGroup,
  Heading,
  Inline,
  LinkActionPanel,
  SearchField,
  Select,
  Stack,
  TabSet,
  TelField,
  Text,
  Textarea,
  TextField,
  useToast,
} from '@fabrique/ui';
import { useState } from 'react';

function ToastButton() {
  const { toast } = useToast();
  return <Button onClick={() => toast({ title: 'Saved', description: 'Your changes are kept.' })}>Save</Button>;
}

export function Interactive() {
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [phone, setPhone] = useState('');
  const [query, setQuery] = useState('');
  const [format, setFormat] = useState('');
  const [message, setMessage] = useState('');
  const [filter, setFilter] = useState('');
  return (
    <main>
      <Container>
        <Stack space="large">
          <Heading level={1}>Interactive</Heading>
          <ToastButton />
          <TabSet.Root defaultValue="one">
            <TabSet.List label="Parts">
              <TabSet.Trigger value="one">One</TabSet.Trigger>
              <TabSet.Trigger value="two">Two</TabSet.Trigger>
            </TabSet.List>
            <TabSet.Content value="one">
              <Text>The first part.</Text>
            </TabSet.Content>
            <TabSet.Content value="two">
              <Text>The second part.</Text>
            </TabSet.Content>
          </TabSet.Root>
          <AccordionRoot headingLevel={2}>
            <AccordionItem value="named">
              <AccordionTrigger>Named parts?</AccordionTrigger>
              <AccordionContent>
                <Text>AccordionRoot and its parts, exported one by one.</Text>
              </AccordionContent>
            </AccordionItem>
          </AccordionRoot>
          <CarouselRoot label="Photos">
            <CarouselViewport>
              <CarouselSlide>
                <Text>First photo</Text>
              </CarouselSlide>
              <CarouselSlide>
                <Text>Second photo</Text>
              </CarouselSlide>
            </CarouselViewport>
            <Inline space="small">
              <CarouselPrevious />
              <CarouselNext />
            </Inline>
          </CarouselRoot>
          <form action="/interactive" method="post">
            <Stack space="medium">
              <TextField label="Name" name="name" value={name} onChange={setName} maxLength={80} autoComplete="name" />
              <EmailField label="Email address" name="email" value={email} onChange={setEmail} maxLength={254} />
              <TelField label="Phone" name="phone" value={phone} onChange={setPhone} maxLength={30} optional />
              <SearchField label="Search" value={query} onChange={setQuery} />
              <Select
                label="Format"
                name="format"
                value={format}
                onChange={setFormat}
                placeholder="Choose a format"
                options={[
                  { value: 'day', label: 'One day' },
                  { value: 'week', label: 'One week' },
                ]}
              />
              <Textarea label="Message" name="message" value={message} onChange={setMessage} maxLength={2000} />
              <Field label="Date" optional>
                {(control) => <input type="date" name="date" {...control} />}
              </Field>
            </Stack>
          </form>
          <FilterGroup
            label="Level"
            type="single"
            value={filter}
            onValueChange={setFilter}
            options={[
              { value: 'start', label: 'Beginner' },
              { value: 'pro', label: 'Professional' },
            ]}
          />
          <EmptyResult
            title="Nothing found"
            text="Try fewer filters."
            resetLabel="Reset"
            onReset={() => setFilter('')}
          />
          <LinkActionPanel
            intro="Confirm your subscription."
            actionLabel="Confirm"
            sendingLabel="Sending…"
            doneMessage="Done."
            missingLinkMessage="This link is incomplete."
            hasToken
            run={() => Promise.resolve()}
            homeHref="/"
          />
        </Stack>
      </Container>
    </main>
  );
}
