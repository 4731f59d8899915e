import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { emailMeta } from '../storyHelpers/emailMeta.tsx';
import { emailDocument } from '../storyHelpers/story.ts';
import { ContactConfirmation, contactConfirmationEmail } from './ContactConfirmation.tsx';

const meta = {
  title: 'E-mails/ContactConfirmation',
  ...emailMeta(
    ContactConfirmation,
    contactConfirmationEmail,
    { subjectLabel: 'Un projet' },
    'To the visitor who sent the contact form. Fixed text only (the subject’s label is one of the form’s options): the form can never relay chosen words to a stranger’s address.',
  ),
} satisfies Meta<typeof ContactConfirmation>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const email = await emailDocument(canvasElement);
    await expect(email.body.textContent).toContain('Nous avons bien reçu votre message (sujet : Un projet).');
    await expect(email.querySelector('a')).toBeNull();
  },
};
