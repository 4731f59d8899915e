import type { StorybookConfig } from '@storybook/react-vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defaultClientConditions, defaultServerConditions } from 'vite';
import { assignedDisplayName } from './display-name.ts';

/** A file of an installed package (beside its main entry), for the catalogue to serve as it is. */
const installed = (specifier: string, file: string) =>
  join(dirname(fileURLToPath(import.meta.resolve(specifier))), file);

const config: StorybookConfig = {
  framework: '@storybook/react-vite',
  stories: [
    '../docs/**/*.mdx',
    '../docs/**/*.stories.tsx',
    '../../../packages/ui/src/**/*.mdx',
    '../../../packages/ui/src/**/*.stories.tsx',
    '../../../packages/site-kit/src/**/*.mdx',
    '../../../packages/site-kit/src/**/*.stories.tsx',
    '../../../packages/emails/src/**/*.stories.tsx',
  ],
  addons: [
    '@storybook/addon-docs',
    '@storybook/addon-a11y',
    '@storybook/addon-themes',
    'storybook-addon-pseudo-states',
  ],
  staticDirs: [
    // The design tokens as designers take them (DTCG JSON), linked from the Tokens page: /tokens/fabrique.tokens.json.
    { from: '../../../packages/ui/tokens', to: '/tokens' },
    // The catalogue's own interface wears the site's mark and fonts (manager.ts, manager-head.html).
    { from: '../../site/public/favicon.svg', to: '/la-fabrique.svg' },
    ...['inter-latin-400-normal', 'inter-latin-600-normal'].map((name) => ({
      from: installed('@fontsource/inter', `files/${name}.woff2`),
      to: `/fonts/${name}.woff2`,
    })),
    {
      from: installed('@fontsource/montserrat', 'files/montserrat-latin-700-normal.woff2'),
      to: '/fonts/montserrat-latin-700-normal.woff2',
    },
  ],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  typescript: {
    reactDocgen: 'react-docgen-typescript',
    // The components live in ui and site-kit, outside this app: docgen reads them through a project of their sources,
    // which also gives each component its displayName (the docs' tab names survive minification).
    reactDocgenTypescriptOptions: {
      tsconfigPath: './tsconfig.docgen.json',
      include: ['../../packages/ui/src/**/*.tsx', '../../packages/site-kit/src/**/*.tsx'],
      componentNameResolver: assignedDisplayName,
    },
  },
  async viteFinal(viteConfig) {
    viteConfig.plugins = [...(viteConfig.plugins ?? []), vanillaExtractPlugin()];
    // ui's TypeScript source (its `fabrique-source` export condition), not its built dist/.
    viteConfig.resolve = { ...viteConfig.resolve, conditions: ['fabrique-source', ...defaultClientConditions] };
    // The same for the vanilla-extract compiler, which evaluates the .css.ts files as server code.
    viteConfig.ssr = {
      ...viteConfig.ssr,
      resolve: { ...viteConfig.ssr?.resolve, conditions: ['fabrique-source', ...defaultServerConditions] },
    };
    return viteConfig;
  },
};

export default config;
