import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentProps, ComponentType } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { CarouselRoot, carouselGaps, type CarouselRootProps } from './Carousel.tsx';
import { Carousel } from './CarouselNamespace.ts';
import {
  activeSlide,
  autoplayArgTypes,
  autoplayClock,
  expectNoAutoplay,
  heldAutoplayDelay,
  returnToFirstSlide,
  turnAutoplay,
  waitForAutoplayStopped,
} from './carouselPlay.ts';
import { radioControls } from '../../storyHelpers/radioControls.ts';
import { vars } from '../../theme/contract.css.ts';

const steps = [
  { title: 'Écrire', text: 'La bible du format et le séquencier.', background: vars.category.blue.solid },
  { title: 'Tourner', text: 'Le pilote, en équipe réduite.', background: vars.category.purple.solid },
  { title: 'Monter', text: 'Le rythme, plan par plan.', background: vars.category.green.solid },
  { title: 'Mixer', text: 'Voix, musique et ambiances.', background: vars.color.stage },
  { title: 'Pitcher', text: 'Dix minutes pour convaincre.', background: vars.category.blue.solid },
  { title: 'Diffuser', text: 'Antenne, plateformes et réseaux.', background: vars.category.purple.solid },
];

function DemoCarousel(props: Omit<CarouselRootProps, 'children'> & { controlsTone?: 'light' | 'stage' }) {
  const { controlsTone = 'light', ...root } = props;
  return (
    <Carousel.Root {...root}>
      <div style={{ display: 'flex', justifyContent: 'flex-end', gap: 12, marginBottom: 8 }}>
        <Carousel.PlayPause tone={controlsTone} />
        <Carousel.Previous tone={controlsTone} />
        <Carousel.Next tone={controlsTone} />
      </div>
      <Carousel.Viewport>
        {steps.map((step) => (
          <Carousel.Slide key={step.title}>
            <div
              style={{
                background: step.background,
                color: vars.color.onStage,
                borderRadius: 16,
                padding: 32,
                minHeight: 180,
              }}
            >
              <p style={{ fontSize: 28, fontWeight: 700, fontFamily: 'Montserrat, sans-serif' }}>{step.title}</p>
              <p>{step.text}</p>
            </div>
          </Carousel.Slide>
        ))}
      </Carousel.Viewport>
    </Carousel.Root>
  );
}

const meta = {
  title: 'Carousels/Carousel',
  tags: ['carrousel', 'diaporama'],
  // The docs page's props tables are the library's parts; the stories render a carousel composed of them.
  component: CarouselRoot as ComponentType<ComponentProps<typeof DemoCarousel>>,
  subcomponents: {
    'Carousel.Viewport': Carousel.Viewport,
    'Carousel.Slide': Carousel.Slide,
    'Carousel.Previous': Carousel.Previous,
    'Carousel.Next': Carousel.Next,
    'Carousel.PlayPause': Carousel.PlayPause,
  },
  args: {
    label: 'Les étapes d’un format',
    loop: true,
    autoplay: false,
    slidesPerView: { mobile: 1, tablet: 2, desktop: 3 },
    gap: 'large',
  },
  argTypes: {
    ...radioControls({ gap: carouselGaps }),
    ...autoplayArgTypes,
  },
  render: (args) => <DemoCarousel {...args} />,
  parameters: {
    layout: 'padded',
  },
} satisfies Meta<typeof DemoCarousel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const carousel = canvas.getByRole('group', { name: 'Les étapes d’un format' });
    await expect(carousel).toHaveAttribute('aria-roledescription', 'carrousel');
    await expect(canvas.queryByRole('button', { name: 'Mettre en pause le défilement' })).not.toBeInTheDocument();
    const slides = canvas.getAllByRole('group', { name: /sur 6$/ });
    await expect(slides).toHaveLength(6);
    await expect(slides[0]).toHaveAttribute('aria-roledescription', 'diapositive');
    await expect(activeSlide(carousel)).toBe('1 sur 6');

    const next = canvas.getByRole('button', { name: 'Diapositive suivante' });
    const previous = canvas.getByRole('button', { name: 'Diapositive précédente' });
    await userEvent.click(next);
    await waitFor(() => expect(activeSlide(carousel)).toBe('2 sur 6'));
    const live = carousel.querySelector('[aria-live]');
    await expect(live).toHaveAttribute('aria-live', 'polite');
    await waitFor(() => expect(live).toHaveTextContent('Diapositive 2 sur 6'));
    await userEvent.click(previous);
    await waitFor(() => expect(activeSlide(carousel)).toBe('1 sur 6'));
    // Loop: previous from the first slide goes to the last one.
    await userEvent.click(previous);
    await waitFor(() => expect(activeSlide(carousel)).toBe('6 sur 6'));

    // Arrow keys work wherever focus is inside the carousel.
    next.focus();
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(activeSlide(carousel)).toBe('1 sur 6'));
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(activeSlide(carousel)).toBe('2 sur 6'));
    await userEvent.keyboard('{ArrowLeft}');
    await waitFor(() => expect(activeSlide(carousel)).toBe('1 sur 6'));
    next.blur();
    await returnToFirstSlide(carousel);
  },
};

