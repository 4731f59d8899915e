import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { emailMeta } from '../storyHelpers/emailMeta.tsx';
import { emailDocument } from '../storyHelpers/story.ts';
import { ContactNotification, contactNotificationEmail } from './ContactNotification.tsx';

const meta = {
  title: 'E-mails/ContactNotification',
  ...emailMeta(
    ContactNotification,
    contactNotificationEmail,
    {
      name: 'Camille Durand',
      email: 'camille.durand@example.com',
      subjectLabel: 'Une formation',
      projectOrFormationName: 'Atelier d’écriture avec l’IA',
      phone: '06 12 34 56 78',
      company: 'Studio Lumière',
      courseId: 'atelier-ecriture-avec-ia',
      sessionStart: '2027-01-21',
      message:
        'Bonjour,\nje voudrais connaître les prochaines dates de cette formation et savoir si elle peut être financée par notre OPCO.\nMerci !',
      reference: '6f1c2a9e-3b4d-4e5f-8a7b-1c2d3e4f5a6b',
    },
    'To the organisation when a visitor sends the contact form: every field they filled (the empty ones left out), their message with its line breaks, and the stored message’s reference. Reply-To is the visitor.',
  ),
} satisfies Meta<typeof ContactNotification>;

export default meta;
type Story = StoryObj<typeof meta>;

export const CourseRequest: Story = {
  play: async ({ canvasElement }) => {
    const email = await emailDocument(canvasElement);
    await expect(email.querySelector('h1')?.textContent).toBe('Nouveau message de contact');
    await expect(email.body.textContent).toContain('Session souhaitée (premier jour) : 2027-01-21');
  },
};

/** Only the required fields: the optional ones are left out, not shown empty. */
export const RequiredFieldsOnly: Story = {
  args: { projectOrFormationName: null, phone: null, company: null, courseId: null, sessionStart: null },
  play: async ({ canvasElement }) => {
    const email = await emailDocument(canvasElement);
    await expect(email.body.textContent).not.toContain('Téléphone');
    await expect(email.body.textContent).toContain('Sujet : Une formation');
  },
};
