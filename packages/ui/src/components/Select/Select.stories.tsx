import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { controlled } from '../../storyHelpers/controlled.tsx';
import { Select } from './Select.tsx';

const subjects = [
  { value: 'projet', label: 'Un projet' },
  { value: 'offre', label: 'Une offre' },
  { value: 'formation', label: 'Une formation' },
  { value: 'autre', label: 'Autre' },
];

const Controlled = controlled(Select);

const meta = {
  title: 'Formulaires/Select',
  component: Select,
  args: {
    label: 'Sujet de votre question',
    name: 'subject',
    options: subjects,
    placeholder: 'Sélectionnez une option',
    value: '',
    onChange: fn(),
  },
  parameters: {
    layout: 'padded',
  },
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  render: (args) => <Controlled {...args} />,
  play: async ({ args, canvasElement }) => {
    const select = within(canvasElement).getByRole('combobox', { name: 'Sujet de votre question' });
    await expect(select).toHaveValue('');
    await expect(within(select).getByRole('option', { name: 'Sélectionnez une option' })).toBeDisabled();
    await userEvent.selectOptions(select, 'formation');
    await expect(select).toHaveValue('formation');
    await expect(args.onChange).toHaveBeenCalledWith('formation', expect.anything());
  },
};

export const AllStates: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 24, maxWidth: 480 }}>
      <Select
        label="Sujet de votre question"
        options={subjects}
        placeholder="Sélectionnez une option"
        value=""
        onChange={() => {}}
      />
      <Select
        label="Sujet de votre question"
        options={subjects}
        placeholder="Sélectionnez une option"
        value="offre"
        onChange={() => {}}
      />
      <Select
        label="Sujet de votre question"
        options={subjects}
        placeholder="Sélectionnez une option"
        value=""
        error="Veuillez sélectionner le sujet de votre question"
        onChange={() => {}}
      />
      <Select
        label="Sujet de votre question"
        options={subjects}
        placeholder="Sélectionnez une option"
        value="projet"
        disabled
        onChange={() => {}}
      />
    </div>
  ),
};
