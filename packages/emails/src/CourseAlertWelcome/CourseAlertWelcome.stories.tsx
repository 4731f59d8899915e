import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { sampleLinks } from '../storyHelpers/samples.ts';
import { emailMeta } from '../storyHelpers/emailMeta.tsx';
import { emailDocument } from '../storyHelpers/story.ts';
import { CourseAlertWelcome, courseAlertWelcomeEmail } from './CourseAlertWelcome.tsx';

const meta = {
  title: 'E-mails/CourseAlertWelcome',
  ...emailMeta(
    CourseAlertWelcome,
    courseAlertWelcomeEmail,
    { courseUrl: sampleLinks.course, unsubscribeUrl: sampleLinks.courseAlertUnsubscribe },
    'Once a course’s next-date alert is confirmed, with the link that ends it.',
  ),
} satisfies Meta<typeof CourseAlertWelcome>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const email = await emailDocument(canvasElement);
    const link = [...email.querySelectorAll('a')].find((each) => each.textContent === 'Se désinscrire de cette alerte');
    await expect(link?.getAttribute('href')).toBe(args.unsubscribeUrl);
  },
};
