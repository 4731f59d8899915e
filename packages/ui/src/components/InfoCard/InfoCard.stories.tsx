import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { euros, workshops, type SampleWorkshop } from '../../storyHelpers/samples.ts';
import { cardTones } from '../Card/Card.tsx';
import { InfoCard, infoCardIcons } from './InfoCard.tsx';
import { withMaxWidth } from '../../storyHelpers/withMaxWidth.tsx';
import { radioControls } from '../../storyHelpers/radioControls.ts';

/** A workshop page's side cards, as an app composes them: Tarif only when the workshop has a price. */
function SideCards({ workshop: facts }: { workshop: SampleWorkshop }) {
  const tone = facts.category.tone;
  return (
    <div style={{ display: 'grid', gap: 16, alignContent: 'start' }}>
      <InfoCard icon="duration" label="Durée" value={facts.duration} note={facts.hours} tone={tone} />
      {facts.price ? <InfoCard icon="price" label="Tarif" value={facts.price} tone={tone} /> : null}
      <InfoCard icon="location" label="Localisation" value={facts.location} note={facts.remoteNote} tone={tone} />
    </div>
  );
}

const meta = {
  title: 'Cards/InfoCard',
  tags: ['encart'],
  component: InfoCard,
  args: { icon: 'location', label: 'Localisation', value: 'Lyon', note: 'Disponible à distance', tone: 'blue' },
  argTypes: radioControls({ icon: infoCardIcons, tone: cardTones }),
  decorators: [withMaxWidth],
  parameters: {
    layout: 'padded',
    maxWidth: 340,
  },
} satisfies Meta<typeof InfoCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const term = canvas.getByRole('term');
    await expect(term).toHaveTextContent('Localisation');
    const definitions = canvas.getAllByRole('definition');
    await expect(definitions.map((item) => item.textContent)).toEqual(['Lyon', 'Disponible à distance']);
    await expect(canvasElement.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  },
};

export const WithoutNote: Story = {
  args: { icon: 'price', label: 'Tarif', value: `${euros(1200)} HT`, note: undefined, tone: 'green' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('definition')).toHaveLength(1);
  },
};

export const CourseWithoutPrice: Story = {
  parameters: { maxWidth: null },
  render: () => <SideCards workshop={workshops.podcast} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByText('Tarif')).toBeNull();
    await expect(canvas.getAllByRole('term').map((term) => term.textContent)).toEqual(['Durée', 'Localisation']);
  },
};

export const AllStates: Story = {
  parameters: { maxWidth: null },
  render: () => (
    <div style={{ display: 'grid', gap: 24, gridTemplateColumns: 'repeat(auto-fit, minmax(260px, 1fr))' }}>
      <SideCards workshop={workshops.pitch} />
      <SideCards workshop={workshops.story} />
      <SideCards workshop={workshops.identity} />
      <SideCards workshop={workshops.podcast} />
    </div>
  ),
};