export const Autoplay: Story = {
  args: { autoplay: { delay: heldAutoplayDelay }, prefersReducedMotion: false },
  beforeEach: autoplayClock.hold,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const carousel = canvas.getByRole('group', { name: 'Les étapes d’un format' });
    const live = carousel.querySelector('[aria-live]');

    // Once its delay has passed it moves by itself, silently for screen readers.
    await expect(carousel).toHaveAttribute('data-autoplay', 'playing');
    await expect(live).toHaveAttribute('aria-live', 'off');
    await turnAutoplay(carousel);
    await waitFor(() => expect(activeSlide(carousel)).toBe('2 sur 6'));

    // Hovering pauses it: no timer is left to move it. Leaving lets it go on.
    await userEvent.hover(carousel);
    await expect(carousel).toHaveAttribute('data-autoplay', 'paused');
    await expect(live).toHaveAttribute('aria-live', 'polite');
    await waitForAutoplayStopped(carousel);
    await expect(autoplayClock.pending()).toBe(0);
    await userEvent.unhover(carousel);
    await turnAutoplay(carousel);
    await waitFor(() => expect(activeSlide(carousel)).toBe('3 sur 6'));

    await expect(carousel).toHaveAttribute('data-autoplay', 'playing');
    const toggle = canvas.getByRole('button', { name: 'Mettre en pause le défilement' });
    await userEvent.click(toggle);
    toggle.blur();
    await returnToFirstSlide(carousel);
  },
};

export const PauseButton: Story = {
  name: 'Pause button',
  args: { autoplay: { delay: heldAutoplayDelay }, prefersReducedMotion: false },
  beforeEach: autoplayClock.hold,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const carousel = canvas.getByRole('group', { name: 'Les étapes d’un format' });
    // The pause button stops it for good, until it is pressed again.
    const toggle = canvas.getByRole('button', { name: 'Mettre en pause le défilement' });
    await userEvent.click(toggle);
    await expect(toggle).toHaveAccessibleName('Reprendre le défilement');
    await expect(toggle).toHaveAttribute('data-state', 'paused');
    toggle.blur();
    await userEvent.unhover(carousel);
    await expect(carousel).toHaveAttribute('data-autoplay', 'paused');
    await waitForAutoplayStopped(carousel);
    await expect(autoplayClock.pending()).toBe(0);
    await expect(activeSlide(carousel)).toBe('1 sur 6');

    await userEvent.click(toggle);
    await expect(toggle).toHaveAccessibleName('Mettre en pause le défilement');
    toggle.blur();
    await userEvent.unhover(carousel);
    await expect(carousel).toHaveAttribute('data-autoplay', 'playing');
    await turnAutoplay(carousel);
    await waitFor(() => expect(activeSlide(carousel)).toBe('2 sur 6'));

    await userEvent.click(toggle);
    toggle.blur();
    await returnToFirstSlide(carousel);
  },
};

export const ReducedMotion: Story = {
  name: 'Reduced motion',
  args: { autoplay: { delay: heldAutoplayDelay }, prefersReducedMotion: true },
  beforeEach: autoplayClock.hold,
  play: async ({ canvasElement }) => {
    const carousel = await expectNoAutoplay(canvasElement, 'Les étapes d’un format', 6);
    await expect(carousel).toHaveAttribute('data-autoplay', 'off');
    // The visitor still moves it by hand, instantly.
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Diapositive suivante' }));
    await waitFor(() => expect(activeSlide(carousel)).toBe('2 sur 6'));
    await returnToFirstSlide(carousel);
  },
};

export const PausedWhileFocused: Story = {
  name: 'Paused while focused',
  args: { autoplay: { delay: heldAutoplayDelay }, prefersReducedMotion: false },
  beforeEach: autoplayClock.hold,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const carousel = canvas.getByRole('group', { name: 'Les étapes d’un format' });
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Mettre en pause le défilement' })).toHaveFocus();
    await expect(carousel).toHaveAttribute('data-autoplay', 'paused');
    await waitForAutoplayStopped(carousel);
    await expect(autoplayClock.pending()).toBe(0);
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('button', { name: 'Reprendre le défilement' })).toHaveFocus();
    (document.activeElement as HTMLElement | null)?.blur();
    await returnToFirstSlide(carousel);
  },
};

export const WithoutLoop: Story = {
  name: 'Without loop',
  args: { loop: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Diapositive précédente' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Diapositive suivante' })).toBeEnabled();
  },
};

export const AllStates: Story = {
  render: () => (
    <div style={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 40 }}>
      <DemoCarousel label="Trois par vue" slidesPerView={{ mobile: 1, tablet: 2, desktop: 3 }} />
      {/* A delay of an hour shows the pause button without anything moving during the screenshot. */}
      <DemoCarousel
        label="Une par vue, défilement automatique"
        slidesPerView={{ mobile: 1 }}
        autoplay={{ delay: 3_600_000 }}
        prefersReducedMotion={false}
      />
      <div style={{ background: vars.color.stage, padding: 24, borderRadius: 16 }}>
        <DemoCarousel
          label="Sur la scène"
          slidesPerView={{ mobile: 2, desktop: 4 }}
          gap="medium"
          controlsTone="stage"
          autoplay={{ delay: 3_600_000 }}
          prefersReducedMotion={false}
        />
      </div>
      <DemoCarousel label="Sans boucle" slidesPerView={{ mobile: 1, desktop: 2 }} loop={false} />
    </div>
  ),
};
