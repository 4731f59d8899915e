import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { withMaxWidth } from '../../storyHelpers/withMaxWidth.tsx';
import { categories, workshops } from '../../storyHelpers/samples.ts';
import { Breadcrumb, type BreadcrumbItem } from './Breadcrumb.tsx';

const home: BreadcrumbItem = { label: 'Accueil', href: '/' };
const catalogue: BreadcrumbItem = { label: 'Nos ateliers', href: '/ateliers' };

/** The trails an app builds from its records: a workshop, a family of workshops, an article. */
const story = workshops.story;
const courseTrail: BreadcrumbItem[] = [
  home,
  catalogue,
  { label: story.category.name, href: `/ateliers/famille/${story.category.slug}` },
  { label: story.title, href: `/ateliers/${story.slug}` },
];
const sound = categories.sound;
const categoryTrail: BreadcrumbItem[] = [
  home,
  catalogue,
  { label: sound.name, href: `/ateliers/famille/${sound.slug}` },
];
const article = {
  id: 'retour-sur-la-soiree-des-projets',
  title: 'Retour sur la soirée des projets : douze présentations, trois collaborations et beaucoup d’envies',
};
const articleTrail: BreadcrumbItem[] = [
  home,
  { label: 'Actualités', href: '/actualites' },
  { label: article.title, href: `/actualites/${article.id}` },
];

const meta = {
  title: 'Navigation/Breadcrumb',
  tags: ['fil d’Ariane'],
  component: Breadcrumb,
  args: { items: courseTrail },
  decorators: [withMaxWidth],
  parameters: {
    layout: 'padded',
  },
} satisfies Meta<typeof Breadcrumb>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Course: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = canvas.getByRole('navigation', { name: 'Fil d’Ariane' });
    const list = within(nav).getByRole('list');
    await expect(list.tagName).toBe('OL');
    const links = within(list).getAllByRole('link');
    await expect(links.map((link) => link.textContent)).toEqual(courseTrail.map((item) => item.label));
    await expect(links.map((link) => link.getAttribute('href'))).toEqual(courseTrail.map((item) => item.href));
    // Only the page itself is marked current.
    await expect(links.map((link) => link.getAttribute('aria-current'))).toEqual([null, null, null, 'page']);
    // Reached by keyboard in reading order.
    await userEvent.tab();
    await expect(links[0]).toHaveFocus();
    await userEvent.tab();
    await expect(links[1]).toHaveFocus();
  },
};

export const Category: Story = {
  args: { items: categoryTrail },
  play: async ({ canvasElement }) => {
    const links = within(canvasElement).getAllByRole('link');
    await expect(links).toHaveLength(3);
    await expect(links[2]).toHaveAttribute('aria-current', 'page');
    await expect(links[2]).toHaveTextContent(sound.name);
  },
};

export const Article: Story = {
  args: { items: articleTrail },
  play: async ({ canvasElement }) => {
    const current = within(canvasElement).getByRole('link', { current: 'page' });
    await expect(current).toHaveAttribute('href', `/actualites/${article.id}`);
  },
};

export const NarrowScreen: Story = {
  parameters: { maxWidth: 340 },
  play: async ({ canvasElement }) => {
    // The trail wraps instead of overflowing its column.
    const list = within(canvasElement).getByRole('list');
    await expect(list.scrollWidth).toBeLessThanOrEqual(list.clientWidth);
  },
};

export const AllStates: Story = {
  parameters: {
    // This baseline shows four trails at once, so their navigations share a name on purpose;
    // every other story renders one trail and runs the full rule set.
    a11y: { config: { rules: [{ id: 'landmark-unique', enabled: false }] } },
  },
  render: () => (
    <div style={{ display: 'grid', gap: 24 }}>
      <Breadcrumb items={courseTrail} />
      <Breadcrumb items={categoryTrail} />
      <Breadcrumb items={articleTrail} />
      <div style={{ maxWidth: 340 }}>
        <Breadcrumb items={courseTrail} />
      </div>
    </div>
  ),
};
