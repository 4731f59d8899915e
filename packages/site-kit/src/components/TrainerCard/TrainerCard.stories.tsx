import { categoryTones, trainers, trainerStockImage } from '@fabrique/content';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Grid } from '@fabrique/ui/src/layout/Grid/Grid.tsx';
import { TrainerCard, trainerCardHeadingLevels } from './TrainerCard.tsx';
import { withMaxWidth } from '@fabrique/ui/src/storyHelpers/withMaxWidth.tsx';

const meta = {
  title: 'Blocs du site/TrainerCard',
  component: TrainerCard,
  args: { trainer: trainers.claireVasseur, stockImage: trainerStockImage, tone: 'blue', headingLevel: 3 },
  argTypes: {
    tone: { control: 'inline-radio', options: [undefined, ...categoryTones] },
    headingLevel: { control: 'inline-radio', options: trainerCardHeadingLevels },
  },
  decorators: [withMaxWidth],
  parameters: {
    layout: 'padded',
    maxWidth: 380,
    docs: {
      description: {
        component: `**When to use it**: for a trainer in a course page’s ‘Équipe formatrice’, in a Grid.

**When not to**: for the organisation’s team (TeamGrid).

A trainer in the 'Équipe formatrice' section of a course page, laid out three per row by a Grid.

- Portrait, name (a heading, level 3 by default), title and optional description.
- **No photo?** The caller passes \`stockImage\` (\`trainerStockImage\`): the card never has a hole and the component never
  imports content itself.
- The portrait is \`alt=""\`: the name sits right beside it, and "Portrait illustré de…" would only repeat it. It is lazy
  loaded (the section is below the fold) and has width and height, so nothing shifts.
- **tone** colours the ring round the portrait with the course's category.
- Not interactive.`,
      },
    },
  },
} satisfies Meta<typeof TrainerCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 3, name: 'Claire Vasseur' })).toBeVisible();
    const image = canvasElement.querySelector('img')!;
    await expect(image).toHaveAttribute('alt', '');
    await expect(image).toHaveAttribute('loading', 'lazy');
    await expect(image.getAttribute('src')).toBe(trainers.claireVasseur.photo.src);
  },
};

export const WithoutPhoto: Story = {
  args: { trainer: trainers.lucasMartin, tone: 'purple' },
  play: async ({ canvasElement }) => {
    const image = canvasElement.querySelector('img')!;
    await expect(image.getAttribute('src')).toBe(trainerStockImage.src);
    await expect(image).toHaveAttribute('width', '400');
  },
};

export const WithoutDescription: Story = {
  args: { trainer: { name: trainers.elodieFaure.name, title: trainers.elodieFaure.title }, tone: undefined },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('p')).toHaveLength(1);
  },
};

export const AllStates: Story = {
  parameters: { maxWidth: null },
  render: () => (
    <Grid space="large" columns={{ tablet: 2, desktop: 3 }}>
      <TrainerCard trainer={trainers.thomasRenaud} stockImage={trainerStockImage} tone="blue" />
      <TrainerCard trainer={trainers.karimBenali} stockImage={trainerStockImage} tone="purple" />
      <TrainerCard trainer={trainers.lucasMartin} stockImage={trainerStockImage} tone="purple" />
      <TrainerCard trainer={trainers.nadiaCherif} stockImage={trainerStockImage} tone="green" />
      <TrainerCard trainer={trainers.paulGarnier} stockImage={trainerStockImage} tone="blue" />
      <TrainerCard
        trainer={{ name: trainers.elodieFaure.name, title: trainers.elodieFaure.title }}
        stockImage={trainerStockImage}
      />
    </Grid>
  ),
};
