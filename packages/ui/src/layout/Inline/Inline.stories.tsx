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
    docs: {
      description: {
        component: `**When to use it**: for items of their own width side by side that may wrap: badges, buttons, a row of links.

**When not to**: for a vertical run (Stack) or equal-width columns (Grid).

Children side by side, wrapping onto new lines when space runs out: badges, buttons, a row of links. For a vertical run use
Stack; for columns of equal width, Grid.

**Props**: \`space\` (required) is a theme space token; \`align\` is \`start\` (default), \`center\`, \`end\` or \`spaceBetween\`; \`alignY\` is
\`top\`, \`center\` (default), \`bottom\` or \`baseline\`; \`as\` renders a \`div\`, \`ul\`, \`ol\` or \`nav\`.

**Decisions**: the one \`gap\` spaces items both across and between wrapped lines, so a row that wraps on a phone keeps its rhythm without
media queries. Spacing belongs to the layout component; the items have no outer margins.`,
      },
    },
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
