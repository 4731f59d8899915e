import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Container } from '../../layout/Container/Container.tsx';
import { Section } from '../../layout/Section/Section.tsx';
import { Stack } from '../../layout/Stack/Stack.tsx';
import { SectionHeading } from '../SectionHeading/SectionHeading.tsx';
import { ContactDetails, contactDetailsTones, type ContactDetailsProps } from './ContactDetails.tsx';
import { radioControls } from '../../storyHelpers/radioControls.ts';

const contact = {
  email: 'contact@exemple.fr',
  phone: '01 23 45 67 89',
  phoneHref: '+33123456789',
  address: 'Lyon, France',
} satisfies ContactDetailsProps;

/** The home page's contact section, as the site composes it (the form sits beside it). */
function ContactBand(props: ContactDetailsProps) {
  const tone = props.tone ?? 'surface';
  return (
    <Section tone={tone === 'stage' ? 'stage' : 'muted'} paddingY="medium">
      <Container>
        <Stack space="large">
          <SectionHeading title="Parlons de votre projet" onStage={tone === 'stage'} />
          <ContactDetails {...props} />
        </Stack>
      </Container>
    </Section>
  );
}

const meta = {
  title: 'Content/ContactDetails',
  tags: ['coordonnées'],
  component: ContactDetails,
  args: { ...contact, tone: 'surface' },
  argTypes: radioControls({ tone: contactDetailsTones }),
  render: (args) => <ContactBand {...args} />,
  parameters: {
    layout: 'fullscreen',
  },
} satisfies Meta<typeof ContactDetails>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const items = within(canvas.getByRole('list')).getAllByRole('listitem');
    await expect(items.map((item) => item.textContent)).toEqual([
      `Email : ${contact.email}`,
      `Téléphone : ${contact.phone}`,
      `Adresse : ${contact.address}`,
    ]);
    const email = canvas.getByRole('link', { name: `Email : ${contact.email}` });
    await expect(email).toHaveAttribute('href', `mailto:${contact.email}`);
    const phone = canvas.getByRole('link', { name: `Téléphone : ${contact.phone}` });
    await expect(phone).toHaveAttribute('href', `tel:${contact.phoneHref}`);
    // The labels are for assistive technology only; the address is text, not a link.
    const label = canvas.getByText('Email :', { selector: 'a span' });
    await expect(label.getBoundingClientRect().width).toBeLessThanOrEqual(1);
    await expect(canvas.getAllByRole('link')).toHaveLength(2);
    // The icons are the lines' pseudo-elements: each line holds only its hidden label and its value.
    for (const item of items) await expect(item.firstElementChild!.children).toHaveLength(1);
    // Keyboard: e-mail then phone.
    await userEvent.tab();
    await expect(email).toHaveFocus();
    await userEvent.tab();
    await expect(phone).toHaveFocus();
  },
};

export const PhoneLinkFromNumber: Story = {
  args: { phoneHref: undefined },
  play: async ({ canvasElement }) => {
    const phone = within(canvasElement).getByRole('link', { name: `Téléphone : ${contact.phone}` });
    await expect(phone).toHaveAttribute('href', `tel:${contact.phone.replace(/\s+/g, '')}`);
  },
};

export const OnStage: Story = {
  args: { tone: 'stage' },
  play: async ({ canvasElement }) => {
    const email = within(canvasElement).getByRole('link', { name: `Email : ${contact.email}` });
    await userEvent.tab();
    await expect(email).toHaveFocus();
    // The on-stage focus ring (bright coral), not the deep one that fades into the navy.
    await expect(getComputedStyle(email).outlineColor).toBe('rgb(255, 90, 78)');
    await expect(getComputedStyle(email).color).toBe('rgb(255, 255, 255)');
  },
};

export const AllStates: Story = {
  render: () => (
    <>
      <ContactBand {...contact} />
      <ContactBand {...contact} tone="stage" />
      <Section tone="surface" paddingY="medium">
        <Container>
          <div style={{ maxWidth: 280 }}>
            <ContactDetails {...contact} email="handicap@lafabrique-formats.fr" />
          </div>
        </Container>
      </Section>
    </>
  ),
};
