import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { expect, waitFor, within } from 'storybook/test';
import { Container } from '../../layout/Container/Container.tsx';
import { Section } from '../../layout/Section/Section.tsx';
import { Stack } from '../../layout/Stack/Stack.tsx';
import { SectionHeading } from '../SectionHeading/SectionHeading.tsx';
import { frames, prefersReducedMotion } from '../../storyHelpers/motion.ts';
import { steps } from '../../storyHelpers/samples.ts';
import { Reveal } from './Reveal.tsx';

const { before, after } = steps;

function Panel({ id, title, intro, tone }: { id: string; title: string; intro: string; tone: 'surface' | 'muted' }) {
  return (
    <Section tone={tone} paddingY="medium" labelledBy={id}>
      <Container>
        <SectionHeading id={id} title={title} intro={intro} />
      </Container>
    </Section>
  );
}

/** Scrolls so that `share` of the element's height is inside the viewport, from the bottom edge. */
function showShare(element: HTMLElement, share: number) {
  const { top, height } = element.getBoundingClientRect();
  window.scrollTo({ top: window.scrollY + top - window.innerHeight + height * share, behavior: 'instant' });
}

/**
 * A first screen of content, then the revealed section below the fold, mounted a frame after the page: Storybook
 * shows a slow-to-prepare story's canvas only once it has mounted, and a Reveal measured while hidden rightly stays put.
 */
function BelowTheFoldPage() {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const frame = requestAnimationFrame(() => setShown(true));
    return () => cancelAnimationFrame(frame);
  }, []);
  return (
    <>
      <div style={{ minHeight: 1000 }}>
        <Panel id="avant" title={before.title} intro={before.intro} tone="surface" />
      </div>
      {shown && (
        <Reveal>
          <Panel id="apres" title={after.title} intro={after.intro} tone="muted" />
        </Reveal>
      )}
      <div style={{ minHeight: 600 }} />
    </>
  );
}

const meta = {
  title: 'Layout/Reveal',
  tags: ['apparition', 'animation'],
  component: Reveal,
  args: { children: <Panel id="avant" title={before.title} intro={before.intro} tone="muted" /> },
  argTypes: { children: { control: false } },
  parameters: {},
} satisfies Meta<typeof Reveal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const heading = within(canvasElement).getByRole('heading', { name: before.title });
    const wrapper = canvasElement.querySelector('section')!.parentElement!;
    // In view when the script ran: left exactly as prerendered.
    await expect(wrapper).not.toHaveAttribute('data-reveal');
    await expect(heading).toBeVisible();
  },
};

export const BelowTheFold: Story = {
  render: () => <BelowTheFoldPage />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const heading = await canvas.findByRole('heading', { name: after.title });
    const wrapper = heading.closest('section')!.parentElement!;
    await expect(wrapper).toHaveAttribute('data-reveal', 'hidden');
    // Hidden visually only: the text is in the page and in the accessibility tree.
    await expect(heading).not.toBeVisible();
    await expect(canvas.getByRole('region', { name: after.title })).toBeInTheDocument();

    showShare(wrapper, 0.04);
    await frames(4);
    await expect(wrapper).toHaveAttribute('data-reveal', 'hidden');

    showShare(wrapper, 0.2);
    await waitFor(() => expect(wrapper).toHaveAttribute('data-reveal', 'shown'));
    await waitFor(() => expect(heading).toBeVisible());
    window.scrollTo({ top: 0, behavior: 'instant' });
  },
};

export const ReducedMotion: Story = {
  beforeEach: prefersReducedMotion,
  render: () => <BelowTheFoldPage />,
  play: async ({ canvasElement }) => {
    const heading = await within(canvasElement).findByRole('heading', { name: after.title });
    await expect(heading.closest('section')!.parentElement).not.toHaveAttribute('data-reveal');
    await expect(heading).toBeVisible();
  },
};

export const AllStates: Story = {
  render: () => (
    <Stack space="none">
      <Reveal>
        <Panel id="avant" title={before.title} intro={before.intro} tone="surface" />
      </Reveal>
      <Reveal>
        <Panel id="apres" title={after.title} intro={after.intro} tone="muted" />
      </Reveal>
    </Stack>
  ),
};
