import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { ResultCount } from './ResultCount.tsx';

/** The sentence a search page would write: the total, or how many results match once narrowed. */
function countLabel(count: number, narrowed: boolean): string {
  if (!narrowed) return `${count} ateliers au programme`;
  if (count === 0) return 'Aucun atelier ne correspond à votre recherche';
  return count === 1 ? '1 atelier correspond à votre recherche' : `${count} ateliers correspondent à votre recherche`;
}

function Changing() {
  const [count, setCount] = useState(20);
  return (
    <div style={{ display: 'grid', gap: 16, justifyItems: 'start' }}>
      <Button variant="secondary" onClick={() => setCount(3)}>
        Filtrer
      </Button>
      <ResultCount>{countLabel(count, count !== 20)}</ResultCount>
    </div>
  );
}

const meta = {
  title: 'Content/ResultCount',
  tags: ['nombre de résultats'],
  component: ResultCount,
  args: { children: countLabel(20, false) },
  parameters: {
    layout: 'padded',
  },
} satisfies Meta<typeof ResultCount>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status');
    await expect(status).toHaveAttribute('aria-live', 'polite');
    await expect(status).toHaveTextContent('20 ateliers au programme');
  },
};

export const Announced: Story = {
  render: () => <Changing />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const status = canvas.getByRole('status');
    await userEvent.click(canvas.getByRole('button', { name: 'Filtrer' }));
    // The same region, new words: what a screen reader announces.
    await expect(canvas.getByRole('status')).toBe(status);
    await expect(status).toHaveTextContent('3 ateliers correspondent à votre recherche');
  },
};

export const AllStates: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 16 }}>
      <ResultCount>{countLabel(20, false)}</ResultCount>
      <ResultCount>{countLabel(1, true)}</ResultCount>
      <ResultCount>{countLabel(0, true)}</ResultCount>
      <ResultCount busy>Recherche en cours…</ResultCount>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const regions = within(canvasElement).getAllByRole('status');
    await expect(regions.map((region) => region.getAttribute('aria-busy'))).toEqual([null, null, null, 'true']);
  },
};
