import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { DemoBox } from '../../storyHelpers/DemoBox.tsx';
import { Container, containerWidths } from './Container.tsx';
import { radioControls } from '../../storyHelpers/radioControls.ts';

const meta = {
  title: 'Layout/Container',
  tags: ['conteneur', 'largeur'],
  component: Container,
  args: { width: 'content', children: <DemoBox>Contenu centré sur 1200 px</DemoBox> },
  argTypes: radioControls({ width: containerWidths }),
  parameters: {},
} satisfies Meta<typeof Container>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const container = within(canvasElement).getByText('Contenu centré sur 1200 px').parentElement!;
    await expect(getComputedStyle(container).maxWidth).toBe('1200px');
  },
};

export const AllStates: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 16, paddingBlock: 16 }}>
      {containerWidths.map((width) => (
        <Container key={width} width={width}>
          <DemoBox>width « {width} »</DemoBox>
        </Container>
      ))}
    </div>
  ),
};
