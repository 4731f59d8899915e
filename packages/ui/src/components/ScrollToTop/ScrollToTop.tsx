'use client';

import { useEffect, useRef } from 'react';

/** React Router's names: PUSH and REPLACE are new pages, POP is back/forward. */
export type NavigationType = 'POP' | 'PUSH' | 'REPLACE';

/**
 * Scrolls to the top of the page when `pathname` changes; when the new location has a hash whose element exists,
 * scrolls to that element instead. The first render does nothing: the browser owns the position on load
 * (restoration after a reload, a deep link to #section). Pass the router's navigation type to leave back/forward
 * navigations ('POP') to the router's scroll restoration.
 */
export function useScrollToTopOnRouteChange(pathname: string, hash = '', navigationType?: NavigationType): void {
  const previousPathname = useRef<string | null>(null);

  useEffect(() => {
    const previous = previousPathname.current;
    previousPathname.current = pathname;
    if (previous === null || navigationType === 'POP') return;

    const target = hash.length > 1 ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    if (target) {
      // Follows the page's scroll-behavior (smooth, or instant under reduced motion) and its scroll-padding.
      target.scrollIntoView({ block: 'start' });
      return;
    }
    // A new page starts at its top at once, whatever the page's scroll-behavior.
    if (previous !== pathname) window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [pathname, hash, navigationType]);
}

export interface ScrollToTopProps {
  pathname: string;
  hash?: string;
  navigationType?: NavigationType;
}

/** The hook as a component, for a layout that renders `<ScrollToTop {...location} />`. Renders nothing. */
export function ScrollToTop({ pathname, hash, navigationType }: ScrollToTopProps) {
  useScrollToTopOnRouteChange(pathname, hash, navigationType);
  return null;
}
