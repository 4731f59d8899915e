import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { sampleLinks } from '../storyHelpers/samples.ts';
import { emailMeta } from '../storyHelpers/emailMeta.tsx';
import { emailDocument } from '../storyHelpers/story.ts';
import { NewsletterConfirmation, newsletterConfirmationEmail } from './NewsletterConfirmation.tsx';

const meta = {
  title: 'E-mails/NewsletterConfirmation',
  ...emailMeta(
    NewsletterConfirmation,
    newsletterConfirmationEmail,
    { confirmUrl: sampleLinks.newsletterConfirmation },
    'The double opt-in of the newsletter: the button opens the site’s confirmation page, which confirms by a POST. The address is written under the button for clients that block it (HTML only: the text part shows it already).',
  ),
} satisfies Meta<typeof NewsletterConfirmation>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const email = await emailDocument(canvasElement);
    const button = [...email.querySelectorAll('a')].find((link) => link.textContent === 'Confirmer mon inscription');
    await expect(button?.getAttribute('href')).toBe(args.confirmUrl);
  },
};
