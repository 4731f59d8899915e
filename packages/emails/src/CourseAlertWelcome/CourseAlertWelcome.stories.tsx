import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { EmailPreview } from '../storyHelpers/EmailPreview.tsx';
import { sampleLinks } from '../storyHelpers/samples.ts';
import { emailDocument } from '../storyHelpers/story.ts';
import { CourseAlertWelcome, courseAlertWelcomeEmail } from './CourseAlertWelcome.tsx';

const meta = {
  title: 'E-mails/CourseAlertWelcome',
  component: CourseAlertWelcome,
  args: { courseUrl: sampleLinks.course, unsubscribeUrl: sampleLinks.courseAlertUnsubscribe },
  render: (args) => <EmailPreview email={courseAlertWelcomeEmail(args)} />,
  parameters: {
    docs: {
      description: {
        component: 'Once a course’s next-date alert is confirmed, with the link that ends it.',
      },
    },
  },
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
