import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Heading, headingLevels, headingSizeOfLevel, headingSizes } from './Heading.tsx';

// Levels 5 and 6 take level 4's size: the first four show every size a level gets by default.
const levelsWithOwnSize = headingLevels.slice(0, 4);
import { radioControls } from '../../storyHelpers/radioControls.ts';

const meta = {
  title: 'Content/Heading',
  tags: ['titre'],
  component: Heading,
  args: { level: 2, children: 'Nos prochaines sessions' },
  argTypes: radioControls({ level: headingLevels, size: headingSizes }),
  parameters: {
    layout: 'padded',
  },
} satisfies Meta<typeof Heading>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const heading = within(canvasElement).getByRole('heading', { level: 2, name: 'Nos prochaines sessions' });
    await expect(getComputedStyle(heading).fontFamily).toContain('Montserrat');
  },
};

export const LevelAndSizeChosenApart: Story = {
  args: { level: 4, size: 'h3', children: 'Référent VHSS' },
  play: async ({ canvasElement }) => {
    const heading = within(canvasElement).getByRole('heading', { level: 4 });
    const h3 = within(canvasElement.ownerDocument.body).queryByRole('heading', { level: 3 });
    await expect(h3).toBeNull();
    await expect(parseFloat(getComputedStyle(heading).fontSize)).toBeGreaterThanOrEqual(20);
  },
};

export const AllStates: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 24 }}>
      {levelsWithOwnSize.map((level) => (
        <Heading key={level} level={level}>
          Niveau {level}, taille {headingSizeOfLevel[level]}
        </Heading>
      ))}
      <Heading level={2} size="display">
        Taille display
      </Heading>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const sizes = levelsWithOwnSize.map((level) =>
      parseFloat(
        getComputedStyle(within(canvasElement).getByRole('heading', { level, name: new RegExp(`^Niveau ${level}`) }))
          .fontSize,
      ),
    );
    // Each level is smaller than the one above it.
    await expect([...sizes].sort((a, b) => b - a)).toEqual(sizes);
    await expect(new Set(sizes).size).toBe(4);
  },
};
