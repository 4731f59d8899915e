import type { Decorator } from '@storybook/react-vite';

/**
 * Narrows a story to `parameters.maxWidth` (px), the width the component has on the page;
 * a story sets `parameters: { maxWidth: null }` to get the whole canvas (grids of several cards).
 */
export const withMaxWidth: Decorator = (Story, { parameters }) => {
  const maxWidth = parameters.maxWidth as number | null | undefined;
  return maxWidth ? (
    <div style={{ maxWidth }}>
      <Story />
    </div>
  ) : (
    <Story />
  );
};
