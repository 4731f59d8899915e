import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Field } from '../Field/Field.tsx';
import { controlled } from '../../storyHelpers/controlled.tsx';
import { EmailField, TelField, TextField } from './TextField.tsx';

const Controlled = controlled(TextField);

const meta = {
  title: 'Formulaires/TextField',
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
    <div style={{ display: 'grid', gap: 24, maxWidth: 480 }}>
      <TextField label="Nom" maxLength={100} value="" onChange={() => {}} />
      <TextField label="Nom" maxLength={100} value="Camille Durand" onChange={() => {}} />
      <TextField label="Nom" maxLength={100} value="" error="Le nom est requis" onChange={() => {}} />
      <EmailField
        label="Email"
        maxLength={255}
        value="camille@exemple"
        error="Adresse email invalide"
        onChange={() => {}}
      />
      <TelField
        label="Téléphone"
        optional
        maxLength={20}
        value=""
        hint="Pour être rappelé·e, si vous le souhaitez."
        onChange={() => {}}
      />
      <TextField label="Entreprise" optional maxLength={100} value="Studio Tremplin" disabled onChange={() => {}} />
    </div>
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
