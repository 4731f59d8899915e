import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { spaces } from '../../theme/tokens.ts';
import { DemoBox } from '../../storyHelpers/DemoBox.tsx';
import { Inline, inlineAligns, inlineAlignsY } from './Inline.tsx';
import { radioControls } from '../../storyHelpers/radioControls.ts';
import { vars } from '../../theme/contract.css.ts';

const categories = ['Concevoir et développer', 'Maîtriser les outils', 'Démarche RSE'];

const meta = {
  title: 'Layout/Inline',
  tags: ['ligne', 'alignement'],
  component: Inline,
  args: {
    space: 'small',
    children: categories.map((label) => <DemoBox key={label}>{label}</DemoBox>),
  },
  argTypes: {
    ...radioControls({ align: inlineAligns, alignY: inlineAlignsY }),
    space: { control: 'select', options: spaces },
  },
  parameters: {
    layout: 'padded',
  },
} satisfies Meta<typeof Inline>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const inline = within(canvasElement).getByText('Maîtriser les outils').parentElement!;
    await expect(getComputedStyle(inline).columnGap).toBe('12px');
    await expect(getComputedStyle(inline).flexWrap).toBe('wrap');
  },
};

export const AllStates: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 16 }}>
      {inlineAligns.map((align) => (
        <div key={align} style={{ outline: `1px dashed ${vars.color.borderStrong}` }}>
          <Inline space="small" align={align}>
            <DemoBox>align « {align} »</DemoBox>
            {categories.map((label) => (
              <DemoBox key={label}>{label}</DemoBox>
            ))}
          </Inline>
        </div>
      ))}
    </div>
  ),
};
