// Keystatic's interface font, self-hosted: the patched editor requests nothing from a font service.
import '@fontsource/inter/400.css';
import '@fontsource/inter/500.css';
import '@fontsource/inter/600.css';
import '@fontsource/inter/700.css';
import type { Config } from '@keystatic/core';
import { Keystatic } from '@keystatic/core/ui';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import config from './keystatic.config.ts';
import { explainRefusedSaves } from './refused-save-summary.tsx';

const appSlug = import.meta.env.VITE_KEYSTATIC_GITHUB_APP_SLUG as string | undefined;

// Keystatic routes itself under /keystatic; the bare address opens it.
if (!window.location.pathname.startsWith('/keystatic')) window.history.replaceState(null, '', '/keystatic');

explainRefusedSaves();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    {/* The typed navigation keys make the config narrower than the component's prop type: same object. */}
    <Keystatic
      config={config as unknown as Config}
      appSlug={{ envName: 'VITE_KEYSTATIC_GITHUB_APP_SLUG', value: appSlug }}
    />
  </StrictMode>,
);
