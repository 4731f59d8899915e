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

/** @inline */
export interface ScrollToTopProps {
  pathname: string;
  hash?: string;
  navigationType?: NavigationType;
}

/**
 * The hook as a component, for a layout that renders `<ScrollToTop {...location} />`. Renders nothing.
 *
 * **When to use it**: once, in the site’s layout, with the router’s location: new pages start at the top, anchors land below the header.
 *
 * **When not to**: to scroll on anything other than a route change.
 *
 * `useScrollToTopOnRouteChange(pathname, hash, navigationType?)` and its component form `<ScrollToTop />`: the site calls it once in its layout with the router’s location.
 *
 * **Behaviour**: a new pathname scrolls to the top at once (not smoothly: it is a new page). A location with a hash whose element exists scrolls to that element instead, following the page's `scroll-behavior` (smooth only where `<html data-scroll-behavior="smooth">` opts in, and never under reduced motion), and below the sticky header (the page’s `scroll-padding-top`). The first render does nothing, so reload restoration and deep links keep the browser’s position; with `navigationType` “POP” (back/forward) it also does nothing, leaving the position to the router’s scroll restoration.
 *
 * **Keyboard and screen readers**: no UI, and focus is left where it is: announcing the new page is the router’s or the page’s job (its `<title>` and `h1`).
 *
 * @param props - The props below; {@link ScrollToTopProps} is their whole type.
 *
 * @example
 * ```tsx
 * // In the layout, with React Router's location and navigation type.
 * const location = useLocation();
 * <ScrollToTop pathname={location.pathname} hash={location.hash} navigationType={useNavigationType()} />;
 * ```
 */
export function ScrollToTop({ pathname, hash, navigationType }: ScrollToTopProps) {
  useScrollToTopOnRouteChange(pathname, hash, navigationType);
  return null;
}
