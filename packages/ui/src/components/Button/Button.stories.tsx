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
