import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False while React renders the prerendered markup (server, hydration), true from the render after: attributes that only
 * make sense once React drives a control (its own validation, its own state), or text that depends on what the
 * prerender cannot know (the address's query string), are added then, without a mismatch.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
