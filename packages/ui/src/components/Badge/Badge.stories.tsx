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
  title: 'Contenus/Badge',
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
