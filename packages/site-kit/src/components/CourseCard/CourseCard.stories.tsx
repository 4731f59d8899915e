import {
  courseFacts,
  categoryTone,
  categoryTones,
  coursePath,
  courses,
  sessionDateRange,
  sessionEnd,
  type CourseId,
} from '@fabrique/content';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Grid } from '@fabrique/ui';
import { radioControls, StateGrid, withMaxWidth } from '@fabrique/ui/catalogue';
import { Fragment } from 'react';
import { CourseCard, courseCardHeadingLevels } from './CourseCard.tsx';

const course = (id: CourseId) => courses.find((candidate) => candidate.id === id)!;
const ecoProduction = course('demarche-ecoresponsable');

const meta = {
  title: 'Site blocks/CourseCard',
  tags: ['carte formation', 'formation'],
  component: CourseCard,
  args: {
    course: ecoProduction,
    facts: courseFacts(ecoProduction),
    href: coursePath(ecoProduction.id),
    tone: categoryTone(ecoProduction.category),
    headingLevel: 3,
  },
  argTypes: radioControls({ tone: categoryTones, headingLevel: courseCardHeadingLevels }),
  decorators: [withMaxWidth],
  parameters: {
    layout: 'padded',
    maxWidth: 380,
    docs: {
      description: {
        component: `**When to use it**: for a course in a list: home tabs, catalogue, the finder, category pages.

**When not to**: for a course with dated sessions in the home carousel (SessionsCarousel).

A course in a list (home tabs, catalogue blocks, the finder, category pages): badge, title, description, what people
compare — duration, hours, place (Paris, or 'Paris ou distanciel' when it can be followed remotely), price (or its
funding note, or 'En INTRA uniquement'; nothing when the course has none, as the partner's) and the next session — and
'En savoir plus'. The whole card leads to its \`href\`, the course's page (the site passes \`coursePath(course.id)\`).

- **One link, named by the title.** The title is the link and its \`::after\` stretches over the card (the "stretched
  link" pattern), so a click anywhere opens the course while a screen reader hears just the title — not the whole card
  text, as one \`<a>\` round everything would give.
- The title is upper case **by CSS** (\`text-transform\`): assistive technology reads it as written.
- **tone** is the category colour (\`categoryTone(course.category)\`): the band, the icons and 'En savoir plus'; all reach
  AA on white. The badge keeps its own colour (\`courseBadgeTones\`).
- Hover lifts the card (not under reduced motion); keyboard focus draws the ring round the whole card.
- The description is cut at four lines so the cards of a row line up; the full text is still read out.
- Keyboard: one Tab stop per card, Enter opens the course.
- **nextSessions**: the next dated session below duration and hours, or nothing. The site passes one per phase of the
  course's sessions with the days it holds (\`data-from\`/\`data-until\`), and \`inactive\` for those not true on the
  day the page was rendered for; its clock script picks the right one at load (stories pass a fixed list).`,
      },
    },
  },
} satisfies Meta<typeof CourseCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const link = canvas.getByRole('link');
    await expect(link).toHaveAccessibleName(ecoProduction.title);
    await expect(link).toHaveAttribute('href', '/formations/demarche-ecoresponsable');
    // Upper case is presentation only.
    const heading = canvas.getByRole('heading', { level: 3 });
    await expect(heading.textContent).toBe(ecoProduction.title);
    await expect(getComputedStyle(heading).textTransform).toBe('uppercase');
    // The stretched link covers the card: the description's spot belongs to the link.
    const description = canvas.getByText(/^Sept journées pour intégrer/);
    const box = description.getBoundingClientRect();
    await expect(document.elementFromPoint(box.left + 10, box.top + 10)).toBe(link);
    await expect(canvas.getByText('7 jours')).toBeVisible();
    await expect(canvas.getByText('50h')).toBeVisible();
    await expect(canvas.getByText('Paris')).toBeVisible();
    await expect(canvas.getByText('3250 € HT')).toBeVisible();
    // Each fact is named for assistive technology, not by its icon alone.
    await expect(canvas.getByText('Tarif')).toBeInTheDocument();
    await expect(canvas.getByText('Lieu')).toBeInTheDocument();
    await expect(canvas.getByText('En savoir plus')).toBeVisible();
  },
};

