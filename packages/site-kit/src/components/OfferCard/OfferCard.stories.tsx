import { offers, offersPage } from '@fabrique/content';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Grid, Stack, vars } from '@fabrique/ui';
import { OfferCard, offerCardHeadingLevels } from './OfferCard.tsx';
import { radioControls } from '@fabrique/ui/catalogue';

/** Stands for the page's contact section: the button's target, focusable by script only. */
function ContactSection() {
  return (
    <section
      id="contact"
      tabIndex={-1}
      aria-labelledby="contact-title"
      style={{ padding: 24, background: vars.color.surfaceMuted, borderRadius: 16 }}
    >
      <h2 id="contact-title">Parlons de votre projet</h2>
      <p>Le formulaire de contact se trouve ici.</p>
    </section>
  );
}

const meta = {
  title: 'Site blocks/OfferCard',
  tags: ['offre', 'carte offre'],
  component: OfferCard,
  args: {
    offer: offers[1]!,
    contactTargetId: 'contact',
    callToAction: offersPage.offersSection.offerCallToAction,
    headingLevel: 3,
  },
  argTypes: radioControls({ headingLevel: offerCardHeadingLevels }),
  render: (args) => (
    <Stack space="xxlarge">
      <div style={{ maxWidth: 400 }}>
        <OfferCard {...args} />
      </div>
      <ContactSection />
    </Stack>
  ),
  parameters: {
    layout: 'padded',
    docs: {
      description: {
        component: `**When to use it**: for an offer of /nos-offres, with its price and a button to the contact form.

**When not to**: for a course (CourseCard).

An offer of /nos-offres: title, price, description, features and a button to the contact form.

- The button is a **link to \`#contact\`** (\`contactTargetId\`): without script it still jumps there. With script,
  \`scrollToSection(id)\` scrolls the section into view — smoothly through the global \`scroll-behavior\`, instantly under
  reduced motion, clear of the sticky header through \`scroll-padding-top\` — then **moves focus to the section**
  (\`tabIndex={-1}\`), so a keyboard user's next Tab lands in the form rather than back at the top.
- The focus call uses \`preventScroll: true\`: a second, focus-driven scroll would cut the smooth one short.
- \`scrollToSection\` is exported for the other in-page buttons ('Découvrir nos catalogues', the offers hero).
- The button is secondary: three coral buttons side by side would shout; the accent stays for the page's main action.
- Keyboard: one Tab stop, Enter follows it.`,
      },
    },
  },
} satisfies Meta<typeof OfferCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 3, name: 'Service Accompagnement' })).toBeVisible();
    await expect(canvas.getByText('1500 € H.T.')).toBeVisible();
    const features = within(canvas.getByRole('list')).getAllByRole('listitem');
    await expect(features).toHaveLength(offers[1]!.features.length);
    const button = canvas.getByRole('link', { name: 'Nous contacter' });
    await expect(button).toHaveAttribute('href', '#contact');
    // Keyboard: the link, then Enter; focus ends on the contact section.
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvasElement.querySelector('#contact')).toHaveFocus());
  },
};

export const ContactSectionReached: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('link', { name: 'Nous contacter' }));
    const section = canvas.getByRole('region', { name: 'Parlons de votre projet' });
    await waitFor(() => expect(section).toHaveFocus());
    // The hash is left alone: the page handled the jump itself.
    await expect(window.location.hash).not.toBe('#contact');
  },
};

export const AllStates: Story = {
  render: (args) => (
    <Stack space="xxlarge">
      <Grid space="large" columns={{ tablet: 2, desktop: 3 }}>
        {offers.map((offer) => (
          <OfferCard key={offer.id} {...args} offer={offer} />
        ))}
      </Grid>
      <ContactSection />
    </Stack>
  ),
};
