import {
  categoryTone,
  courseFacts,
  coursePath,
  courses,
  homeTabCourses,
  homeTabs,
  type Course,
} from '@fabrique/content';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { CourseCard } from '../CourseCard/CourseCard.tsx';
import { radioControls, tabListAligns } from '@fabrique/ui/catalogue';
import { CourseTabs, type CourseTab } from './CourseTabs.tsx';
import { vars } from '@fabrique/ui';

const tabs: CourseTab<Course>[] = homeTabs.map((tab) => ({
  key: tab.key,
  label: tab.label,
  courses: homeTabCourses(courses, tab.key),
}));

/** What the site draws: the course's card, linking to its page, in its category colour. */
const renderCourse = (course: Course) => (
  <CourseCard
    course={course}
    facts={courseFacts(course)}
    href={coursePath(course.id)}
    tone={categoryTone(course.category)}
    headingLevel={3}
  />
);

/** Deliberately unusual: Nouveautés first, and every tab's courses reversed. The component must keep this order. */
const unusual: CourseTab<Course>[] = [...tabs]
  .reverse()
  .map((tab) => ({ ...tab, courses: [...tab.courses].reverse() }));

/** The panel a tab controls, shown or not. */
const panelOf = (tab: HTMLElement) => tab.ownerDocument.getElementById(tab.getAttribute('aria-controls') ?? '');
const cardTitles = (panel: HTMLElement) =>
  within(panel)
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);

const meta = {
  title: 'Site blocks/CourseTabs',
  tags: ['onglets formations', 'formations'],
  component: CourseTabs,
  args: { tabs, label: 'Nos Formations', align: 'center', renderCourse },
  argTypes: {
    ...radioControls({ align: tabListAligns }),
    tabs: { control: false },
    renderCourse: { control: false },
  },
  parameters: {
    layout: 'padded',
    docs: {
      description: {
        component: `**When to use it**: for the home page’s ‘Nos Formations’ tabs of course cards.

**When not to**: for other tabbed content (TabSet).

The home page's 'Nos Formations' tabs — Best-Sellers (selected by default), Intemporelles, Nouveautés — on TabSet, each
showing what \`renderCourse\` draws for each course (the site's CourseCard, with the course's page and category colour).

**States**: one tab selected at a time; a tab holds at most 3 cards by the caller's choice; the first tab is selected unless \`defaultTab\` says otherwise.

**Keyboard**: Radix tabs with automatic activation — Left/Right (looping), Home/End select as they move focus; Tab goes on to the cards' links.

**Decisions**: the component never filters nor sorts. The caller passes \`homeTabs\` with \`homeTabCourses(courses, key)\`, which apply the
badge filter, the limit of 3 and the middle-card rule (demarche-ecoresponsable, communication-digitale-audiovisuel); the "Caller order is kept"
story passes a deliberately unusual order and checks that it comes out unchanged.`,
      },
    },
  },
} satisfies Meta<typeof CourseTabs<Course>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tablist', { name: 'Nos Formations' })).toBeInTheDocument();
    await expect(canvas.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Best-Sellers',
      'Intemporelles',
      'Nouveautés',
    ]);
    await expect(canvas.getByRole('tab', { name: 'Best-Sellers' })).toHaveAttribute('aria-selected', 'true');
    const [bestSellers, timeless, novelties] = tabs;
    if (!bestSellers || !timeless || !novelties) throw new Error('Expected three home tabs');
    await expect(cardTitles(canvas.getByRole('tabpanel'))).toEqual(bestSellers.courses.map((course) => course.title));

    // The other tabs' cards are in the page too, for crawlers and visitors without scripts, but hidden.
    const timelessPanel = panelOf(canvas.getByRole('tab', { name: 'Intemporelles' }));
    await expect(timelessPanel).toBeInTheDocument();
    await expect(timelessPanel).not.toBeVisible();
    for (const course of timeless.courses) await expect(timelessPanel).toHaveTextContent(course.title);

    await userEvent.click(canvas.getByRole('tab', { name: 'Intemporelles' }));
    await expect(timelessPanel).toBeVisible();
    await expect(cardTitles(canvas.getByRole('tabpanel'))).toEqual(timeless.courses.map((course) => course.title));
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Nouveautés' })).toHaveAttribute('aria-selected', 'true');
    await expect(cardTitles(canvas.getByRole('tabpanel'))).toEqual(novelties.courses.map((course) => course.title));
    const first = novelties.courses[0];
    if (first)
      await expect(canvas.getByRole('link', { name: first.title })).toHaveAttribute('href', `/formations/${first.id}`);
    await userEvent.keyboard('{Home}');
    await expect(canvas.getByRole('tab', { name: 'Best-Sellers' })).toHaveAttribute('aria-selected', 'true');
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const TabsInAChosenOrder: Story = {
  args: { tabs: unusual },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(unusual.map((tab) => tab.label));
    // The first tab given is the one selected, whatever its name.
    await expect(canvas.getByRole('tab', { name: 'Nouveautés' })).toHaveAttribute('aria-selected', 'true');
    for (const tab of unusual) {
      await userEvent.click(canvas.getByRole('tab', { name: tab.label }));
      await expect(cardTitles(canvas.getByRole('tabpanel'))).toEqual(tab.courses.map((course) => course.title));
    }
    const bestSellers = unusual.find((tab) => tab.key === 'bestseller');
    // homeTabCourses puts demarche-ecoresponsable in the middle of three; reversed, it stays in the middle, the ends swap.
    if (bestSellers?.courses.length === 3) await expect(bestSellers.courses[1]?.id).toBe('demarche-ecoresponsable');
    await userEvent.click(canvas.getByRole('tab', { name: 'Nouveautés' }));
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const CustomCourseCards: Story = {
  args: {
    defaultTab: 'intemporelles',
    renderCourse: (course) => (
      <p style={{ padding: 16, border: `1px solid ${vars.color.borderStrong}`, borderRadius: 12 }}>
        {course.title} — {courseFacts(courses.find((entry) => entry.id === course.id)!).duration}
      </p>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tab', { name: 'Intemporelles' })).toHaveAttribute('aria-selected', 'true');
    await expect(within(canvas.getByRole('tabpanel')).queryAllByRole('link')).toHaveLength(0);
    await expect(within(canvas.getByRole('tabpanel')).getAllByRole('listitem')).toHaveLength(
      tabs[1]?.courses.length ?? 0,
    );
  },
};

export const AllStates: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 64 }}>
      <CourseTabs tabs={tabs} renderCourse={renderCourse} />
      <CourseTabs
        tabs={tabs}
        renderCourse={renderCourse}
        defaultTab="intemporelles"
        label="Nos Formations, Intemporelles"
      />
      <CourseTabs
        tabs={tabs}
        renderCourse={renderCourse}
        defaultTab="nouveautes"
        label="Nos Formations, Nouveautés"
        align="start"
      />
    </div>
  ),
};
