import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { frames, prefersReducedMotion } from '../../storyHelpers/motion.ts';
import { Hero, heroDots } from './Hero.tsx';
import { vars } from '../../theme/contract.css.ts';

function PageBelow() {
  return (
    <div style={{ minHeight: 1200, padding: 48, background: vars.color.surfaceMuted, color: vars.color.text }}>
      <p>La suite de la page d’accueil : prochaines sessions, formations, témoignages…</p>
    </div>
  );
}

const meta = {
  title: 'Site sections/Hero',
  tags: ['bandeau', 'accueil'],
  component: Hero,
  args: {
    title: 'L’ATELIER DES IDÉES NEUVES',
    subtitle: 'Depuis 2012',
    text: 'Donnez forme à vos projets avec des ateliers pratiques, des intervenants de terrain et une communauté qui partage ses méthodes.',
    callToAction: { label: 'Voir les ateliers', href: '/ateliers' },
    parallax: true,
  },
  parameters: {},
} satisfies Meta<typeof Hero>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const title = canvas.getByRole('heading', { level: 1, name: 'L’ATELIER DES IDÉES NEUVES' });
    await expect(canvas.getByRole('region', { name: 'L’ATELIER DES IDÉES NEUVES' })).toBeVisible();
    await expect(canvas.getByText('Depuis 2012')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Voir les ateliers' })).toHaveAttribute('href', '/ateliers');
    // The LCP element is painted as is: no fade, no movement.
    await expect(getComputedStyle(title).animationName).toBe('none');
    await expect(getComputedStyle(title).opacity).toBe('1');
    // 15 decorative dots, hidden from assistive technology, at fixed positions.
    const dots = canvasElement.querySelectorAll<HTMLElement>('[data-hero-dot]');
    await expect(dots).toHaveLength(15);
    await expect(heroDots).toHaveLength(15);
    await expect(dots[0]!.closest('[aria-hidden="true"]')).not.toBeNull();
    await expect(getComputedStyle(dots[0]!).width).toBe(`${heroDots[0]!.size}px`);
    await expect(getComputedStyle(dots[0]!).animationDelay).toBe(`${heroDots[0]!.delay}s`);
    await expect(getComputedStyle(dots[0]!).animationIterationCount).toBe('infinite');
  },
};

export const Parallax: Story = {
  render: (args) => (
    <>
      <Hero {...args} />
      <PageBelow />
    </>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByRole('region', { name: 'L’ATELIER DES IDÉES NEUVES' });
    const title = canvas.getByRole('heading', { level: 1 });
    const layer = canvasElement.querySelector<HTMLElement>('[data-hero-backdrop]')!;
    const titleOffset = () => title.getBoundingClientRect().top - region.getBoundingClientRect().top;
    const before = titleOffset();

    window.scrollTo({ top: 200, behavior: 'instant' });
    await waitFor(() => expect(layer.style.transform).toBe('translate3d(0px, 60px, 0px)'));
    // Only the decorative layer moves: the title keeps its place in the hero.
    await expect(titleOffset()).toBe(before);
    await expect(getComputedStyle(title).transform).toBe('none');

    window.scrollTo({ top: 0, behavior: 'instant' });
    await waitFor(() => expect(layer.style.transform).toBe('translate3d(0px, 0px, 0px)'));
  },
};

export const ReducedMotion: Story = {
  beforeEach: prefersReducedMotion,
  render: (args) => (
    <>
      <Hero {...args} />
      <PageBelow />
    </>
  ),
  play: async ({ canvasElement }) => {
    const layer = canvasElement.querySelector<HTMLElement>('[data-hero-backdrop]')!;
    window.scrollTo({ top: 200, behavior: 'instant' });
    await frames(4);
    await expect(layer.style.transform).toBe('');
    window.scrollTo({ top: 0, behavior: 'instant' });
  },
};

export const AllStates: Story = {
  args: { parallax: false },
};
