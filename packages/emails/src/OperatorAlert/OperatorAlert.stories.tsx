import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { EmailPreview } from '../storyHelpers/EmailPreview.tsx';
import { emailMeta } from '../storyHelpers/emailMeta.tsx';
import { emailDocument } from '../storyHelpers/story.ts';
import { DeliveryAlert, deliveryAlertEmail, floodAlertEmail, outageAlertEmail } from './OperatorAlert.tsx';

const meta = {
  title: 'E-mails/OperatorAlert',
  ...emailMeta(
    DeliveryAlert,
    deliveryAlertEmail,
    {
      reason: 'dead',
      kind: 'contact-confirmation',
      deliveryId: '0b7e3c1a-5d2f-4a6b-9c8d-7e6f5a4b3c2d',
      attempts: 12,
      contactMessageId: '6f1c2a9e-3b4d-4e5f-8a7b-1c2d3e4f5a6b',
      subscriberId: null,
      courseAlertSubscriberId: null,
      error: 'HTTP 503 from the e-mail API',
    },
    'To the operators (the alert address), never to a visitor: a delivery given up, the e-mail API out, a flood on a form. References only: the personal data stays in the database.',
  ),
} satisfies Meta<typeof DeliveryAlert>;

export default meta;
type Story = StoryObj<typeof meta>;

export const DeliveryGivenUp: Story = {
  play: async ({ canvasElement, args }) => {
    const email = await emailDocument(canvasElement);
    await expect(email.querySelector('code')?.textContent).toBe(`npm run ops:deliveries -- requeue ${args.deliveryId}`);
  },
};

export const Outage: Story = {
  render: () => <EmailPreview email={outageAlertEmail({ reason: 'paused', error: 'HTTP 401 from the e-mail API' })} />,
  play: async ({ canvasElement }) => {
    const email = await emailDocument(canvasElement);
    await expect(email.querySelector('h1')?.textContent).toBe('Envoi des e-mails en panne');
  },
};

export const Flood: Story = {
  render: () => <EmailPreview email={floodAlertEmail({ form: 'de contact', ceiling: 200 })} />,
  play: async ({ canvasElement }) => {
    const email = await emailDocument(canvasElement);
    await expect(email.body.textContent).toContain(
      'Plus de 200 demandes acceptées en une heure sur le formulaire de contact.',
    );
  },
};
