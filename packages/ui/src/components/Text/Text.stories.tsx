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
