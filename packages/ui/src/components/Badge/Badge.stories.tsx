import { badges } from '@fabrique/content';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Badge, badgeTones, courseBadgeTones } from './Badge.tsx';

const meta = {
  title: 'Components/Badge',
  component: Badge,
  args: { children: 'Best-Seller', tone: 'accent' },
  argTypes: { tone: { control: 'select', options: badgeTones } },
  parameters: { layout: 'padded' },
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
