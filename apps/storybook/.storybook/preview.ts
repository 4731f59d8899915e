import type { Preview } from '@storybook/react-vite';
import '@fabrique/ui/theme';

const preview: Preview = {
  parameters: {
    layout: 'fullscreen',
    controls: { expanded: true },
    a11y: { test: 'error' },
    docs: { toc: true },
    options: {
      storySort: { order: ['Introduction', 'Fondations', ['Tokens'], 'Layout', 'Components', '*'] },
    },
  },
  initialGlobals: { locale: 'fr' },
  tags: ['autodocs'],
};

export default preview;
