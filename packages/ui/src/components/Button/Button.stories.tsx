import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button, ButtonLink, buttonSizes, buttonVariants } from './Button.tsx';
import { radioControls } from '../../storyHelpers/radioControls.ts';
import { StateGrid } from '../../storyHelpers/StateGrid.tsx';

const meta = {
  title: 'Navigation/Button',
  tags: ['bouton', 'lien bouton'],
  component: Button,
  subcomponents: { ButtonLink },
  args: { children: 'Découvrir nos formations', variant: 'primary', size: 'standard', onClick: fn() },
  argTypes: radioControls({ variant: buttonVariants, size: buttonSizes }),
  parameters: {
    layout: 'padded',
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Découvrir nos formations' });
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
    button.blur();
    await userEvent.keyboard('{Tab}');
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onClick).toHaveBeenCalledTimes(2);
  },
};

export const Disabled: Story = {
  args: { disabled: true, children: 'Envoi en cours...' },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Envoi en cours...' });
    await expect(button).toBeDisabled();
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const AllStates: Story = {
  render: () => (
    <StateGrid
      states={[
        { label: 'Primary', children: <Button>Envoyer le message</Button> },
        { label: 'Primary, hover', force: 'hover', children: <Button>Envoyer le message</Button> },
        { label: 'Primary, focus', force: 'focusVisible', children: <Button>Envoyer le message</Button> },
        { label: 'Primary, pressed', force: 'active', children: <Button>Envoyer le message</Button> },
        { label: 'Primary, disabled', children: <Button disabled>Envoi en cours…</Button> },
        { label: 'Secondary', children: <Button variant="secondary">Voir tout le catalogue</Button> },
        {
          label: 'Secondary, hover',
          force: 'hover',
          children: <Button variant="secondary">Voir tout le catalogue</Button>,
        },
        {
          label: 'Secondary, focus',
          force: 'focusVisible',
          children: <Button variant="secondary">Voir tout le catalogue</Button>,
        },
        {
          label: 'Secondary, disabled',
          children: (
            <Button variant="secondary" disabled>
              Voir tout le catalogue
            </Button>
          ),
        },
        { label: 'Small', children: <Button size="small">S’inscrire</Button> },
        { label: 'Link', children: <ButtonLink href="/formations">Découvrir nos formations</ButtonLink> },
        {
          label: 'Link, new tab',
          children: (
            <ButtonLink href="https://example.org/agenda" variant="secondary" external>
              Réserver un créneau
            </ButtonLink>
          ),
        },
        { label: 'On stage', stage: true, children: <Button variant="onStage">Découvrir nos catalogues</Button> },
        {
          label: 'On stage, hover',
          stage: true,
          force: 'hover',
          children: <Button variant="onStage">Découvrir nos catalogues</Button>,
        },
        {
          label: 'On stage, focus',
          stage: true,
          force: 'focusVisible',
          children: <Button variant="onStage">Découvrir nos catalogues</Button>,
        },
        { label: 'Primary on stage', stage: true, children: <Button>Découvrir nos formations</Button> },
        {
          label: 'Long word, 320 px',
          width: 320,
          children: <Button>Professionnalisation et anticonstitutionnellement</Button>,
        },
      ]}
    />
  ),
};

export const Link: Story = {
  render: () => (
    <ButtonLink href="https://example.org/agenda" external>
      Réserver une session stratégique
    </ButtonLink>
  ),
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: /Réserver une session stratégique/ });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(link).toHaveAccessibleName('Réserver une session stratégique (nouvel onglet)');
  },
};
