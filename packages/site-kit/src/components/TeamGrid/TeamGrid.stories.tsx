import { team } from '@fabrique/content';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { TeamGrid, teamGridCaptions } from './TeamGrid.tsx';
import { radioControls } from '@fabrique/ui/catalogue';

/** Name, comma, position: browsers may put a space before the comma, which no screen reader reads. */
const spokenName = (index: number) => new RegExp(`^${team[index]!.name}\\s*, ${team[index]!.position}$`);

const canHover = () => window.matchMedia('(hover: hover)').matches;
const opacityOf = (element: Element) => Number(getComputedStyle(element).opacity);

const meta = {
  title: 'Site blocks/TeamGrid',
  tags: ['équipe'],
  component: TeamGrid,
  args: { members: team, caption: 'onHover', imageLoading: 'eager' },
  argTypes: radioControls({ caption: teamGridCaptions }),
  parameters: {
    layout: 'padded',
    docs: {
      description: {
        component: `**When to use it**: for the team’s portraits (home ‘Notre équipe’, /la-fabrique).

**When not to**: for a course’s trainers (TrainerCard in a Grid).

The four members of the team as portraits: Fondateur, Présidente, Directeur Général, Responsable de formation.

- **caption** \`onHover\` (home 'Notre équipe'): name and position slide in on hover; on screens without hover they are
  always shown. \`always\` (/la-fabrique): shown from the start. A portrait is never a Tab stop: it does nothing, and
  screen readers read its caption wherever it is.
- The caption is always in the DOM and only made transparent, so screen readers read "Jean-Baptiste Lacroix, Fondateur"
  whether or not it is shown; it also names the figure. Portraits are \`alt=""\` since the caption names them.
- **withBio** (/la-fabrique): each member's presentation, written in the editor, under the portrait.
- Motion: a fade with a short slide and a slight zoom; under reduced motion only the fade remains, instantly.
- Two columns when the grid has less than 48rem, four beyond (a container query: it follows the room it is given,
  not the viewport).`,
      },
    },
  },
} satisfies Meta<typeof TeamGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const figures = canvas.getAllByRole('figure');
    await expect(figures).toHaveLength(4);
    // Name and position are in the accessibility tree even while not shown.
    await expect(figures[0]).toHaveAccessibleName(spokenName(0));
    await expect(figures.every((figure) => !figure.hasAttribute('tabindex'))).toBe(true);
    if (canHover()) await expect(opacityOf(figures[0]!.querySelector('figcaption')!)).toBe(0);
    // Tab goes past the portraits: nothing in the grid takes focus.
    await userEvent.tab();
    await expect(canvasElement.contains(document.activeElement)).toBe(false);
  },
};

export const CaptionsAlwaysShown: Story = {
  args: { caption: 'always' },
  play: async ({ canvasElement }) => {
    const figures = within(canvasElement).getAllByRole('figure');
    await expect(figures.every((figure) => !figure.hasAttribute('tabindex'))).toBe(true);
    await expect(opacityOf(figures[3]!.querySelector('figcaption')!)).toBe(1);
  },
};

export const AllStates: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 48 }}>
      <TeamGrid {...args} caption="onHover" />
      <TeamGrid {...args} caption="always" />
      <div style={{ maxWidth: 420 }}>
        <TeamGrid {...args} caption="always" />
      </div>
    </div>
  ),
};
