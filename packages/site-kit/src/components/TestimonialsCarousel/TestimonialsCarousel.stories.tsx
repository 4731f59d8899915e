import { courses, coursesWithTestimonialComment } from '@fabrique/content';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { activeSlide, radioControls, returnToFirstSlide } from '@fabrique/ui/catalogue';
import { TestimonialsCarousel, testimonialsHeadingLevels } from './TestimonialsCarousel.tsx';
import { vars } from '@fabrique/ui';

const testimonials = coursesWithTestimonialComment(courses);

const meta = {
  title: 'Site blocks/TestimonialsCarousel',
  tags: ['témoignages', 'carrousel témoignages'],
  component: TestimonialsCarousel,
  args: { courses: testimonials, headingLevel: 2 },
  argTypes: radioControls({ headingLevel: testimonialsHeadingLevels }),
  parameters: {
    layout: 'padded',
    docs: {
      description: {
        component: `**When to use it**: for the home page’s testimonials.

**When not to**: for a single testimonial (TestimonialCard).

The home page's testimonials: eyebrow 'Témoignages', heading 'Ils nous font confiance', and a looping carousel of
TestimonialCard, one per course whose alumni left a comment (\`coursesWithTestimonialComment\`).

**States**: 1 card per view on phones, 2 from the tablet breakpoint, 3 on desktops; it never moves by itself, so it has no pause button.

**Keyboard**: previous and next buttons beside the heading, then Left/Right arrows while focus is inside.

**Decisions**: the heading names the carousel (\`aria-labelledby\`); the caller's Section gives the band and the spacing.`,
      },
    },
  },
} satisfies Meta<typeof TestimonialsCarousel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Témoignages')).toBeInTheDocument();
    const carousel = canvas.getByRole('group', { name: 'Ils nous font confiance' });
    await expect(canvas.getByRole('heading', { level: 2, name: 'Ils nous font confiance' })).toBeInTheDocument();
    const total = testimonials.length;
    await expect(canvas.getAllByRole('group', { name: new RegExp(`sur ${total}$`) })).toHaveLength(total);
    await expect(canvasElement.querySelectorAll('blockquote')).toHaveLength(total);
    await expect(canvas.queryByRole('button', { name: /défilement/ })).not.toBeInTheDocument();

    await userEvent.click(canvas.getByRole('button', { name: 'Diapositive suivante' }));
    await waitFor(() => expect(activeSlide(carousel)).toBe(`2 sur ${total}`));
    await userEvent.click(canvas.getByRole('button', { name: 'Diapositive précédente' }));
    await waitFor(() => expect(activeSlide(carousel)).toBe(`1 sur ${total}`));
    // It loops: back from the first card to the last.
    await userEvent.keyboard('{ArrowLeft}');
    await waitFor(() => expect(activeSlide(carousel)).toBe(`${total} sur ${total}`));
    await returnToFirstSlide(carousel);
  },
};

export const AllStates: Story = {
  render: () => (
    <div style={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 48 }}>
      <TestimonialsCarousel courses={testimonials} />
      <div style={{ background: vars.color.surfaceMuted, padding: 32, borderRadius: 16 }}>
        <TestimonialsCarousel courses={testimonials.slice(0, 4)} headingLevel={3} />
      </div>
    </div>
  ),
};
