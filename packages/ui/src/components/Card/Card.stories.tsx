import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Card, cardElements, cardPaddings, cardTones } from './Card.tsx';
import { radioControls } from '../../storyHelpers/radioControls.ts';
import { vars } from '../../theme/contract.css.ts';
import { StateGrid } from '../../storyHelpers/StateGrid.tsx';

const meta = {
  title: 'Cards/Card',
  tags: ['carte'],
  component: Card,
  args: {
    as: 'article',
    padding: 'large',
    tone: 'blue',
    children: (
      <div style={{ display: 'grid', gap: 8 }}>
        <h3>Concevoir et développer un projet audiovisuel</h3>
        <p>Trouver la bonne idée, l’écrire, la structurer puis la défendre devant un diffuseur.</p>
      </div>
    ),
  },
  argTypes: radioControls({ tone: [undefined, ...cardTones], padding: cardPaddings, as: cardElements }),
  parameters: {
    layout: 'padded',
    docs: {
      description: {
        component: `**When to use it**: as the surface of a new kind of card: white, rounded, shadowed, with an optional category band.

**When not to**: when a ready card fits (CourseCard, ArticleCard…), nor as a page section (Section).

The surface every card of the site is built on: white, 16 px radius, a soft shadow and generous padding.

- **tone** adds the category band along the top edge (\`blue\`, \`purple\` or \`green\`), chosen by the app for each
  of its categories, once; without it, no band.
- **padding**: \`large\` (fluid, 24 → 32 px) by default, \`medium\` for compact side cards, \`none\` for cards whose image
  runs to the edges and pad their own body.
- **as**: \`article\` for self-contained content, \`li\` inside a list, \`div\` otherwise.
- The band is a background layer rather than a clipped pseudo-element, so focus rings inside the card are never cut off.
  No outer margin: place cards with Grid or Stack. Not interactive by itself; see CourseCard for a card that is a link.`,
      },
    },
  },
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('article');
    await expect(getComputedStyle(card).backgroundImage).toContain('linear-gradient');
    // 32 px of padding plus the 6 px band at most, 24 px plus the band at least.
    const paddingTop = parseFloat(getComputedStyle(card).paddingTop);
    await expect(paddingTop).toBeGreaterThanOrEqual(30);
    await expect(getComputedStyle(card).borderTopLeftRadius).toBe('16px');
  },
};

export const WithoutBand: Story = {
  args: { tone: undefined, as: 'div' },
  play: async ({ canvasElement }) => {
    const card = canvasElement.querySelector('h3')!.parentElement!.parentElement!;
    await expect(card.tagName).toBe('DIV');
    await expect(getComputedStyle(card).backgroundImage).toBe('none');
  },
};

export const AllStates: Story = {
  render: () => (
    <StateGrid
      states={[
        ...[undefined, ...cardTones].map((tone) => ({
          label: tone ? `Band ${tone}` : 'No band',
          width: 260,
          children: (
            <Card tone={tone} as="article">
              <h3 style={{ fontSize: 20 }}>Atelier d’écriture</h3>
              <p>Une surface blanche, un rayon de 16 px et une ombre douce.</p>
            </Card>
          ),
        })),
        ...cardPaddings.map((padding) => ({
          label: `Padding ${padding}`,
          width: 260,
          children: (
            <Card padding={padding} tone="purple">
              <p style={{ outline: `1px dashed ${vars.color.borderStrong}` }}>Le contenu et sa marge</p>
            </Card>
          ),
        })),
        {
          label: 'As list items',
          width: 260,
          children: (
            <ul style={{ display: 'grid', gap: 16, listStyle: 'none', padding: 0, margin: 0 }}>
              <Card as="li" padding="medium">
                Élément de liste
              </Card>
              <Card as="li" padding="medium" tone="green">
                Élément de liste avec bande
              </Card>
            </ul>
          ),
        },
        {
          label: 'Long word, 320 px',
          width: 320,
          children: (
            <Card tone="blue" as="article">
              <h3 style={{ fontSize: 20 }}>Anticonstitutionnellement</h3>
              <p>La professionnalisation des métiers de l’audiovisuel, pas à pas.</p>
            </Card>
          ),
        },
      ]}
    />
  ),
};
