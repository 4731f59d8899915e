import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Text, textSizes, textTones, textWeights } from './Text.tsx';
import { radioControls } from '../../storyHelpers/radioControls.ts';
import { StateGrid } from '../../storyHelpers/StateGrid.tsx';

const sentence =
  'Chaque atelier réunit une douzaine de participants autour d’un projet concret, du premier croquis à la présentation finale.';

const meta = {
  title: 'Content/Text',
  tags: ['texte', 'paragraphe'],
  component: Text,
  args: { children: sentence, size: 'standard', weight: 'regular', tone: 'inherit' },
  argTypes: radioControls({ size: textSizes, weight: textWeights, tone: textTones, as: ['p', 'span', 'div'] }),
  parameters: {
    layout: 'padded',
    docs: {
      description: {
        component: `**When to use it**: for a line or a paragraph of running text that needs a size of the type scale other
than the body's, a weight, or the muted tone (a note, a caption, a lead paragraph).

**When not to**: for headings (Heading, SectionHeading), for long formatted text (Prose, ArticleBody), or inside a
component that already sets its own type.

Text owns the type scale for running text: \`size\` is \`large\` (1.125 rem), \`standard\` (the body, 1 rem), \`small\`
(0.875 rem) or \`xsmall\` (0.75 rem); \`weight\` \`regular\`, \`semibold\` or \`bold\`; \`tone\` \`inherit\` (default) or
\`muted\` (the secondary grey, for light backgrounds).

**Decisions**: the sizes are the theme's \`fontSize\` tokens, applied through the \`typography\` atoms (vanilla-extract
sprinkles) that the components' own styles compose too, so a size is defined once. A component's \`.css.ts\` writes
\`style([typography({ fontSize: 'small' }), { … }])\` rather than a font size of its own.`,
      },
    },
  },
} satisfies Meta<typeof Text>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const text = within(canvasElement).getByText(sentence);
    await expect(text.tagName).toBe('P');
    await expect(getComputedStyle(text).fontSize).toBe('16px');
  },
};

export const Small: Story = {
  args: { size: 'small', tone: 'muted', as: 'span' },
  play: async ({ canvasElement }) => {
    const text = within(canvasElement).getByText(sentence);
    await expect(text.tagName).toBe('SPAN');
    await expect(getComputedStyle(text).fontSize).toBe('14px');
  },
};

export const AllStates: Story = {
  render: () => (
    <StateGrid
      states={[
        ...textSizes.map((size) => ({
          label: `Size ${size}`,
          wide: true,
          children: (
            <Text size={size}>
              {size} — {sentence}
            </Text>
          ),
        })),
        ...textWeights.map((weight) => ({
          label: `Weight ${weight}`,
          wide: true,
          children: <Text weight={weight}>{weight} — Une formation certifiée Qualiopi.</Text>,
        })),
        {
          label: 'Muted',
          wide: true,
          children: (
            <Text tone="muted" size="small">
              muted — Tarif indicatif, hors frais de certification.
            </Text>
          ),
        },
        {
          label: 'Long word, 320 px',
          width: 320,
          children: (
            <Text>
              Anticonstitutionnellement, la professionnalisation des auteurs passe par une formation continue.
            </Text>
          ),
        },
      ]}
    />
  ),
  play: async ({ canvasElement }) => {
    const sizes = textSizes.map(
      (size) => getComputedStyle(within(canvasElement).getByText(new RegExp(`^${size} —`))).fontSize,
    );
    await expect(sizes).toEqual(['18px', '16px', '14px', '12px']);
    const weights = textWeights.map(
      (weight) => getComputedStyle(within(canvasElement).getByText(new RegExp(`^${weight} —`))).fontWeight,
    );
    await expect(weights).toEqual(['400', '600', '700']);
  },
};
