import { comingSoon, courses, sessionDateRange, sessionWeekLines, type CourseId } from '@fabrique/content';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { SessionList, type SessionListProps } from './SessionList.tsx';
import { withMaxWidth } from '@fabrique/ui/catalogue';
import { vars } from '@fabrique/ui';

/** The props the course page derives from a course record: its first dated session (the spec's), or its sessions text. */
const sessionsOf = (id: CourseId): SessionListProps => {
  const course = courses.find((candidate) => candidate.id === id)!;
  const details = course.sessions[0];
  return details
    ? { dateRange: sessionDateRange(details), lines: sessionWeekLines(details), fallback: comingSoon }
    : { fallback: comingSoon };
};

const documentary = sessionsOf('les-cles-de-la-serie-documentaire');

const meta = {
  title: 'Site blocks/SessionList',
  tags: ['sessions', 'dates'],
  component: SessionList,
  args: documentary,
  decorators: [withMaxWidth],
  parameters: {
    layout: 'padded',
    maxWidth: 560,
    docs: {
      description: {
        component: `**When to use it**: for the ‘Prochaine(s) session(s)’ block of a course: date range and weekly lines.

**When not to**: for several courses’ sessions at once (SessionsCarousel).

The 'Prochaine(s) session(s)' block of a course: the whole date range, then one line per week of training
with its days and hours. A course with no dated sessions shows its sessions text instead ('Bientôt disponible').

- Takes the strings already written by the content rules (\`sessionDateRange\`, \`sessionWeekLines\`), so the dates read the
  same on the page, in the carousel and in the structured data.
- The weekly lines are a real list, so a screen reader announces how many sessions there are.
- Colours are inherited: it works on white and on the dark stage. The calendar icon is decorative.
- Not interactive.`,
      },
    },
  },
} satisfies Meta<typeof SessionList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Du 19 janvier au 20 février 2026')).toBeVisible();
    const items = canvas.getAllByRole('listitem');
    await expect(items.map((item) => item.textContent)).toEqual(documentary.lines);
    // The date range is said once, not repeated as the fallback text.
    await expect(canvasElement.querySelectorAll('p')).toHaveLength(1);
  },
};

export const ManySessions: Story = {
  args: sessionsOf('eco-conception-campagnes-publicitaires'),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('listitem')).toHaveLength(6);
  },
};

export const Fallback: Story = {
  args: { dateRange: undefined, lines: undefined, ...sessionsOf('art-du-pitch') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Bientôt disponible')).toBeVisible();
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};

export const AllStates: Story = {
  parameters: { maxWidth: null },
  render: () => (
    <div style={{ display: 'grid', gap: 40, gridTemplateColumns: 'repeat(auto-fit, minmax(320px, 1fr))' }}>
      <SessionList {...documentary} />
      <SessionList {...sessionsOf('boite-a-outils-ideation')} />
      <SessionList {...sessionsOf('eco-conception-campagnes-publicitaires')} />
      <SessionList {...sessionsOf('art-du-pitch')} />
      <SessionList dateRange="Du 26 janvier au 18 février 2026" fallback="Du 26 janvier au 18 février 2026" />
      <div style={{ background: vars.color.stage, color: vars.color.onStage, padding: 24, borderRadius: 16 }}>
        <SessionList {...sessionsOf('atelier-ecriture-avec-ia')} />
      </div>
    </div>
  ),
};
