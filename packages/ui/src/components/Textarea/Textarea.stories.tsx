import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { controlled } from '../../storyHelpers/controlled.tsx';
import { Textarea } from './Textarea.tsx';

const Controlled = controlled(Textarea);

const meta = {
  title: 'Formulaires/Textarea',
  component: Textarea,
  args: { label: 'Message', name: 'message', maxLength: 1000, rows: 5, value: '', onChange: fn() },
  parameters: {
    layout: 'padded',
  },
} satisfies Meta<typeof Textarea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  render: (args) => <Controlled {...args} />,
  play: async ({ canvasElement }) => {
    const textarea = within(canvasElement).getByRole('textbox', { name: 'Message' });
    await expect(textarea).toHaveAttribute('rows', '5');
    await expect(textarea).toHaveAttribute('maxlength', '1000');
    await userEvent.type(textarea, 'Bonjour,{enter}je souhaite en savoir plus.');
    await expect(textarea).toHaveValue('Bonjour,\nje souhaite en savoir plus.');
  },
};

export const AllStates: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 24, maxWidth: 560 }}>
      <Textarea label="Message" maxLength={1000} value="" onChange={() => {}} />
      <Textarea
        label="Message"
        maxLength={1000}
        value="Bonjour, je développe un format de jeu et je cherche un accompagnement pour le pitcher aux chaînes."
        onChange={() => {}}
      />
      <Textarea label="Message" maxLength={1000} value="" error="Le message est requis" onChange={() => {}} />
      <Textarea label="Message" maxLength={1000} value="Envoi en cours" disabled onChange={() => {}} />
    </div>
  ),
};
