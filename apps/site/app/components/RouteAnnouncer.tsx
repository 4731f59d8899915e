import { VisuallyHidden } from '@fabrique/ui';
import { useEffect, useRef, useState } from 'react';

/**
 * Says the new page's title to screen readers after a client-side navigation, as a page load would: the router swaps
 * the page without one. Not on the first render (the page load said it), nor when only the hash or the query changes.
 */
export function RouteAnnouncer({ pathname }: { pathname: string }) {
  const [title, setTitle] = useState('');
  const announced = useRef(pathname);
  useEffect(() => {
    if (announced.current === pathname) return;
    announced.current = pathname;
    // The route's <title> is written in the same commit as the page.
    setTitle(document.title);
  }, [pathname]);
  return <VisuallyHidden live="assertive">{title}</VisuallyHidden>;
}
