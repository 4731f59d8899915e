import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * False while React hydrates the prerendered HTML, true afterwards. A page whose content depends on the address's
 * query string (which the prerender cannot know) reads it only once this is true, so hydration sees the same text.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
