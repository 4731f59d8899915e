import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Text, textSizes, textTones, textWeights } from './Text.tsx';
import { radioControls } from '../../storyHelpers/radioControls.ts';

const sentence =
  'Chaque atelier réunit une douzaine de participants autour d’un projet concret, du premier croquis à la présentation finale.';

const meta = {
  title: 'Contenus/Text',
  component: Text,
  args: { children: sentence, size: 'standard', weight: 'regular', tone: 'inherit' },
  argTypes: radioControls({ size: textSizes, weight: textWeights, tone: textTones, as: ['p', 'span', 'div'] }),
  parameters: {
    layout: 'padded',
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
    <div style={{ display: 'grid', gap: 24, maxWidth: 720 }}>
      {textSizes.map((size) => (
        <Text key={size} size={size}>
          {size} — {sentence}
        </Text>
      ))}
      {textWeights.map((weight) => (
        <Text key={weight} weight={weight}>
          {weight} — Une formation certifiée Qualiopi.
        </Text>
      ))}
      <Text tone="muted" size="small">
        muted — Tarif indicatif, hors frais de certification.
      </Text>
    </div>
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
