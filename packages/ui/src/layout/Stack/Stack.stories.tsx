import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { spaces } from '../../theme/tokens.ts';
import { DemoBox } from '../../storyHelpers/DemoBox.tsx';
import { Stack, stackAligns } from './Stack.tsx';
import { radioControls } from '../../storyHelpers/radioControls.ts';

const meta = {
  title: 'Layout/Stack',
  tags: ['pile', 'espacement'],
  component: Stack,
  args: {
    space: 'medium',
    align: 'stretch',
    children: [
      <DemoBox key="1">Présentation</DemoBox>,
      <DemoBox key="2">Objectifs pédagogiques</DemoBox>,
      <DemoBox key="3">Programme détaillé</DemoBox>,
    ],
  },
  argTypes: {
    ...radioControls({ align: stackAligns }),
    space: { control: 'select', options: spaces },
  },
  parameters: {
    layout: 'padded',
  },
} satisfies Meta<typeof Stack>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const stack = within(canvasElement).getByText('Présentation').parentElement!;
    await expect(getComputedStyle(stack).rowGap).toBe('16px');
    await expect(getComputedStyle(stack).flexDirection).toBe('column');
  },
};

export const AllStates: Story = {
  render: () => (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: 24 }}>
      {(['xsmall', 'medium', 'xlarge'] as const).map((space) => (
        <Stack key={space} space={space}>
          <DemoBox>space « {space} »</DemoBox>
          <DemoBox>Durée</DemoBox>
          <DemoBox>Tarif</DemoBox>
        </Stack>
      ))}
      {stackAligns.map((align) => (
        <Stack key={align} space="small" align={align}>
          <DemoBox>align « {align} »</DemoBox>
          <DemoBox>Localisation</DemoBox>
        </Stack>
      ))}
    </div>
  ),
};
