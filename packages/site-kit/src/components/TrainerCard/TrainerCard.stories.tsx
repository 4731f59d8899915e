import { categoryTones, trainersById, trainerStockImage, type Trainer } from '@fabrique/content';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Grid } from '@fabrique/ui';
import { radioControls, StateGrid, withMaxWidth } from '@fabrique/ui/catalogue';
import { TrainerCard, trainerCardHeadingLevels } from './TrainerCard.tsx';

/** A trainer of the roster, by id (their data file's name). */
const trainer = (id: string): Trainer => trainersById.get(id)!;

const meta = {
  title: 'Site blocks/TrainerCard',
  tags: ['formateur', 'intervenant', 'formatrice'],
  component: TrainerCard,
  args: { trainer: trainer('claire-vasseur'), stockImage: trainerStockImage, tone: 'blue', headingLevel: 3 },
  argTypes: {
    ...radioControls({ tone: [undefined, ...categoryTones], headingLevel: trainerCardHeadingLevels }),
    // Their portraits are data: URIs thousands of characters long, which a JSON control would draw on one line.
    trainer: { control: false },
    stockImage: { control: false },
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
    await expect(image.getAttribute('src')).toBe(trainer('claire-vasseur').photo?.src);
  },
};

export const WithoutPhoto: Story = {
  args: { trainer: trainer('lucas-martin'), tone: 'purple' },
  play: async ({ canvasElement }) => {
    const image = canvasElement.querySelector('img')!;
    await expect(image.getAttribute('src')).toBe(trainerStockImage.src);
    await expect(image).toHaveAttribute('width', '400');
  },
};

export const WithoutDescription: Story = {
  args: { trainer: { name: trainer('elodie-faure').name, title: trainer('elodie-faure').title }, tone: undefined },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('p')).toHaveLength(1);
  },
};

export const AllStates: Story = {
  parameters: { maxWidth: null },
  render: () => (
    <StateGrid
      states={[
        {
          label: 'Photo and description, in each category colour',
          wide: true,
          children: (
            <Grid space="large" columns={{ tablet: 2, desktop: 3 }}>
              <TrainerCard trainer={trainer('thomas-renaud')} stockImage={trainerStockImage} tone="blue" />
              <TrainerCard trainer={trainer('karim-benali')} stockImage={trainerStockImage} tone="purple" />
              <TrainerCard trainer={trainer('nadia-cherif')} stockImage={trainerStockImage} tone="green" />
            </Grid>
          ),
        },
        {
          label: 'Without photo',
          width: 360,
          children: <TrainerCard trainer={trainer('lucas-martin')} stockImage={trainerStockImage} tone="purple" />,
        },
        {
          label: 'Another trainer',
          width: 360,
          children: <TrainerCard trainer={trainer('paul-garnier')} stockImage={trainerStockImage} tone="blue" />,
        },
        {
          label: 'Name and title only, no tone',
          width: 360,
          children: (
            <TrainerCard
              trainer={{ name: trainer('elodie-faure').name, title: trainer('elodie-faure').title }}
              stockImage={trainerStockImage}
            />
          ),
        },
        {
          label: 'Long words, 320 px',
          width: 320,
          children: (
            <TrainerCard
              trainer={{
                name: 'Marie-Anne de Saint-Exupéry-Rochechouart',
                title: 'Formatrice en professionnalisation, anticonstitutionnellement rigoureuse',
              }}
              stockImage={trainerStockImage}
              tone="green"
            />
          ),
        },
      ]}
    />
  ),
};
