import { parisToday } from '@fabrique/content';
import { useSyncExternalStore } from 'react';

// Set by vite.config.ts from the build's date (build-date.ts): pages are prerendered as of that day.
const buildEpoch = Number(import.meta.env.VITE_BUILD_EPOCH ?? Math.floor(Date.now() / 1000));

/** The build's day in Paris, 'yyyy-mm-dd': what the prerendered HTML shows. */
export const buildToday = parisToday(buildEpoch * 1000);

const noSubscription = () => () => {};
const browserToday = () => parisToday(Date.now());
const prerenderedToday = () => buildToday;

/**
 * The day sessions are judged against: the build's while React hydrates the prerendered HTML (so it matches), then the
 * visitor's own clock, the same one the page's clock script (session-clock.ts) used before the first paint.
 */
export function useToday(): string {
  return useSyncExternalStore(noSubscription, browserToday, prerenderedToday);
}

// The rules take an instant; the pages hold a day (content's dates module owns the conversion).
export { noonOf } from '@fabrique/content';
