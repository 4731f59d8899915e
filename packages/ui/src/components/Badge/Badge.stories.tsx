import { badges } from '@fabrique/content';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { courseBadgeTones } from '@fabrique/site-kit';
import { Badge, badgeTones } from './Badge.tsx';

const meta = {
  title: 'Contenus/Badge',
  component: Badge,
  args: { children: 'Best-Seller', tone: 'accent' },
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
the palette. Each course badge keeps one look wherever it appears through \`courseBadgeTones\` (Best-Seller \`accent\`, Nouveauté \`stage\`,
Intemporelle and Partenaire \`neutral\`). The text is upper case **by CSS**, so assistive technology reads it as written.`,
      },
    },
  },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const badge = within(canvasElement).getByText('Best-Seller');
    // Upper case is presentation only: assistive technology reads the word as written.
    await expect(badge.textContent).toBe('Best-Seller');
    await expect(getComputedStyle(badge).textTransform).toBe('uppercase');
  },
};

export const AllStates: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 16 }}>
      <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap' }}>
        {badges.map((value) => (
          <Badge key={value} tone={courseBadgeTones[value]}>
            {value}
          </Badge>
        ))}
      </div>
      <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap' }}>
        <Badge tone="blue">Concevoir et développer</Badge>
        <Badge tone="purple">Maîtriser les outils</Badge>
        <Badge tone="green">Démarche RSE</Badge>
      </div>
      <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap', background: '#0b1026', padding: 16 }}>
        <Badge tone="onStage">Portrait</Badge>
        <Badge tone="accent">Best-Seller</Badge>
      </div>
    </div>
  ),
};
