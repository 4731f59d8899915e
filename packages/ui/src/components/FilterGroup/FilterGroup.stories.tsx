import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { FilterGroup } from './FilterGroup.tsx';
import { euros } from '../../storyHelpers/samples.ts';
import { StateGrid } from '../../storyHelpers/StateGrid.tsx';

const parcours = [
  { value: 'ecriture', label: 'Écrire, raconter et convaincre son public' },
  { value: 'image', label: 'Dessiner, composer et mettre en page' },
  { value: 'son', label: 'Enregistrer, monter et habiller un programme' },
];
const lengths = [
  { value: 'court', label: 'Une demi-journée ou un jour' },
  { value: 'moyen', label: 'De 2 à 5 jours' },
  { value: 'long', label: 'Plus de 5 jours' },
];
const budgetLabel = (cap: number) => `Jusqu’à ${euros(cap)} HT`;
const budgets = [500, 1000, 2000, 3000].map((cap) => ({ value: String(cap), label: budgetLabel(cap) }));

function Multiple({ onValueChange, initial = [] }: { onValueChange: (value: string[]) => void; initial?: string[] }) {
  const [value, setValue] = useState<string[]>(initial);
  return (
    <FilterGroup
      type="multiple"
      label="Parcours"
      options={parcours}
      value={value}
      onValueChange={(next) => {
        setValue(next);
        onValueChange(next);
      }}
    />
  );
}

function Single({ onValueChange }: { onValueChange: (value: string) => void }) {
  const [value, setValue] = useState('');
  return (
    <FilterGroup
      type="single"
      label="Budget"
      options={budgets}
      value={value}
      onValueChange={(next) => {
        setValue(next);
        onValueChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Forms/FilterGroup',
  tags: ['filtres'],
  component: FilterGroup,
  args: { type: 'multiple', label: 'Parcours', options: parcours, value: [], onValueChange: fn() },
  parameters: {
    layout: 'padded',
  },
} satisfies Meta<typeof FilterGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  render: (args) => <Multiple onValueChange={(args as { onValueChange: (value: string[]) => void }).onValueChange} />,
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('toolbar', { name: 'Parcours' })).toBeInTheDocument();
    const sound = canvas.getByRole('button', { name: parcours[2]!.label });
    await userEvent.click(sound);
    await expect(sound).toHaveAttribute('aria-pressed', 'true');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(['son']);
    await userEvent.click(sound);
    await expect(sound).toHaveAttribute('aria-pressed', 'false');
  },
};

export const KeyboardOnly: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 24 }}>
      <Multiple onValueChange={(args as { onValueChange: (value: string[]) => void }).onValueChange} />
      <Single onValueChange={fn()} />
    </div>
  ),
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const [first, second] = within(canvas.getByRole('toolbar', { name: 'Parcours' })).getAllByRole('button');
    // One Tab stop per group: Tab enters on the first option, arrows move, Space presses.
    await userEvent.tab();
    await expect(first).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    // Radix moves the focus in a timeout after the key.
    await waitFor(() => expect(second).toHaveFocus());
    await userEvent.keyboard(' ');
    await expect(second).toHaveAttribute('aria-pressed', 'true');
    await expect(args.onValueChange).toHaveBeenLastCalledWith([parcours[1]!.value]);
    // The next Tab leaves for the budget group, whose pressed option can be pressed again to clear it.
    await userEvent.tab();
    const budget = within(canvas.getByRole('radiogroup', { name: 'Budget' })).getByRole('radio', {
      name: budgetLabel(500),
    });
    await expect(budget).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(budget).toHaveAttribute('aria-checked', 'true');
    await userEvent.keyboard('{Enter}');
    await expect(budget).toHaveAttribute('aria-checked', 'false');
  },
};

export const AllStates: Story = {
  render: () => (
    <StateGrid
      states={[
        {
          label: 'Nothing chosen',
          wide: true,
          children: (
            <FilterGroup type="multiple" label="Parcours" options={parcours} value={[]} onValueChange={() => {}} />
          ),
        },
        {
          label: 'Two chosen',
          wide: true,
          children: (
            <FilterGroup
              type="multiple"
              label="Durée"
              options={lengths}
              value={['court', 'long']}
              onValueChange={() => {}}
            />
          ),
        },
        {
          label: 'One of several, chosen',
          wide: true,
          children: (
            <FilterGroup type="single" label="Budget" options={budgets} value="1000" onValueChange={() => {}} />
          ),
        },
        {
          label: 'Hover',
          force: 'hover',
          children: (
            <FilterGroup type="multiple" label="Parcours" options={parcours} value={[]} onValueChange={() => {}} />
          ),
        },
        {
          label: 'Focus',
          force: 'focusVisible',
          children: (
            <FilterGroup type="multiple" label="Parcours" options={parcours} value={[]} onValueChange={() => {}} />
          ),
        },
        {
          label: 'Long words, 320 px',
          width: 320,
          children: (
            <FilterGroup
              type="multiple"
              label="Thématique"
              options={[
                { value: 'professionnalisation', label: 'Professionnalisation' },
                { value: 'constitution', label: 'Anticonstitutionnellement' },
                { value: 'ecriture', label: 'Écriture' },
              ]}
              value={['constitution']}
              onValueChange={() => {}}
            />
          ),
        },
      ]}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const twoChosen = within(canvas.getByRole('figure', { name: 'Two chosen' }));
    const pressed = twoChosen.getAllByRole('button', { pressed: true });
    await expect(pressed.map((button) => button.textContent)).toEqual([lengths[0]!.label, lengths[2]!.label]);
    // toHaveTextContent reads the no-break spaces of « 1 000 € » as plain ones.
    await expect(canvas.getByRole('radio', { checked: true })).toHaveTextContent(budgetLabel(1000).replace(/\s/g, ' '));
  },
};
