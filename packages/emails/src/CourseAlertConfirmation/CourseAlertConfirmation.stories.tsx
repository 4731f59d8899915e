import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { EmailPreview } from '../storyHelpers/EmailPreview.tsx';
import { sampleLinks } from '../storyHelpers/samples.ts';
import { emailDocument } from '../storyHelpers/story.ts';
import { CourseAlertConfirmation, courseAlertConfirmationEmail } from './CourseAlertConfirmation.tsx';

const meta = {
  title: 'E-mails/CourseAlertConfirmation',
  component: CourseAlertConfirmation,
  args: { courseUrl: sampleLinks.course, confirmUrl: sampleLinks.courseAlertConfirmation },
  render: (args) => <EmailPreview email={courseAlertConfirmationEmail(args)} />,
  parameters: {
    docs: {
      description: {
        component:
          'The double opt-in of a course’s next-date alert. The course is named by its page’s address: the functions do not carry the catalogue’s titles.',
      },
    },
  },
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
