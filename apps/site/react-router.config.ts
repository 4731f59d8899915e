import type { Config } from '@react-router/dev/config';

export default {
  appDirectory: 'app',
  // Static site: every known URL is prerendered to HTML at build time, then hydrated.
  ssr: false,
  async prerender() {
    return ['/'];
  },
} satisfies Config;
