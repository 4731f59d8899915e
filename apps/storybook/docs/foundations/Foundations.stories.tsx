import type { Meta, StoryObj } from '@storybook/react-vite';
import { glyphs, socialNetworks } from '@fabrique/ui/catalogue';
import { expect, waitFor } from 'storybook/test';
import { colourRoles, group, paletteColours } from './foundations.ts';
import {
  ColourRoles as ColourRolesBlock,
  IconGallery,
  Layout,
  Motion as MotionBlock,
  Palette as PaletteBlock,
  Radii as RadiiBlock,
  Shadows as ShadowsBlock,
  Spacing as SpacingBlock,
  TypeScale as TypeScaleBlock,
} from './Foundations.tsx';

/** The canvas names exactly these tokens (each marked data-token where its name shows), in this order. */
const showsEvery = async (canvasElement: HTMLElement, ids: string[]) => {
  const shown = [...canvasElement.querySelectorAll('[data-token]')].map((element) =>
    element.getAttribute('data-token'),
  );
  await expect(shown).toEqual(ids);
};

const meta = {
  title: 'Foundations/Design tokens',
  // The words a French designer searches with (the catalogue's search reads tags).
  tags: ['couleur', 'couleurs', 'typographie', 'espacement', 'arrondis', 'ombres', 'animation', 'icônes'],
  parameters: {
    layout: 'padded',
    docs: {
      description: {
        component:
          'The foundations, read from the generated tokens data (ui’s tokens/fabrique.tokens.json): roles first, then the palette they alias. The Tokens page puts them together.',
      },
    },
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const ColourRoles: Story = {
  name: 'Colour roles',
  render: () => <ColourRolesBlock />,
  play: async ({ canvasElement }) => {
    await showsEvery(
      canvasElement,
      colourRoles.map((role) => role.id),
    );
    // Every role with its contrast pairs: one level per pair, and La Fabrique's own pairs all at AA or better.
    const levels = [...canvasElement.querySelectorAll('td strong')].map((level) => level.textContent);
    await expect(levels).toHaveLength(colourRoles.reduce((count, role) => count + role.pairs.length, 0));
  },
};

export const Palette: Story = {
  render: () => <PaletteBlock />,
  // The palette's raw values by design: a brand sets roles, never these swatches.
  parameters: { retheme: false },
  play: async ({ canvasElement }) =>
    showsEvery(
      canvasElement,
      paletteColours.map((colour) => colour.id),
    ),
};

export const TypeScale: Story = {
  name: 'Type scale',
  render: () => <TypeScaleBlock />,
  play: async ({ canvasElement }) => {
    await showsEvery(
      canvasElement,
      [...group('fontSize'), ...group('font'), ...group('fontWeight'), ...group('lineHeight')].map((t) => t.id),
    );
  },
};

export const Spacing: Story = {
  render: () => <SpacingBlock />,
  play: async ({ canvasElement }) =>
    showsEvery(
      canvasElement,
      group('space').map((t) => t.id),
    ),
};

export const Radii: Story = {
  render: () => <RadiiBlock />,
  play: async ({ canvasElement }) =>
    showsEvery(
      canvasElement,
      group('radius').map((t) => t.id),
    ),
};

export const Shadows: Story = {
  render: () => <ShadowsBlock />,
  play: async ({ canvasElement }) =>
    showsEvery(
      canvasElement,
      group('shadow').map((t) => t.id),
    ),
};

export const Motion: Story = {
  render: () => <MotionBlock />,
  play: async ({ canvasElement }) => {
    await showsEvery(
      canvasElement,
      [...group('duration'), ...group('easing')].map((t) => t.id),
    );
    // Each row shows its token moving (Chromium here does not ask for reduced motion).
    const dots = canvasElement.querySelectorAll('.fab-foundations-dot');
    await expect(dots).toHaveLength(group('duration').length + group('easing').length);
    for (const dot of dots) await expect(getComputedStyle(dot).animationName).toBe('fab-foundations-travel');
  },
};

export const BreakpointsAndWidths: Story = {
  name: 'Breakpoints and widths',
  render: () => <Layout />,
  play: async ({ canvasElement }) =>
    showsEvery(
      canvasElement,
      [...group('breakpoint'), ...group('contentWidth'), ...group('size')].map((t) => t.id),
    ),
};

export const Icons: Story = {
  render: () => <IconGallery />,
  play: async ({ canvasElement }) => {
    const names = [...Object.keys(glyphs), ...socialNetworks];
    const items = () => [...canvasElement.querySelectorAll('li[data-icon]')];
    await waitFor(() => expect(items().map((item) => item.getAttribute('data-icon'))).toEqual(names));
    for (const item of items()) {
      // Each named, and drawn at each size: an <svg> of 16, 20 and 24 px.
      await expect(item.textContent).toContain(item.getAttribute('data-icon'));
      await expect([...item.querySelectorAll('svg')].map((svg) => svg.getAttribute('width'))).toEqual([
        '16',
        '20',
        '24',
      ]);
    }
  },
};
