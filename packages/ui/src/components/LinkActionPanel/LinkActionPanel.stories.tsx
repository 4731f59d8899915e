import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { LinkActionPanel, type LinkActionPanelProps } from './LinkActionPanel.tsx';

const confirmation: Omit<LinkActionPanelProps, 'run'> = {
  intro: 'Cliquez sur le bouton ci-dessous pour confirmer votre inscription à notre lettre d’information.',
  actionLabel: 'Confirmer mon inscription',
  sendingLabel: 'Confirmation en cours...',
  doneMessage: 'Votre inscription est confirmée. Merci et à très bientôt dans votre boîte mail !',
  missingLinkMessage:
    'Ce lien est incomplet. Ouvrez le lien reçu par e-mail, ou inscrivez-vous à nouveau en bas de page.',
  hasToken: true,
  homeHref: '/',
};

const meta = {
  title: 'Forms/LinkActionPanel',
  tags: ['confirmation', 'lien de confirmation'],
  component: LinkActionPanel,
  args: { ...confirmation, run: fn(async () => {}) },
  parameters: {
    layout: 'padded',
  },
} satisfies Meta<typeof LinkActionPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Confirmer mon inscription' }));
    await expect(args.run).toHaveBeenCalledTimes(1);
    await expect(await canvas.findByRole('status')).toHaveTextContent('Votre inscription est confirmée.');
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const ServerError: Story = {
  args: {
    run: fn(async () =>
      Promise.reject(new Error('Ce lien a expiré. Inscrivez-vous à nouveau pour recevoir un nouveau lien.')),
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Confirmer mon inscription' }));
    await expect(await canvas.findByText(/Ce lien a expiré/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Confirmer mon inscription' })).toBeEnabled();
  },
};

export const AllStates: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 24, maxWidth: 640 }}>
      <LinkActionPanel {...args} />
      <LinkActionPanel {...args} defaultState="sending" />
      <LinkActionPanel {...args} defaultState="done" />
      <LinkActionPanel
        {...args}
        defaultState="failed"
        defaultError="Ce lien a expiré. Inscrivez-vous à nouveau pour recevoir un nouveau lien."
      />
      <LinkActionPanel {...args} hasToken={false} />
    </div>
  ),
};
