import {
  coursePath,
  courses,
  sessionDateRange,
  sessionEnd,
  sessionImage,
  sessionWeekLines,
  upcomingSessions,
} from '@fabrique/content';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  activeSlide,
  autoplayArgTypes,
  autoplayClock,
  expectNoAutoplay,
  heldAutoplayDelay,
  playAutoplay,
  radioControls,
  returnToFirstSlide,
} from '@fabrique/ui/catalogue';
import { SessionsCarousel, sessionsCarouselHeadingLevels, type SessionSlide } from './SessionsCarousel.tsx';

// A fixed day (1 December 2025, when the spec's sessions were ahead) keeps the story and its screenshot still as time passes.
const storyNow = Date.parse('2025-12-01T12:00:00Z');
const sessions: SessionSlide[] = upcomingSessions(courses, storyNow).map(({ course, session }) => ({
  course,
  href: coursePath(course.id),
  image: sessionImage(course),
  dateRange: sessionDateRange(session),
  weekLines: sessionWeekLines(session),
  until: sessionEnd(session),
}));
const partnerFirst = [...sessions].sort(
  (a, b) => Number(Boolean(b.course.partnerLogo)) - Number(Boolean(a.course.partnerLogo)),
);

const meta = {
  title: 'Site blocks/SessionsCarousel',
  tags: ['sessions', 'carrousel sessions'],
  component: SessionsCarousel,
  args: { sessions, autoplay: false, headingLevel: 3 },
  argTypes: {
    ...radioControls({ headingLevel: sessionsCarouselHeadingLevels }),
    ...autoplayArgTypes,
  },
  parameters: {
    layout: 'padded',
    docs: {
      description: {
        component: `**When to use it**: for the home page’s ‘Nos prochaines sessions’.

**When not to**: for one course’s sessions (SessionList).

The home page's 'Nos prochaines sessions', built on Carousel: one card per session not ended at the given day, by start date
(\`upcomingSessions\`), with its picture (\`sessionImage\`), badge, optional partner logo and partner mail link, title, date range and weekly lines
(\`sessionDateRange\`, \`sessionWeekLines\`, shown by SessionList) and 'En savoir plus'.

**States**: autoplay every 4000 ms by default (\`autoplay={false}\` for a still carousel), paused on hover and keyboard focus, with a pause button;
a course with an \`externalLink\` sends 'En savoir plus' there in a new tab (\`rel="noopener noreferrer"\`, announced "(nouvel onglet)"), the others to the slide's \`href\` (the site passes \`coursePath(course.id)\`).

**Keyboard**: as Carousel — pause, previous, next, then each card's links; Left/Right arrows move one card.

**Decisions**: the caller derives slides from the catalogue with the content rules, so the component never reads the catalogue; the picture is
decorative (the title names the course) while the partner logo keeps its alternative text; 1, 2 or 3 cards per view by CSS.`,
      },
    },
  },
} satisfies Meta<typeof SessionsCarousel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { label: 'Nos prochaines sessions' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const carousel = canvas.getByRole('group', { name: 'Nos prochaines sessions' });
    await expect(canvas.getAllByRole('group', { name: new RegExp(`sur ${sessions.length}$`) })).toHaveLength(
      sessions.length,
    );

    const internal = sessions.find((session) => !session.course.externalLink);
    if (!internal) throw new Error('Expected a course without external link');
    // A course with two cohorts ahead has two slides, each leading to its page: the first is enough here.
    const [internalLink] = canvas.getAllByRole('link', { name: `En savoir plus : ${internal.course.title}` });
    await expect(internalLink).toHaveAttribute('href', `/formations/${internal.course.id}`);
    await expect(internalLink).not.toHaveAttribute('target');

    const partner = sessions.find((session) => session.course.externalLink);
    if (!partner?.course.externalLink || !partner.course.partnerContact) throw new Error('Expected a partner course');
    const [externalLink] = canvas.getAllByRole('link', {
      name: `En savoir plus : ${partner.course.title} (nouvel onglet)`,
    });
    await expect(externalLink).toHaveAttribute('href', partner.course.externalLink);
    await expect(externalLink).toHaveAttribute('target', '_blank');
    await expect(externalLink).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(
      canvas.getAllByRole('link', { name: `Écrire au partenaire : ${partner.course.partnerContact}` })[0],
    ).toHaveAttribute('href', `mailto:${partner.course.partnerContact}`);
    await expect(canvas.getAllByRole('img', { name: partner.course.partnerLogo?.alt })[0]).toBeInTheDocument();

    await userEvent.click(canvas.getByRole('button', { name: 'Diapositive suivante' }));
    await waitFor(() => expect(activeSlide(carousel)).toBe(`2 sur ${sessions.length}`));
    await userEvent.keyboard('{ArrowLeft}');
    await waitFor(() => expect(activeSlide(carousel)).toBe(`1 sur ${sessions.length}`));
    await returnToFirstSlide(carousel);
  },
};

export const Autoplay: Story = {
  args: { autoplay: { delay: heldAutoplayDelay }, prefersReducedMotion: false },
  beforeEach: autoplayClock.hold,
  play: ({ canvasElement }) => playAutoplay(canvasElement, 'Nos prochaines sessions', sessions.length),
};

export const ReducedMotion: Story = {
  name: 'Reduced motion',
  args: { autoplay: { delay: heldAutoplayDelay }, prefersReducedMotion: true },
  beforeEach: autoplayClock.hold,
  play: async ({ canvasElement }) => {
    await expectNoAutoplay(canvasElement, 'Nos prochaines sessions', sessions.length);
  },
};

export const AllStates: Story = {
  render: () => (
    <div style={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 48 }}>
      <SessionsCarousel sessions={sessions} autoplay={false} />
      {/* The partner course first: logo, mail link and external link. The hour-long delay shows the pause button, still. */}
      <SessionsCarousel
        sessions={partnerFirst}
        label="Sessions partenaires"
        autoplay={{ delay: 3_600_000 }}
        prefersReducedMotion={false}
      />
    </div>
  ),
};
