import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Badge, badgeTones, type BadgeTone } from './Badge.tsx';
import { StateGrid } from '../../storyHelpers/StateGrid.tsx';

/** Labels of a catalogue, each with the tone that keeps it one look wherever it appears. */
const labels: readonly { label: string; tone: BadgeTone }[] = [
  { label: 'Populaire', tone: 'accent' },
  { label: 'Nouveau', tone: 'stage' },
  { label: 'Classique', tone: 'neutral' },
  { label: 'En ligne', tone: 'neutral' },
];

const meta = {
  title: 'Content/Badge',
  tags: ['badge', 'étiquette'],
  component: Badge,
  args: { children: 'Populaire', tone: 'accent' },
  argTypes: { tone: { control: 'select', options: badgeTones } },
  parameters: {
    layout: 'padded',
    docs: {
      description: {
        component: `**When to use it**: for a word or two that labels something: a course badge, a category.

**When not to**: for anything clickable (Button, TextLink) or longer than a short label.

A short label: a course badge, a course category, an article category. It is a plain \`<span>\`, never interactive: for
something to click, use a Button or a link. Keep it to a word or two; it never wraps.

**Tones**: \`tone\` is one of \`blue\`, \`purple\` and \`green\` (the category colours), \`accent\`, \`stage\`, \`neutral\` (the default: white with
a grey border) or \`onStage\` (transparent with a white border, on the dark stage). Every tone's text reaches AA on its background.

**Decisions**: the colour comes from a tone, which maps to theme tokens, never from a colour value or a style prop, so badges cannot drift from
the palette. Map each of your labels to one tone, once, so that a label keeps one look wherever it appears. The text is
upper case **by CSS**, so assistive technology reads it as written.`,
      },
    },
  },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const badge = within(canvasElement).getByText('Populaire');
    // Upper case is presentation only: assistive technology reads the word as written.
    await expect(badge.textContent).toBe('Populaire');
    await expect(getComputedStyle(badge).textTransform).toBe('uppercase');
  },
};

export const AllStates: Story = {
  render: () => (
    <StateGrid
      states={[
        // One of each tone (the two neutral labels look alike).
        ...labels
          .slice(0, 3)
          .map(({ label, tone }) => ({ label: `Tone ${tone}`, children: <Badge tone={tone}>{label}</Badge> })),
        { label: 'Category blue', children: <Badge tone="blue">Écriture et récit</Badge> },
        { label: 'Category purple', children: <Badge tone="purple">Image et montage</Badge> },
        { label: 'Category green', children: <Badge tone="green">Son et musique</Badge> },
        { label: 'On stage', stage: true, children: <Badge tone="onStage">Portrait</Badge> },
        { label: 'Accent on stage', stage: true, children: <Badge tone="accent">Populaire</Badge> },
        {
          label: 'Long word, 320 px',
          width: 320,
          children: <Badge tone="neutral">Anticonstitutionnellement professionnalisant</Badge>,
        },
      ]}
    />
  ),
};
