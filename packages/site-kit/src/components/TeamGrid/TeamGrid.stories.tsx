import { team } from '@fabrique/content';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
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

- **caption** \`onHover\` (home 'Notre équipe'): name and position slide in on hover **and on keyboard focus** — each
  portrait is a Tab stop (\`tabindex="0"\`) with the global focus ring. On screens without hover they are always shown.
  \`always\` (/la-fabrique): shown from the start, and the portraits are no Tab stops since there is nothing to reveal.
- The caption is always in the DOM and only made transparent, so screen readers read "Jean-Baptiste Lacroix, Fondateur"
  whether or not it is shown; it also names the focused figure. Portraits are \`alt=""\` since the caption names them.
- Motion: a fade with a short slide and a slight zoom; under reduced motion only the fade remains, instantly.
- Two columns when the grid has less than 48rem, four beyond (a container query: it follows the room it is given,
  not the viewport). Keyboard: Tab moves from portrait to portrait.`,
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
    await expect(figures.map((figure) => figure.getAttribute('tabindex'))).toEqual(['0', '0', '0', '0']);
    const caption = figures[0]!.querySelector('figcaption')!;
    if (canHover()) await expect(opacityOf(caption)).toBe(0);
    // A click or a tap focuses the portrait and reveals it. (CSS :hover cannot be triggered by script.)
    await userEvent.click(figures[0]!);
    await waitFor(() => expect(opacityOf(caption)).toBe(1));
    figures[0]!.blur();
    if (canHover()) await waitFor(() => expect(opacityOf(caption)).toBe(0));
  },
};

export const KeyboardFocus: Story = {
  play: async ({ canvasElement }) => {
    const figures = within(canvasElement).getAllByRole('figure');
    await userEvent.tab();
    await userEvent.tab();
    await expect(figures[1]).toHaveFocus();
    await expect(figures[1]).toHaveAccessibleName(spokenName(1));
    await waitFor(() => expect(opacityOf(figures[1]!.querySelector('figcaption')!)).toBe(1));
    await expect(getComputedStyle(figures[1]!).outlineStyle).toBe('solid');
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
