import { notFoundPath, homePath } from '@fabrique/content';
import { NotFound } from '@fabrique/ui';
import { useEffect, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router';
import { pageMeta } from '../lib/seo.ts';

export function meta() {
  return pageMeta({
    title: 'Page introuvable | La Fabrique',
    description: 'Cette page n’existe pas ou a été déplacée.',
    path: notFoundPath,
    noIndex: true,
  });
}

const noSubscription = () => () => {};

export default function NotFoundPage() {
  const { pathname } = useLocation();
  // Prerendered once at /404 and served for every unknown address: the real path is shown once the page has hydrated.
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  useEffect(() => {
    console.warn('404: page not found:', pathname);
  }, [pathname]);
  return <NotFound path={hydrated ? pathname : undefined} homeHref={homePath} />;
}
