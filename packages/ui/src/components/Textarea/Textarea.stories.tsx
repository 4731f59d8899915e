import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { controlled } from '../../storyHelpers/controlled.tsx';
import { Textarea } from './Textarea.tsx';
import { StateGrid } from '../../storyHelpers/StateGrid.tsx';

const Controlled = controlled(Textarea);

const meta = {
  title: 'Forms/Textarea',
  tags: ['zone de texte', 'message'],
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

const request = 'Bonjour, je développe un format de jeu et je cherche un accompagnement pour le présenter aux chaînes.';

export const AllStates: Story = {
  render: () => (
    <StateGrid
      states={[
        {
          label: 'Empty',
          width: 420,
          children: <Textarea label="Message" maxLength={1000} value="" onChange={() => {}} />,
        },
        {
          label: 'Hover',
          force: 'hover',
          width: 420,
          children: <Textarea label="Message" maxLength={1000} value="" onChange={() => {}} />,
        },
        {
          label: 'Focus',
          force: 'focusVisible',
          width: 420,
          children: <Textarea label="Message" maxLength={1000} value={request} onChange={() => {}} />,
        },
        {
          label: 'Filled',
          width: 420,
          children: <Textarea label="Message" maxLength={1000} value={request} onChange={() => {}} />,
        },
        {
          label: 'Required, left empty',
          width: 420,
          children: (
            <Textarea label="Message" maxLength={1000} value="" error="Le message est requis" onChange={() => {}} />
          ),
        },
        {
          label: 'Disabled',
          width: 420,
          children: <Textarea label="Message" maxLength={1000} value="Envoi en cours" disabled onChange={() => {}} />,
        },
        {
          label: 'Long word, 320 px',
          width: 320,
          children: (
            <Textarea
              label="Votre projet de professionnalisation"
              maxLength={1000}
              value="Anticonstitutionnellement, notre projet de professionnalisation commence par une formation."
              onChange={() => {}}
            />
          ),
        },
      ]}
    />
  ),
};
