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
    docs: {
      description: {
        component: `**When to use it**: in place of a list that a search or filters have emptied.

**When not to**: for a list empty by nature (say so in its own words), or for an error (ErrorFallback).

What a search without result shows in place of the list: what happened, what to try, and a button back to
everything (the finder empties its search and filters). The count above it has already been announced, so this block is
not a live region itself. Keyboard: the button is a native button.`,
      },
    },
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
