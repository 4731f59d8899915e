import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useRef, useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { frames } from '../../storyHelpers/motion.ts';
import { Button } from '../Button/Button.tsx';
import { ScrollToTop, type NavigationType } from './ScrollToTop.tsx';
import { vars } from '../../theme/contract.css.ts';

interface SimulatedLocation {
  pathname: string;
  hash: string;
  navigationType: NavigationType;
}

/** Buttons that change the location as the router would, and a page tall enough to scroll. */
function RouteSimulator() {
  const [history, setHistory] = useState<SimulatedLocation[]>([{ pathname: '/', hash: '', navigationType: 'PUSH' }]);
  const location = history[history.length - 1]!;
  const rootRef = useRef<HTMLDivElement>(null);
  // Its children's effects run before its own: once this says the location, ScrollToTop has acted on it.
  useEffect(() => {
    rootRef.current?.setAttribute(
      'data-effects-ran',
      `${location.navigationType} ${location.pathname}${location.hash}`,
    );
  }, [location]);
  const push = (pathname: string, hash = '') =>
    setHistory((entries) => [...entries, { pathname, hash, navigationType: 'PUSH' }]);
  const back = () =>
    setHistory((entries) =>
      entries.length > 1
        ? [...entries.slice(0, -2), { ...entries[entries.length - 2]!, navigationType: 'POP' }]
        : entries,
    );

  return (
    <div ref={rootRef}>
      <ScrollToTop {...location} />
      <div
        style={{
          // Fixed, not sticky: focusing a button in a sticky bar would scroll the page back to the bar's place.
          position: 'fixed',
          top: 0,
          insetInline: 0,
          zIndex: 1,
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          gap: 12,
          padding: 16,
          background: vars.color.stage,
          color: vars.color.onStage,
        }}
      >
        <p aria-live="polite" style={{ minWidth: 220, fontWeight: 600 }}>
          Adresse : {location.pathname}
          {location.hash}
        </p>
        <Button size="small" variant="onStage" onClick={() => push('/formations')}>
          Aller sur /formations
        </Button>
        <Button size="small" variant="onStage" onClick={() => push('/la-fabrique')}>
          Aller sur /la-fabrique
        </Button>
        <Button size="small" variant="onStage" onClick={() => push(location.pathname, '#contact')}>
          Aller à #contact
        </Button>
        <Button size="small" variant="onStage" onClick={back}>
          Page précédente
        </Button>
      </div>
      <div
        style={{
          padding: '104px 24px 24px',
          minHeight: 1400,
          background: `repeating-linear-gradient(${vars.color.surfaceMuted} 0 200px, ${vars.color.surface} 200px 400px)`,
        }}
      >
        <p>Faites défiler, puis changez de page : la nouvelle page commence en haut.</p>
      </div>
      <section
        id="contact"
        aria-labelledby="contact-title"
        style={{ padding: 24, minHeight: 900, background: vars.category.blue.tint }}
      >
        <h2 id="contact-title">Parlons de votre projet</h2>
      </section>
    </div>
  );
}

const scrollDown = async (top: number) => {
  window.scrollTo({ top, behavior: 'instant' });
  await waitFor(() => expect(window.scrollY).toBe(top));
};

const meta = {
  title: 'Navigation/ScrollToTop',
  tags: ['retour en haut', 'défilement'],
  component: ScrollToTop,
  args: { pathname: '/', hash: '' },
  render: () => <RouteSimulator />,
  parameters: {},
} satisfies Meta<typeof ScrollToTop>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await scrollDown(700);
    await userEvent.click(canvas.getByRole('button', { name: 'Aller sur /formations' }));
    await waitFor(() => expect(window.scrollY).toBe(0));
    await expect(canvas.getByText('Adresse : /formations')).toBeVisible();

    // A hash target wins over the top of the page.
    await userEvent.click(canvas.getByRole('button', { name: 'Aller à #contact' }));
    const contact = canvas.getByRole('region', { name: 'Parlons de votre projet' });
    await waitFor(() =>
      expect(
        Math.abs(
          contact.getBoundingClientRect().top - parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop),
        ),
      ).toBeLessThan(2),
    );

    await userEvent.click(canvas.getByRole('button', { name: 'Aller sur /la-fabrique' }));
    await waitFor(() => expect(window.scrollY).toBe(0));
  },
};

export const BackToWhereYouWere: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Aller sur /formations' }));
    await scrollDown(600);
    await userEvent.click(canvas.getByRole('button', { name: 'Page précédente' }));
    await expect(canvas.getByText('Adresse : /')).toBeVisible();
    // Back/forward is the router's scroll restoration's job: the hook, once it has run, left the position alone.
    await waitFor(() =>
      expect(canvasElement.querySelector('[data-effects-ran]')).toHaveAttribute('data-effects-ran', 'POP /'),
    );
    // And a smooth scroll it had started would have moved the page by the second frame.
    await frames(2);
    await expect(window.scrollY).toBe(600);
    window.scrollTo({ top: 0, behavior: 'instant' });
  },
};

export const AllStates: Story = {};
