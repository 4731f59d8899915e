import { withThemeByDataAttribute } from '@storybook/addon-themes';
import type { Preview, ReactRenderer } from '@storybook/react-vite';
import { forcedStates } from '@fabrique/ui/catalogue';
import { configure } from 'storybook/test';
import '@fabrique/ui/theme';
import '@fabrique/site-kit/global';
import './brands/example-brand.css';
import { catalogueTheme } from './catalogue-theme.ts';

// A play function's waitFor waits for its condition: testing-library's 1 s default deadline raced the components' own
// timers on a loaded machine (a toast leaves 400 ms after closing, a smooth scroll takes about as long).
configure({ asyncUtilTimeout: 10_000 });

const preview: Preview = {
  parameters: {
    layout: 'fullscreen',
    controls: { expanded: true },
    a11y: { test: 'error' },
    // The All states stories' hover, focus and pressed cells, drawn without a pointer (StateGrid's data-force).
    pseudo: {
      hover: [forcedStates.hover],
      focusVisible: [forcedStates.focusVisible],
      active: [forcedStates.active],
    },
    docs: { toc: true, theme: catalogueTheme },
    options: {
      // The groups as designers look for things; the rule for each is in docs/Developers.mdx. Lint (fabrique/story-meta)
      // reads this list as Storybook does, and holds every story file's title to it.
      storySort: {
        order: [
          'Welcome',
          'Foundations',
          'Layout',
          'Navigation',
          'Content',
          'Cards',
          'Carousels',
          'Forms',
          'Site sections',
          'Site blocks',
          'E-mails',
          'Developers',
        ],
        method: 'alphabetical',
      },
    },
  },
  // The toolbar's brand switch: La Fabrique's theme, or the example brand's roles set anew (brands/example-brand.css).
  decorators: [
    withThemeByDataAttribute<ReactRenderer>({
      themes: { 'La Fabrique': 'fabrique', 'Example brand': 'example' },
      defaultTheme: 'La Fabrique',
      attributeName: 'data-brand',
    }),
  ],
  initialGlobals: { locale: 'fr' },
  tags: ['autodocs'],
};

export default preview;
