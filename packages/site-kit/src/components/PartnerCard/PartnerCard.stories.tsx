import { partners } from '@fabrique/content';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Grid } from '@fabrique/ui';
import { radioControls, withMaxWidth } from '@fabrique/ui/catalogue';
import { PartnerCard, partnerCardHeadingLevels } from './PartnerCard.tsx';

const partner = (id: string) => partners.find((candidate) => candidate.id === id)!;

const meta = {
  title: 'Site blocks/PartnerCard',
  tags: ['partenaire', 'carte partenaire'],
  component: PartnerCard,
  args: { partner: partner('ecran-vert'), headingLevel: 3 },
  argTypes: radioControls({ headingLevel: partnerCardHeadingLevels }),
  decorators: [withMaxWidth],
  parameters: {
    layout: 'padded',
    maxWidth: 380,
    docs: {
      description: {
        component: `**When to use it**: for a partner on /la-fabrique: logo, name, what the partnership brings.

**When not to**: for a row of logos alone (LogoCarousel).

A partner on /la-fabrique: logo, name and what the partnership brings.

- The logo sits on a light tile so every logo, whatever its own colours, gets the same frame; it is \`alt=""\` because
  the name is the heading right below it.
- When the partner has a website (\`url\`), the name links to it in a new tab, saying so to screen readers
  ('(nouvel onglet)'); without one, the name is plain text — never a dead link.
- Keyboard: at most one Tab stop, the name's link.`,
      },
    },
  },
} satisfies Meta<typeof PartnerCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 3, name: 'Écran Vert' })).toBeVisible();
    await expect(canvas.queryByRole('link')).toBeNull();
    await expect(canvasElement.querySelector('img')).toHaveAttribute('alt', '');
  },
};

export const WithWebsite: Story = {
  args: { partner: partner('sillage') },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Sillage (nouvel onglet)' });
    await expect(link).toHaveAttribute('href', 'https://www.agence-sillage.fr');
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  },
};

export const AllStates: Story = {
  parameters: { maxWidth: null },
  render: () => (
    <Grid space="large" columns={{ tablet: 2, desktop: 3 }}>
      {partners.map((item) => (
        <PartnerCard key={item.id} partner={item} />
      ))}
    </Grid>
  ),
};
