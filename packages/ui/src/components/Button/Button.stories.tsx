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
    docs: {
      description: {
        component: `**When to use it**: Button for an action on the page (submit, open, change something here); ButtonLink for a call to action that goes elsewhere.

**When not to**: for a link inside running text (TextLink), nor a Button that navigates, nor a ButtonLink that acts in place.

Two components share one look: \`Button\` is a native \`<button>\` for an action on the page (submit a form, open a menu, change
something here); \`ButtonLink\` is a link styled as a button for a call to action that goes elsewhere. Never put a click handler on a
ButtonLink to act in place, nor navigate from a Button; inside running text use TextLink.

**Variants**: \`variant\` is \`primary\` (the one call to action of a block, accent background), \`secondary\` (the others, outlined in the
text colour) or \`onStage\` (outlined in white on the dark stage); \`size\` is \`standard\` or \`small\`. Both are pills at least 44 px high
(36 px for \`small\`), so they stay easy to hit on a touch screen.

**States**: hover darkens or fills the button and a press nudges it down 1 px; \`disabled\` is the native attribute, so the button leaves the
tab order and ignores clicks, and it is drawn at 60% opacity with a not-allowed cursor and no hover or press effect.

**Keyboard**: native semantics, nothing scripted. Tab reaches it; Enter or Space activates a Button, Enter follows a ButtonLink. Focus shows the
theme's 3 px ring at a 2 px offset; \`onStage\` switches it to the brighter coral that stays visible on the stage.

**Decisions**: \`type\` defaults to \`button\`, so a Button in a form never submits by accident (\`type="submit"\` says so). ButtonLink goes
through the app's LinkProvider: internal paths navigate client-side, other links and downloads stay plain anchors; \`external\` opens a new tab
with \`rel="noopener noreferrer"\` and adds a hidden "(nouvel onglet)" to the name.`,
      },
    },
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
