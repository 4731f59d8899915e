'use client';

import { useSyncExternalStore } from 'react';
import { media } from '../../theme/tokens.ts';

function subscribe(onChange: () => void) {
  const query = window.matchMedia(media.reducedMotion);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

const getSnapshot = () => window.matchMedia(media.reducedMotion).matches;
// Prerendered HTML assumes reduced motion: nothing starts moving before the browser has been asked.
const getServerSnapshot = () => true;

/** True when the visitor asked their system for less motion; follows the setting live. */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot);
}
