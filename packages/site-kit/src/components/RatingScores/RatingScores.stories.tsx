import { courses, type CourseId } from '@fabrique/content';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { RatingScores, ratingScoreVariants } from './RatingScores.tsx';
import { radioControls, withMaxWidth } from '@fabrique/ui/catalogue';

const scoresOf = (id: CourseId) => courses.find((course) => course.id === id)!.testimonials!;

/** What a screen reader gets from each line: the visible label plus the hidden score, never the stars. */
const spokenLines = (canvasElement: HTMLElement) =>
  within(canvasElement)
    .getAllByRole('listitem')
    .map((item) =>
      Array.from(item.childNodes)
        .filter((node) => !(node instanceof Element && node.getAttribute('aria-hidden') === 'true'))
        .map((node) => node.textContent)
        .join(''),
    );

const meta = {
  title: 'Site blocks/RatingScores',
  tags: ['notes', 'avis', 'satisfaction'],
  component: RatingScores,
  args: { scores: scoresOf('atelier-ecriture-avec-ia'), variant: 'stars' },
  argTypes: radioControls({ variant: ratingScoreVariants }),
  decorators: [withMaxWidth],
  parameters: {
    layout: 'padded',
    maxWidth: 320,
    docs: {
      description: {
        component: `**When to use it**: for the alumni’s three scores out of 5 (testimonial cards, course page).

**When not to**: for any other number or a rating without those three criteria.

The alumni's three scores out of 5 — Qualité, Pertinence, Organisation — on testimonial cards and the course page.

- Each line is read out as **"Qualité : 4,5 sur 5"**: the visible label plus a visually hidden score written the French
  way (decimal comma, \`Intl.NumberFormat('fr-FR')\`). The stars and their number are the item's \`::before\` and
  \`::after\` (the number with empty alternative text, no element of their own), the bar and its number \`aria-hidden\`:
  nothing is read twice and no "star star star" noise.
- **variant**: \`stars\` (five stars filled to the exact share, 4,7 fills 94 %) or \`bars\`.
- Scores outside 0–5 are clamped. The filled colour (\`vars.color.rating\`) reaches 3:1 on white, the minimum for
  graphics; the number next to it carries the value anyway.
- Not interactive.`,
      },
    },
  },
} satisfies Meta<typeof RatingScores>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(spokenLines(canvasElement)).toEqual([
      'Qualité : 4,7 sur 5',
      'Pertinence : 4,8 sur 5',
      'Organisation : 4,5 sur 5',
    ]);
    // The stars and the visible score are pseudo-elements: nothing to read twice.
    for (const item of within(canvasElement).getAllByRole('listitem')) {
      await expect(item.children).toHaveLength(1);
    }
    // 4,5 out of 5 fills nine tenths of the stars (the item's ::before, the fill sized by the share) beside '4,5'.
    const item = canvasElement.querySelectorAll('li')[2]!;
    await expect(getComputedStyle(item, '::before').backgroundSize).toBe('90% 100%');
    await expect(getComputedStyle(item, '::after').content).toBe('"4,5" / ""');
  },
};

export const Bars: Story = {
  args: { variant: 'bars', scores: scoresOf('la-fabrique-des-recits') },
  play: async ({ canvasElement }) => {
    await expect(spokenLines(canvasElement)).toEqual([
      'Qualité : 4,9 sur 5',
      'Pertinence : 5 sur 5',
      'Organisation : 4,8 sur 5',
    ]);
    const bars = canvasElement.querySelectorAll<HTMLElement>('li [style]');
    await expect([...bars].map((bar) => bar.style.width)).toEqual(['98%', '100%', '96%']);
  },
};

export const AllStates: Story = {
  parameters: { maxWidth: null },
  render: () => (
    <div style={{ display: 'grid', gap: 32, gridTemplateColumns: 'repeat(auto-fit, minmax(260px, 1fr))' }}>
      {(['atelier-ecriture-avec-ia', 'la-fabrique-des-recits', 'ia-conception-jeux-videos'] as const).map((id) =>
        ratingScoreVariants.map((variant) => (
          <RatingScores key={`${id}-${variant}`} scores={scoresOf(id)} variant={variant} />
        )),
      )}
      <RatingScores scores={{ quality: 3, pertinence: 0, organisation: 7 }} />
    </div>
  ),
};
