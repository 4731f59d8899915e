import type { Config } from '@react-router/dev/config';

// Framework mode, server-rendered at build time: both pages prerendered to HTML, then hydrated.
export default {
  ssr: false,
  prerender: ['/', '/interactive'],
} satisfies Config;
