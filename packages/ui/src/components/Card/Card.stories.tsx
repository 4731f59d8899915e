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
