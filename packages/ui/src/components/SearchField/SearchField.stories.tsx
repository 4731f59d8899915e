import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { controlled } from '../../storyHelpers/controlled.tsx';
import { SearchField } from './SearchField.tsx';

const Controlled = controlled(SearchField);

const meta = {
  title: 'Formulaires/SearchField',
  component: SearchField,
  args: {
    label: 'Rechercher une formation',
    placeholder: 'Par exemple : écriture, IA, pitch',
    value: '',
    onChange: fn(),
    onFocus: fn(),
  },
  parameters: {
    layout: 'padded',
  },
} satisfies Meta<typeof SearchField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  render: (args) => <Controlled {...args} />,
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByRole('searchbox', { name: 'Rechercher une formation' });
    await userEvent.click(input);
    await expect(args.onFocus).toHaveBeenCalledTimes(1);
    await userEvent.type(input, 'ecriture');
    await expect(input).toHaveValue('ecriture');
    await expect(args.onChange).toHaveBeenLastCalledWith('ecriture', expect.anything());
    await expect(input).toHaveAttribute('type', 'search');
  },
};

export const WithHint: Story = {
  args: { hint: 'Les accents et les majuscules ne comptent pas.' },
  render: (args) => <Controlled {...args} value="ecriture" />,
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('searchbox');
    await expect(input).toHaveAccessibleDescription('Les accents et les majuscules ne comptent pas.');
  },
};

export const AllStates: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 24, maxWidth: 480 }}>
      <SearchField {...args} />
      <SearchField {...args} value="atelier d’écriture" />
      <SearchField {...args} value="" hint="Les accents et les majuscules ne comptent pas." />
    </div>
  ),
};
