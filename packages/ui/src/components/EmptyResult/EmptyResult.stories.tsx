import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { EmptyResult } from './EmptyResult.tsx';

const meta = {
  title: 'Content/EmptyResult',
  tags: ['aucun résultat'],
  component: EmptyResult,
  args: {
    title: 'Aucune formation ne correspond à ces critères.',
    text: 'Essayez d’autres mots ou retirez un filtre.',
    resetLabel: 'Réinitialiser la recherche',
    onReset: fn(),
  },
  parameters: {
    layout: 'padded',
  },
} satisfies Meta<typeof EmptyResult>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Aucune formation ne correspond à ces critères.')).toBeVisible();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Réinitialiser la recherche' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onReset).toHaveBeenCalledTimes(1);
  },
};

export const AllStates: Story = {
  parameters: { layout: 'padded' },
};
