import { notFoundPath } from '@fabrique/content/paths';
import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';

// Static hosts answer unknown addresses (/formations/nope…) with the prerendered not-found page; the router then renders
// the route that matches the address, so React's hydration-mismatch report is expected there and only there.
const servedAsFallback =
  document.querySelector('meta[name="fabrique-fallback"]') !== null && location.pathname !== notFoundPath;

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
    {
      onRecoverableError(error) {
        if (servedAsFallback) return;
        reportError(error);
      },
    },
  );
});
