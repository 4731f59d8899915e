import fabrique from '@fabrique/eslint-rules';
import js from '@eslint/js';
import { readFileSync } from 'node:fs';
import { getStorySortParameter } from 'storybook/internal/csf-tools';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import storybook from 'eslint-plugin-storybook';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** The workspace dependency rules (docs/architecture.md), as lint errors. */
const siteOnly = {
  group: ['@fabrique/site', '@fabrique/site/*', '**/apps/site/**'],
  message: 'Only the site composes the packages: nothing imports it.',
};
const functionsOnly = {
  group: ['@fabrique/functions', '@fabrique/functions/*', '**/supabase/**'],
  message: 'The functions are deployed on their own: the site and the packages call them over HTTP.',
};
const noWorkspacePackage = {
  group: ['@fabrique/*', '**/packages/*/src/**', '**/apps/**'],
  message: 'content and forms depend on no other workspace package.',
};
// ui is used through its entries, as a consumer of the published package would: '@fabrique/ui', '/styling', '/tokens'.
const uiSource = {
  group: ['@fabrique/ui/src', '@fabrique/ui/src/*'],
  message: "ui's source files are private: import '@fabrique/ui' (or '@fabrique/ui/styling' in a .css.ts file).",
};
// The catalogue's decorators and play helpers are never part of a component.
const uiCatalogue = {
  group: ['@fabrique/ui/catalogue'],
  message: "'@fabrique/ui/catalogue' is for stories and the Storybook app only.",
};
const catalogueFiles = ['**/*.stories.tsx', '**/storyHelpers/**', 'apps/storybook/**', 'packages/ui/src/catalogue.ts'];
const boundaries = [
  // Every other TypeScript file; the entries below replace this one for the files they name.
  { files: ['**/*.{ts,tsx}'], patterns: [] },
  {
    files: ['packages/content/**/*.{ts,tsx}', 'packages/forms/**/*.{ts,tsx}'],
    patterns: [noWorkspacePackage],
  },
  {
    files: ['packages/ui/**/*.{ts,tsx}'],
    // ui is published on its own: it takes plain props and imports no workspace package, nor do its stories (their
    // samples are written for them), so that the catalogue shows ui as a consumer gets it.
    patterns: [
      siteOnly,
      functionsOnly,
      { group: ['@fabrique/*', '**/packages/*/src/**'], message: 'ui is published: it imports no workspace package.' },
    ],
  },
  {
    files: ['packages/site-kit/**/*.{ts,tsx}'],
    patterns: [siteOnly, functionsOnly],
  },
  {
    // The functions render the e-mails under Deno: plain props in, and of the workspace only the theme's raw tokens and
    // the forms' types (its stories show the organisation's real pages).
    files: ['packages/emails/**/*.{ts,tsx}'],
    patterns: [
      siteOnly,
      functionsOnly,
      {
        regex: '^@fabrique/(?!ui/tokens$|forms$)',
        message: "The e-mails read only the theme tokens and the forms' types.",
      },
      { group: ['**/packages/*/src/**'], message: 'The e-mails read only the theme tokens of the workspace.' },
    ],
    storiesMayShowContent: true,
  },
  // The e2e tests may read the local backend's outbox: they drive the site and its functions together.
  {
    files: ['apps/site/app/**/*.{ts,tsx}', 'apps/storybook/**/*.{ts,tsx}'],
    patterns: [functionsOnly],
  },
  {
    files: ['supabase/**/*.{ts,tsx}'],
    patterns: [
      siteOnly,
      {
        group: ['@fabrique/ui', '@fabrique/ui/*', '**/packages/ui/**', '**/packages/content/**'],
        message: "The functions share only the forms' validation and the catalogue's ids with the site.",
      },
      // Of the catalogue, only its asset-free ids and paths: course requests are checked against the ids, e-mails
      // link to the site's pages by their paths.
      {
        regex: '^@fabrique/content(?!/(ids|paths)$)',
        message: "Of the content, the functions share only the catalogue's ids and the site's paths.",
      },
    ],
  },
].flatMap(({ files, patterns, storiesMayShowContent }) => {
  const rule = (restricted) => ({
    rules: { '@typescript-eslint/no-restricted-imports': ['error', { patterns: [...restricted, uiSource] }] },
  });
  return [
    { files, ignores: catalogueFiles, ...rule([...patterns, uiCatalogue]) },
    // Flat config's nested array: a file matching both an entry's pattern and a catalogue pattern.
    {
      files: files.flatMap((pattern) => catalogueFiles.map((catalogue) => [pattern, catalogue])),
      ...rule(storiesMayShowContent ? [] : patterns),
    },
  ];
});

/** The catalogue's groups, read from its sidebar order as Storybook reads it. */
const storyGroups = getStorySortParameter(
  readFileSync(new URL('apps/storybook/.storybook/preview.ts', import.meta.url), 'utf8'),
).order.filter((group) => group !== 'Introduction');

/** Checks of the source that read its syntax, not its text. */
const ownRules = [
  {
    files: ['packages/ui/**/*.{ts,tsx}'],
    ignores: ['**/*.stories.tsx', '**/*.test.{ts,tsx}', '**/storyHelpers/**'],
    plugins: { fabrique },
    rules: { 'fabrique/no-site-paths': 'error' },
  },
  {
    files: ['packages/*/src/**/*.stories.tsx'],
    plugins: { fabrique },
    rules: { 'fabrique/story-meta': ['error', { groups: storyGroups }] },
  },
  {
    // The components' docs pages say when to use each (the e-mails are not placed in pages).
    files: ['packages/ui/src/**/*.stories.tsx', 'packages/site-kit/src/**/*.stories.tsx'],
    plugins: { fabrique },
    rules: { 'fabrique/story-meta': ['error', { groups: storyGroups, requireWhenToUse: true }] },
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/build/**',
      '**/dist/**',
      '**/storybook-static/**',
      '**/test-results/**',
      '**/.react-router/**',
      '**/.turbo/**',
      '.local/**',
      // Next.js is installed only in the fresh app the test makes of this folder, where `next build` type-checks it.
      'apps/ui-fresh-app/next/**',
    ],
  },
  js.configs.recommended,
  // Type-aware rules: they see through the workspace packages' types, so they run on TypeScript files only.
  ...tseslint.configs.recommendedTypeChecked.map((config) => ({
    ...config,
    files: ['**/*.{ts,tsx}'],
  })),
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    languageOptions: {
      globals: { ...globals.browser, ...globals.node },
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // React Router's loaders answer 404 by throwing a Response.
      '@typescript-eslint/only-throw-error': ['error', { allow: [{ from: 'lib', name: 'Response' }] }],
      // An async function without await is how a fake or a handler honours a Promise-returning interface.
      '@typescript-eslint/require-await': 'off',
    },
  },
  {
    // Vitest's asymmetric matchers (expect.any, expect.stringMatching…) are typed any on purpose.
    files: ['**/*.test.ts', '**/*.test.tsx', '**/*.stories.tsx', '**/e2e/**/*.ts'],
    rules: { '@typescript-eslint/no-unsafe-assignment': 'off' },
  },
  ...boundaries,
  ...ownRules,
  {
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: { globals: { ...globals.node } },
  },
  ...storybook.configs['flat/recommended'],
);
