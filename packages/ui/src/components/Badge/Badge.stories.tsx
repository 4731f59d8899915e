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
