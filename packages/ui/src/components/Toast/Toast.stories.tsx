import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useRef, type ReactNode } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { Toaster, useToast, type ToastOptions } from './Toast.tsx';
import { vars } from '../../theme/contract.css.ts';

const success: ToastOptions = {
  title: 'Message envoyé !',
  description:
    'Nous avons bien reçu votre message. Un e-mail de confirmation vous a été envoyé. Nous vous répondrons dans les plus brefs délais.',
};
const incomplete: ToastOptions = {
  title: 'Formulaire incomplet',
  description: 'Veuillez remplir tous les champs obligatoires.',
  variant: 'destructive',
};

function Triggers() {
  const { toast } = useToast();
  return (
    <div style={{ display: 'flex', gap: 16, flexWrap: 'wrap' }}>
      <Button onClick={() => toast(success)}>Afficher une confirmation</Button>
      <Button variant="secondary" onClick={() => toast(incomplete)}>
        Afficher une erreur
      </Button>
    </div>
  );
}

/** Raises toasts that stay until closed, so the screenshot shows them. */
function StaticToasts({ toasts }: { toasts: ToastOptions[] }) {
  const { toast } = useToast();
  const raised = useRef(false);
  useEffect(() => {
    // Once only, even when React runs effects twice in development.
    if (raised.current) return;
    raised.current = true;
    toasts.forEach((options) => toast({ ...options, duration: Number.POSITIVE_INFINITY }));
  }, [toast, toasts]);
  return null;
}

/** A transformed box becomes the containing block of the fixed viewport: the toasts land inside the screenshot. */
function Frame({ children, height = 460 }: { children: ReactNode; height?: number }) {
  return (
    <div
      style={{
        position: 'relative',
        transform: 'translateZ(0)',
        minHeight: height,
        padding: 24,
        background: vars.color.surfaceMuted,
        borderRadius: 16,
      }}
    >
      {children}
    </div>
  );
}

const meta = {
  title: 'Forms/Toast',
  tags: ['notification', 'message'],
  component: Toaster,
  args: { duration: 6000 },
  render: (args) => (
    <Frame>
      <Toaster {...args}>
        <Triggers />
      </Toaster>
    </Frame>
  ),
  parameters: {
    layout: 'padded',
  },
} satisfies Meta<typeof Toaster>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await expect(canvas.getByRole('region', { name: 'Notifications (F8)' })).toBeInTheDocument();

    await userEvent.click(canvas.getByRole('button', { name: 'Afficher une confirmation' }));
    const toast = await canvas.findByRole('listitem');
    // testing-library reads the title's no-break space before « ! » as a plain space.
    await expect(within(toast).getByText('Message envoyé !')).toBeVisible();
    await expect(within(toast).getByText(success.description ?? '')).toBeVisible();
    await expect(toast).toHaveAttribute('data-variant', 'default');
    // Radix reads a background toast out politely, from its own live region.
    await waitFor(() => expect(body.getByRole('status')).toHaveAttribute('aria-live', 'polite'));

    await userEvent.click(within(toast).getByRole('button', { name: 'Fermer' }));
    await waitFor(() => expect(canvas.queryByRole('listitem')).not.toBeInTheDocument());
  },
};

export const Destructive: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Afficher une erreur' }));
    const toast = await canvas.findByRole('listitem');
    await expect(within(toast).getByText('Formulaire incomplet')).toBeVisible();
    await expect(within(toast).getByText('Veuillez remplir tous les champs obligatoires.')).toBeVisible();
    await expect(toast).toHaveAttribute('data-variant', 'destructive');
    await waitFor(() => expect(body.getByRole('status')).toHaveAttribute('aria-live', 'assertive'));

    // Échap closes the focused toast, as the close button does.
    toast.focus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(canvas.queryByRole('listitem')).not.toBeInTheDocument());
  },
};

export const BothVariants: Story = {
  name: 'Both variants',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Afficher une confirmation' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Afficher une erreur' }));
    await waitFor(() => expect(canvas.getAllByRole('listitem')).toHaveLength(2));
    const [first] = canvas.getAllByRole('button', { name: 'Fermer' });
    if (!first) throw new Error('Expected a close button');
    await userEvent.click(first);
    await waitFor(() => expect(canvas.getAllByRole('listitem')).toHaveLength(1));
    await expect(canvas.getByText('Formulaire incomplet')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Fermer' }));
    await waitFor(() => expect(canvas.queryByRole('listitem')).not.toBeInTheDocument());
  },
};

export const ClosingByItself: Story = {
  name: 'Closing by itself',
  args: { duration: 800 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Afficher une confirmation' }));
    await expect(await canvas.findByText('Message envoyé !')).toBeVisible();
    // The pointer rests on the button, not on the toast, so the timer runs; waitFor's deadline (10 s, preview.ts) is far
    // beyond the 800 ms.
    await waitFor(() => expect(canvas.queryByRole('listitem')).not.toBeInTheDocument());
  },
};

export const AllStates: Story = {
  render: () => (
    <Frame height={600}>
      <Toaster>
        <StaticToasts
          toasts={[
            success,
            incomplete,
            {
              title: 'Erreur d’envoi',
              description:
                'Une erreur s’est produite lors de l’envoi. Veuillez réessayer ou nous contacter directement par e-mail.',
              variant: 'destructive',
            },
            { title: 'Inscription réussie !' },
          ]}
        />
      </Toaster>
    </Frame>
  ),
};
