import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button, ButtonLink, buttonSizes, buttonVariants } from './Button.tsx';
import { radioControls } from '../../storyHelpers/radioControls.ts';
import { vars } from '../../theme/contract.css.ts';

const meta = {
  title: 'Navigation/Button',
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
    <div style={{ display: 'grid', gap: 24 }}>
      <div style={{ display: 'flex', gap: 16, flexWrap: 'wrap', alignItems: 'center' }}>
        <Button>Envoyer le message</Button>
        <Button variant="secondary">Voir tout le catalogue</Button>
        <Button size="small">S’inscrire</Button>
        <Button disabled>Envoi en cours...</Button>
        <ButtonLink href="/formations">Découvrir nos formations</ButtonLink>
        <ButtonLink href="https://example.org/agenda" variant="secondary" external>
          Réserver un créneau
        </ButtonLink>
      </div>
      <div style={{ display: 'flex', gap: 16, flexWrap: 'wrap', background: vars.color.stage, padding: 24 }}>
        <Button>Découvrir nos formations</Button>
        <Button variant="onStage">Découvrir nos catalogues</Button>
      </div>
    </div>
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
