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
