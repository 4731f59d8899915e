import type { Decorator } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { Toaster } from '../components/Toast/Toast.tsx';

/** Mounts the Toaster that components calling useToast() need (the app mounts one at its root). */
export const withToaster: Decorator = (Story) => (
  <Toaster>
    <Story />
  </Toaster>
);

function openToasts(): HTMLElement[] {
  return Array.from(document.querySelectorAll<HTMLElement>('li[data-variant][data-state="open"]'));
}

/** Waits for the open toast whose title is `title` and returns it (its text holds the description too). */
export function findToast(title: string): Promise<HTMLElement> {
  return waitFor(() => {
    const toast = openToasts().find((element) => element.textContent?.includes(title));
    if (!toast) throw new Error(`No open toast titled "${title}"`);
    return toast;
  });
}

/**
 * Checks that no toast is open. Call it once the interaction's own result shows (an inline error, say): a toast
 * asked for by the same handler opens in that same render, so it would be there already.
 */
export async function expectNoToast(): Promise<void> {
  await expect(openToasts()).toEqual([]);
}
