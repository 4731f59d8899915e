import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { spaces } from '../../theme/tokens.ts';
import { DemoBox } from '../../storyHelpers/DemoBox.tsx';
import { Grid } from './Grid.tsx';

const trainings = [
  'Créer, développer et produire un format 360',
  'Les clés de la série documentaire',
  'Atelier d’écriture avec l’IA',
  'La fabrique des récits',
  'Communication digitale audiovisuelle',
  'Scénariste de jeux TV',
];

const meta = {
  title: 'Layout/Grid',
  tags: ['grille', 'colonnes'],
  component: Grid,
  args: {
    space: 'large',
    columns: { tablet: 2, desktop: 3 },
    children: trainings.map((title) => (
      <DemoBox key={title} height={96}>
        {title}
      </DemoBox>
    )),
  },
  argTypes: { space: { control: 'select', options: spaces } },
  parameters: {
    layout: 'padded',
    docs: {
      description: {
        component: `**When to use it**: for equal-width columns that collapse on small screens: cards, portraits, articles.

**When not to**: for items of their own width (Inline) or a single column (Stack).

Equal-width columns that collapse to one on small screens: course cards, team members, articles. Use Inline for items of
their own width and Stack for a single column.

**Props**: \`space\` (required) is a theme space token, used for rows and columns alike; \`columns\` is \`{ tablet?, desktop }\`, each one of
\`1\`, \`2\`, \`3\` or \`4\`, applied from the tablet (768 px) and desktop (1024 px) breakpoints; phones always get one column. Without
\`tablet\`, the tablet count is the desktop count capped at 2. \`as\` renders a \`div\`, \`ul\` or \`ol\`.

**Decisions**: columns are \`minmax(0, 1fr)\`, so a long word or a wide image cannot stretch one column past the others; as a list it drops
the bullets and padding. Spacing is the grid's \`gap\`, never a margin on the cards.`,
      },
    },
  },
} satisfies Meta<typeof Grid>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const grid = within(canvasElement).getByText(trainings[0]!).parentElement!;
    const columns = getComputedStyle(grid).gridTemplateColumns.split(' ').length;
    // The test viewport is desktop-wide, so three columns apply.
    await expect(columns).toBe(window.innerWidth >= 1024 ? 3 : window.innerWidth >= 768 ? 2 : 1);
  },
};

export const AllStates: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 32 }}>
      {([1, 2, 3, 4] as const).map((desktop) => (
        <Grid key={desktop} space="medium" columns={{ tablet: desktop === 1 ? 1 : 2, desktop }}>
          {trainings.slice(0, desktop + 1).map((title) => (
            <DemoBox key={title}>{title}</DemoBox>
          ))}
        </Grid>
      ))}
    </div>
  ),
};
