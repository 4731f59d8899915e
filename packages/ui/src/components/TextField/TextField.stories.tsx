import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Field } from '../Field/Field.tsx';
import { controlled } from '../../storyHelpers/controlled.tsx';
import { EmailField, TelField, TextField } from './TextField.tsx';
import { StateGrid } from '../../storyHelpers/StateGrid.tsx';

const Controlled = controlled(TextField);

const meta = {
  title: 'Forms/TextField',
  tags: ['champ', 'champ de texte', 'e-mail', 'téléphone'],
  component: TextField,
  subcomponents: { EmailField, TelField, Field },
  args: { label: 'Nom', name: 'name', maxLength: 100, value: '', onChange: fn(), autoComplete: 'name' },
  parameters: {
    layout: 'padded',
  },
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  render: (args) => <Controlled {...args} />,
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Nom' });
    await userEvent.type(input, 'Camille');
    await expect(input).toHaveValue('Camille');
    await expect(args.onChange).toHaveBeenLastCalledWith('Camille', expect.anything());
    await expect(input).toHaveAttribute('maxlength', '100');
  },
};

export const WithError: Story = {
  args: { error: 'Le nom est requis' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Nom' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Le nom est requis');
  },
};

export const AllStates: Story = {
  render: () => (
    <StateGrid
      states={[
        {
          label: 'Empty',
          width: 360,
          children: <TextField label="Nom" maxLength={100} value="" onChange={() => {}} />,
        },
        {
          label: 'Hover',
          force: 'hover',
          width: 360,
          children: <TextField label="Nom" maxLength={100} value="" onChange={() => {}} />,
        },
        {
          label: 'Focus',
          force: 'focusVisible',
          width: 360,
          children: <TextField label="Nom" maxLength={100} value="Camille Durand" onChange={() => {}} />,
        },
        {
          label: 'Filled',
          width: 360,
          children: <TextField label="Nom" maxLength={100} value="Camille Durand" onChange={() => {}} />,
        },
        {
          label: 'Required, left empty',
          width: 360,
          children: <TextField label="Nom" maxLength={100} value="" error="Le nom est requis" onChange={() => {}} />,
        },
        {
          label: 'Invalid e-mail address',
          width: 360,
          children: (
            <EmailField
              label="Adresse e-mail"
              maxLength={255}
              value="camille@exemple"
              error="Adresse e-mail invalide"
              onChange={() => {}}
            />
          ),
        },
        {
          label: 'Optional, with a hint',
          width: 360,
          children: (
            <TelField
              label="Téléphone"
              optional
              maxLength={20}
              value=""
              hint="Pour être rappelé·e, si vous le souhaitez."
              onChange={() => {}}
            />
          ),
        },
        {
          label: 'Disabled',
          width: 360,
          children: (
            <TextField
              label="Entreprise"
              optional
              maxLength={100}
              value="Studio Tremplin"
              disabled
              onChange={() => {}}
            />
          ),
        },
        {
          label: 'Long word, 320 px',
          width: 320,
          children: (
            <TextField
              label="Intitulé de votre projet de professionnalisation"
              maxLength={100}
              value="Anticonstitutionnellement"
              error="L’intitulé de votre projet de professionnalisation est trop long"
              onChange={() => {}}
            />
          ),
        },
      ]}
    />
  ),
};

export const Email: Story = {
  render: () => <EmailField label="Email" maxLength={255} value="" onChange={() => {}} />,
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Email' });
    await expect(input).toHaveAttribute('type', 'email');
    await expect(input).toHaveAttribute('autocomplete', 'email');
  },
};
