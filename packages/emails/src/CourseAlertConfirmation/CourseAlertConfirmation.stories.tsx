import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { sampleLinks } from '../storyHelpers/samples.ts';
import { emailMeta } from '../storyHelpers/emailMeta.tsx';
import { emailDocument } from '../storyHelpers/story.ts';
import { CourseAlertConfirmation, courseAlertConfirmationEmail } from './CourseAlertConfirmation.tsx';

const meta = {
  title: 'E-mails/CourseAlertConfirmation',
  ...emailMeta(
    CourseAlertConfirmation,
    courseAlertConfirmationEmail,
    { courseUrl: sampleLinks.course, confirmUrl: sampleLinks.courseAlertConfirmation },
    'The double opt-in of a course’s next-date alert. The course is named by its page’s address: the functions do not carry the catalogue’s titles.',
  ),
} satisfies Meta<typeof CourseAlertConfirmation>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const email = await emailDocument(canvasElement);
    const hrefs = [...email.querySelectorAll('a')].map((link) => link.getAttribute('href'));
    await expect(hrefs).toContain(args.courseUrl);
    await expect(hrefs).toContain(args.confirmUrl);
  },
};
