import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { sampleLinks } from '../storyHelpers/samples.ts';
import { emailMeta } from '../storyHelpers/emailMeta.tsx';
import { emailDocument } from '../storyHelpers/story.ts';
import { NewsletterWelcome, newsletterWelcomeEmail } from './NewsletterWelcome.tsx';

const meta = {
  title: 'E-mails/NewsletterWelcome',
  ...emailMeta(
    NewsletterWelcome,
    newsletterWelcomeEmail,
    { unsubscribeUrl: sampleLinks.newsletterUnsubscribe },
    'Once the newsletter sign-up is confirmed. Its unsubscribe link opens the site’s page; the List-Unsubscribe headers (one click in the mail client) are the function’s.',
  ),
} satisfies Meta<typeof NewsletterWelcome>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const email = await emailDocument(canvasElement);
    const link = [...email.querySelectorAll('a')].find((each) => each.textContent === 'Se désinscrire');
    await expect(link?.getAttribute('href')).toBe(args.unsubscribeUrl);
  },
};