export const KeyboardFocus: Story = {
  args: {
    course: course('atelier-ecriture-avec-ia'),
    facts: courseFacts(course('atelier-ecriture-avec-ia')),
    href: coursePath('atelier-ecriture-avec-ia'),
    tone: 'blue',
  },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link');
    await userEvent.tab();
    await expect(link).toHaveFocus();
    // The ring is drawn round the card, the link's real extent.
    const card = canvasElement.querySelector('article')!;
    await expect(getComputedStyle(card).outlineStyle).toBe('solid');
  },
};

export const LongTitle: Story = {
  args: {
    course: course('sensibilisation-vhmss'),
    facts: courseFacts(course('sensibilisation-vhmss')),
    href: coursePath('sensibilisation-vhmss'),
    tone: 'green',
  },
  play: async ({ canvasElement }) => {
    const card = canvasElement.querySelector('article')!;
    // The longest title wraps inside the card instead of overflowing it.
    await expect(card.scrollWidth).toBeLessThanOrEqual(card.clientWidth);
  },
};

const showcase = [
  'creer-developper-produire-format-360',
  'optimiser-process-ia-generative',
  'demarche-ecoresponsable',
  'scenariste-de-jeux-tv',
  'eco-conception-campagnes-publicitaires',
  'sensibilisation-vhmss',
] as const;

const [specSession, nextCohort] = ecoProduction.sessions;

export const WithNextSession: Story = {
  args: {
    nextSessions: [
      { dateRange: sessionDateRange(specSession!), until: sessionEnd(specSession!), inactive: true },
      { dateRange: sessionDateRange(nextCohort!), from: '2026-02-19', until: sessionEnd(nextCohort!) },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The matcher reads the label's non-breaking space as a space.
    await expect(canvas.getByText('Prochaine session : du 25 janvier au 17 février 2027')).toBeVisible();
    // The variant of another day is hidden until a clock script says otherwise.
    await expect(canvas.getByText('Prochaine session : du 26 janvier au 18 février 2026')).not.toBeVisible();
  },
};

export const AllStates: Story = {
  parameters: { maxWidth: null },
  render: () => {
    const card = (id: CourseId) => {
      const item = course(id);
      return (
        <CourseCard course={item} facts={courseFacts(item)} href={coursePath(id)} tone={categoryTone(item.category)} />
      );
    };
    return (
      <StateGrid
        states={[
          {
            label: 'Every kind of price',
            wide: true,
            children: (
              <Grid space="large" columns={{ tablet: 2, desktop: 3 }}>
                {showcase.map((id) => (
                  <Fragment key={id}>{card(id)}</Fragment>
                ))}
              </Grid>
            ),
          },
          { label: 'Hover', force: 'hover', width: 360, children: card('atelier-ecriture-avec-ia') },
          { label: 'Focus', force: 'focusVisible', width: 360, children: card('atelier-ecriture-avec-ia') },
          { label: 'Longest title, 320 px', width: 320, children: card('sensibilisation-vhmss') },
        ]}
      />
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(within(canvasElement).getByRole('figure', { name: 'Every kind of price' }));
    const links = canvas.getAllByRole('link');
    await expect(links).toHaveLength(showcase.length);
    await expect(links.map((link) => link.getAttribute('href'))).toEqual(showcase.map((id) => `/formations/${id}`));
    // A public price, a funding note, intra only, and no price at all for the partner's course.
    await expect(canvas.getByText('2900 € HT')).toBeVisible();
    await expect(canvas.getByText('Formation financée par l’Afdas : nous consulter')).toBeVisible();
    await expect(canvas.getByText('En INTRA uniquement')).toBeVisible();
    await expect(canvas.getAllByText('Tarif')).toHaveLength(showcase.length - 1);
    await expect(canvas.getAllByText('Paris ou distanciel')).toHaveLength(2);
  },
};
