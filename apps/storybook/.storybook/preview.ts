import type { Preview } from '@storybook/react-vite';
import { configure } from 'storybook/test';
import '@fabrique/ui/theme';
import '@fabrique/site-kit/global';

// A play function's waitFor waits for its condition: testing-library's 1 s default deadline raced the components' own
// timers on a loaded machine (a toast leaves 400 ms after closing, a smooth scroll takes about as long).
configure({ asyncUtilTimeout: 10_000 });

const preview: Preview = {
  parameters: {
    layout: 'fullscreen',
    controls: { expanded: true },
    a11y: { test: 'error' },
    docs: { toc: true },
    options: {
      // The groups as designers look for things; the rule for each is in docs/Introduction.mdx. Lint (fabrique/story-meta)
      // reads this list as Storybook does, and holds every story file's title to it.
      storySort: {
        order: [
          'Introduction',
          'Fondations',
          'Mise en page',
          'Navigation',
          'Contenus',
          'Cartes',
          'Carrousels',
          'Formulaires',
          'Sections du site',
          'Blocs du site',
          'E-mails',
        ],
        method: 'alphabetical',
      },
    },
  },
  initialGlobals: { locale: 'fr' },
  tags: ['autodocs'],
};

export default preview;
