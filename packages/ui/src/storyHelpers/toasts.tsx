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

/** Checks that no toast opens within a short while. */
export async function expectNoToast(within = 400): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, within));
  await expect(openToasts()).toEqual([]);
}
