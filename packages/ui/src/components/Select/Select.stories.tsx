import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { controlled } from '../../storyHelpers/controlled.tsx';
import { Select } from './Select.tsx';
import { StateGrid } from '../../storyHelpers/StateGrid.tsx';

const subjects = [
  { value: 'projet', label: 'Un projet' },
  { value: 'offre', label: 'Une offre' },
  { value: 'formation', label: 'Une formation' },
  { value: 'autre', label: 'Autre' },
];

const Controlled = controlled(Select);

const meta = {
  title: 'Forms/Select',
  tags: ['liste déroulante', 'menu déroulant'],
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
  render: () => {
    const select = (props: Partial<Parameters<typeof Select>[0]>) => (
      <Select
        label="Sujet de votre question"
        options={subjects}
        placeholder="Sélectionnez une option"
        value=""
        onChange={() => {}}
        {...props}
      />
    );
    return (
      <StateGrid
        states={[
          { label: 'Nothing chosen', width: 360, children: select({}) },
          { label: 'Hover', force: 'hover', width: 360, children: select({}) },
          { label: 'Focus', force: 'focusVisible', width: 360, children: select({ value: 'offre' }) },
          { label: 'Chosen', width: 360, children: select({ value: 'offre' }) },
          {
            label: 'Required, left empty',
            width: 360,
            children: select({ error: 'Veuillez sélectionner le sujet de votre question' }),
          },
          { label: 'Disabled', width: 360, children: select({ value: 'projet', disabled: true }) },
          {
            label: 'Long words, 320 px',
            width: 320,
            children: select({ label: 'Professionnalisation : le sujet de votre demande', value: 'offre' }),
          },
        ]}
      />
    );
  },
};
