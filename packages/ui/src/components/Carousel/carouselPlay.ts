/** Helpers for the carousels' play functions: read the selected slide, hold the autoplay timer, wait for embla to rest. */
import { expect, userEvent, waitFor, within } from 'storybook/test';

/** The controls of the autoplay props every carousel passes on to Carousel.Root. */
export const autoplayArgTypes = {
  autoplay: { control: 'object' },
  prefersReducedMotion: { control: 'boolean' },
} as const;

export function activeSlide(carousel: HTMLElement): string | null {
  return (
    carousel.querySelector('[aria-roledescription="diapositive"][data-state="active"]')?.getAttribute('aria-label') ??
    null
  );
}

const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));

/** Resolves once the slide track has kept the same position for a few frames (embla moves it once per frame). */
export async function waitForSettled(carousel: HTMLElement) {
  const track = carousel.querySelector('[aria-roledescription="diapositive"]')?.parentElement;
  if (!track) return;
  let last = '';
  let stableReads = 0;
  for (let attempt = 0; attempt < 300 && stableReads < 4; attempt += 1) {
    await nextFrame();
    const position = `${track.style.transform}|${[...track.children].map((slide) => (slide as HTMLElement).style.transform).join()}`;
    stableReads = position === last ? stableReads + 1 : 0;
    last = position;
  }
}

/** Brings the carousel back to its first slide by the shorter way and lets it settle, so the screenshot never varies. */
export async function returnToFirstSlide(carousel: HTMLElement) {
  // No focus ring nor hover left over from the test in the screenshot.
  (carousel.ownerDocument.activeElement as HTMLElement | null)?.blur();
  await userEvent.unhover(carousel);
  const [index = 1, total = 1] = (activeSlide(carousel) ?? '1 sur 1').split(' sur ').map(Number);
  const forward = index - 1 > total / 2;
  const button = carousel.querySelector<HTMLButtonElement>(
    `button[aria-label="${forward ? 'Diapositive suivante' : 'Diapositive précédente'}"]`,
  );
  // Embla retargets a running scroll: click all steps at once, then wait once.
  for (let step = 0; step < (forward ? total - index + 1 : index - 1); step += 1) button?.click();
  await waitFor(() => expect(activeSlide(carousel)).toMatch(/^1 sur/));
  await waitForSettled(carousel);
}

/** Waits until the autoplay plugin's timer is stopped: from then on only the visitor can move the carousel. */
export async function waitForAutoplayStopped(carousel: HTMLElement) {
  await waitFor(() => expect(carousel).toHaveAttribute('data-autoplay-timer', 'stopped'));
}

/**
 * The autoplay delay of the stories: a day, which never passes by itself. Embla's autoplay waits with
 * `setTimeout(next, delay)`; `autoplayClock.hold` (a story's `beforeEach`) keeps the timeouts of exactly this delay
 * for the play function to end with `turn()`, and lets every other timeout run as usual.
 */
export const heldAutoplayDelay = 86_400_000;

type Held = Map<number, () => void>;

function holdTimeouts(held: Held) {
  // Put back as they were, not as bound copies.
  const originals = (['setTimeout', 'clearTimeout'] as const).map(
    (name) => [name, Object.getOwnPropertyDescriptor(window, name)!] as const,
  );
  const realSetTimeout = window.setTimeout.bind(window);
  const realClearTimeout = window.clearTimeout.bind(window);
  // Negative ids: never one of the browser's.
  let lastId = 0;
  window.setTimeout = ((handler: TimerHandler, delay?: number, ...args: unknown[]) => {
    if (delay !== heldAutoplayDelay || typeof handler !== 'function') return realSetTimeout(handler, delay, ...args);
    lastId -= 1;
    held.set(lastId, () => (handler as (...values: unknown[]) => void)(...args));
    return lastId;
  }) as typeof window.setTimeout;
  window.clearTimeout = ((id?: number) => {
    if (id !== undefined && held.delete(id)) return;
    realClearTimeout(id);
  }) as typeof window.clearTimeout;
  return () => {
    for (const [name, descriptor] of originals) Object.defineProperty(window, name, descriptor);
    held.clear();
  };
}

const held: Held = new Map();

/** The carousels' autoplay timer, in the play function's hands. */
export const autoplayClock = {
  /** For a story's `beforeEach`: holds the timeouts of `heldAutoplayDelay` until the story ends. */
  hold: () => holdTimeouts(held),
  /** How many autoplay timers are waiting: 0 means nothing can move the carousel but the visitor. */
  pending: () => held.size,
  /** The delay passes: the waiting autoplay timer fires now. */
  turn() {
    const [first] = held;
    if (!first) throw new Error('No autoplay timer is waiting');
    const [id, fire] = first;
    held.delete(id);
    fire();
  },
};

/** Waits until the autoplay plugin's timer is set, then lets its delay pass: the carousel moves on by itself. */
export async function turnAutoplay(carousel: HTMLElement) {
  await waitFor(() => expect(carousel).toHaveAttribute('data-autoplay-timer', 'set'));
  autoplayClock.turn();
}

/**
 * The autoplay every carousel keeps, played through: its delay moves it, hovering pauses it (no timer left), leaving
 * lets it go on, the toggle stops it for good; ends back on the first slide. The story holds `autoplayClock`.
 */
export async function playAutoplay(canvasElement: HTMLElement, label: string, slides: number) {
  const canvas = within(canvasElement);
  const carousel = canvas.getByRole('group', { name: label });
  await turnAutoplay(carousel);
  await waitFor(() => expect(activeSlide(carousel)).toBe(`2 sur ${slides}`));
  await userEvent.hover(carousel);
  await waitForAutoplayStopped(carousel);
  await expect(autoplayClock.pending()).toBe(0);
  await userEvent.unhover(carousel);
  await turnAutoplay(carousel);
  await waitFor(() => expect(activeSlide(carousel)).toBe(`3 sur ${slides}`));
  const toggle = canvas.getByRole('button', { name: 'Mettre en pause le défilement' });
  await userEvent.click(toggle);
  await expect(toggle).toHaveAccessibleName('Reprendre le défilement');
  toggle.blur();
  await returnToFirstSlide(carousel);
}

/** Under reduced motion nothing moves by itself: no pause button, no timer waiting, still the first slide. */
export async function expectNoAutoplay(canvasElement: HTMLElement, label: string, slides: number) {
  const canvas = within(canvasElement);
  const carousel = canvas.getByRole('group', { name: label });
  await expect(canvas.queryByRole('button', { name: /défilement/ })).not.toBeInTheDocument();
  await waitForAutoplayStopped(carousel);
  await expect(autoplayClock.pending()).toBe(0);
  await expect(activeSlide(carousel)).toBe(`1 sur ${slides}`);
  return carousel;
}
