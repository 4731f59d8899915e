import { categoryTone, categoryTones, coursesWithTestimonialComment, courses } from '@fabrique/content';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { TestimonialCard } from './TestimonialCard.tsx';
import { radioControls } from '@fabrique/ui/catalogue';

const withComment = coursesWithTestimonialComment(courses);
const [first] = withComment;
if (!first) throw new Error('The catalogue has no testimonial with a comment');
const halfScore = withComment.find((course) => !Number.isInteger(course.testimonials.quality)) ?? first;

const meta = {
  title: 'Site blocks/TestimonialCard',
  tags: ['témoignage', 'avis'],
  component: TestimonialCard,
  args: { testimonial: halfScore.testimonials, courseTitle: halfScore.title, tone: categoryTone(halfScore.category) },
  argTypes: radioControls({ tone: categoryTones }),
  parameters: {
    layout: 'padded',
    docs: {
      description: {
        component: `**When to use it**: for one alumni’s appreciation of a course.

**When not to**: for a set of testimonials on the home page (TestimonialsCarousel).

An alumni's appreciation of a training, as the testimonials carousel shows it: the three scores out of 5 (RatingScores),
the comment quoted in a \`blockquote\` with French guillemets, the generic author 'Alumni' and the training's title in a \`figcaption\`.

**States**: with or without a comment; the band takes the course's category colour, or none.

**Decisions**: scores are read out as "Qualité : 4,5 sur 5" — French decimal comma, never the stars; the author is always 'Alumni'
because the site publishes no names; the card is not interactive.`,
      },
    },
  },
} satisfies Meta<typeof TestimonialCard>;

export default meta;
type Story = StoryObj<typeof meta>;

const spoken = (value: number) => `${String(value).replace('.', ',')} sur 5`;

const narrow: Story['decorators'] = [
  (Story) => (
    <div style={{ maxWidth: 380 }}>
      <Story />
    </div>
  ),
];

export const Default: Story = {
  decorators: narrow,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const { quality, pertinence, organisation, comment } = args.testimonial;
    await expect(
      canvas.getByText((_, element) => element?.textContent === `Qualité : ${spoken(quality)}`),
    ).toBeInTheDocument();
    await expect(
      canvas.getByText((_, element) => element?.textContent === `Pertinence : ${spoken(pertinence)}`),
    ).toBeInTheDocument();
    await expect(
      canvas.getByText((_, element) => element?.textContent === `Organisation : ${spoken(organisation)}`),
    ).toBeInTheDocument();
    await expect(spoken(quality)).toMatch(/^\d(,\d)? sur 5$/);
    const quote = canvasElement.querySelector('blockquote');
    await expect(quote?.textContent).toBe(`«\u202f${comment}\u202f»`);
    await expect(canvas.getByText('Alumni')).toBeInTheDocument();
    await expect(canvasElement.querySelector('cite')?.textContent).toBe(args.courseTitle);
  },
};

export const WithoutComment: Story = {
  name: 'Without comment',
  decorators: narrow,
  args: { testimonial: { quality: 5, pertinence: 4.5, organisation: 4 } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('blockquote')).toBeNull();
    await expect(
      within(canvasElement).getByText((_, element) => element?.textContent === 'Qualité : 5 sur 5'),
    ).toBeInTheDocument();
  },
};

export const AllStates: Story = {
  render: () => (
    <div
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(300px, 1fr))',
        gap: 24,
        alignItems: 'stretch',
      }}
    >
      {withComment.slice(0, 3).map((course) => (
        <TestimonialCard
          key={course.id}
          testimonial={course.testimonials}
          courseTitle={course.title}
          tone={categoryTone(course.category)}
        />
      ))}
      <TestimonialCard testimonial={{ quality: 5, pertinence: 4.5, organisation: 4 }} courseTitle="L’art du pitch" />
    </div>
  ),
};
