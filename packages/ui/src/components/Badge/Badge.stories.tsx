import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Badge, badgeTones, type BadgeTone } from './Badge.tsx';
import { vars } from '../../theme/contract.css.ts';

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
    <div style={{ display: 'grid', gap: 16 }}>
      <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap' }}>
        {labels.map(({ label, tone }) => (
          <Badge key={label} tone={tone}>
            {label}
          </Badge>
        ))}
      </div>
      <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap' }}>
        <Badge tone="blue">Écriture et récit</Badge>
        <Badge tone="purple">Image et montage</Badge>
        <Badge tone="green">Son et musique</Badge>
      </div>
      <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap', background: vars.color.stage, padding: 16 }}>
        <Badge tone="onStage">Portrait</Badge>
        <Badge tone="accent">Populaire</Badge>
      </div>
    </div>
  ),
};
