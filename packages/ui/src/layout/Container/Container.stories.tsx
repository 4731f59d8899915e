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
  parameters: {
    docs: {
      description: {
        component: `**When to use it**: to line content up with the page: inside a Section, the header or the footer, at one of the reading widths.

**When not to**: for spacing between blocks (Stack) or a background (Section).

Centres its content at one of the site's reading widths and adds the page gutter. Use it inside a Section (or the header
and footer) to line content up with the rest of the page; it sets no background and no vertical spacing.

**Widths**: \`width\` is \`header\` (1400 px), \`hero\` and \`content\` (1200 px, the default) or \`text\` (a 75-character reading column plus
the gutters). \`as\` renders a \`div\`, \`header\`, \`footer\`, \`nav\` or \`article\`.

**Decisions**: widths come from the theme's \`contentWidth\` tokens, never from a pixel value at the call site; the gutter is 1 rem on phones
and 2 rem from the tablet breakpoint, so text never touches the screen edge. Like every layout component, it owns spacing: the components inside
have no outer margins.`,
      },
    },
  },
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
