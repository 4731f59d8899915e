/** Helpers for the carousels' play functions: read the selected slide, wait for embla to come to rest. */
import { expect, userEvent, waitFor } from 'storybook/test';

export function activeSlide(carousel: HTMLElement): string | null {
  return (
    carousel.querySelector('[aria-roledescription="diapositive"][data-state="active"]')?.getAttribute('aria-label') ??
    null
  );
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Resolves once the slide track has kept the same position for a few frames. */
export async function waitForSettled(carousel: HTMLElement) {
  const track = carousel.querySelector('[aria-roledescription="diapositive"]')?.parentElement;
  if (!track) return;
  let last = '';
  let stableReads = 0;
  for (let attempt = 0; attempt < 100 && stableReads < 4; attempt += 1) {
    await pause(50);
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

/** Waits until the selected slide differs from `from`. */
export async function waitForSlideChange(carousel: HTMLElement, from: string | null, timeout = 4000) {
  await waitFor(() => expect(activeSlide(carousel)).not.toBe(from), { timeout });
}
