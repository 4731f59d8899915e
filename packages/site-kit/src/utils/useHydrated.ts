import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False while React renders the prerendered markup (server, hydration), true from the render after: attributes that only
 * make sense once React drives a control (its own validation, its own state) are added then, without a mismatch.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
