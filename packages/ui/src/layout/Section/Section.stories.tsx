import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Container } from '../Container/Container.tsx';
import { Section, sectionPaddings, sectionTones } from './Section.tsx';
import { radioControls } from '../../storyHelpers/radioControls.ts';

const meta = {
  title: 'Layout/Section',
  tags: ['section', 'bande'],
  component: Section,
  args: {
    tone: 'stage',
    paddingY: 'large',
    labelledBy: 'section-demo-title',
    children: (
      <Container>
        <h2 id="section-demo-title">Nos prochaines sessions</h2>
      </Container>
    ),
  },
  argTypes: {
    ...radioControls({ tone: sectionTones, paddingY: sectionPaddings }),
    deferRendering: { control: 'boolean' },
  },
  parameters: {
    docs: {
      description: {
        component: `**When to use it**: once per block of a page, for its background tone and vertical rhythm.

**When not to**: inside a card or another Section; for width, use a Container inside it.

A full-width band of the page: its background tone and its vertical rhythm. Use one per block of a page; put a Container
inside to set the width, and a SectionHeading to open it.

**Props**: \`tone\` is \`surface\` (white, the default), \`muted\` (light grey) or \`stage\` (the dark "on-air" background, with white text);
\`paddingY\` is \`none\`, \`small\` (1 rem: a thin band such as the breadcrumb's), \`medium\` (3 rem) or \`large\` (the default: 4 rem, 6 rem from the desktop breakpoint);
\`deferRendering\` is for a light band below the fold on arrival (\`content-visibility: auto\`): once the browser has found it off screen,
after the page's first layout, it skips its paint and every later style and layout (the fonts' swap, a resize) until it nears the screen.
The first layout itself still covers every band, as the specification asks. On screen it looks the same. A \`stage\` band
ignores it: an audit that does not scroll (Lighthouse's axe) would read a skipped band's white text against the white page behind it.

**Decisions**: \`labelledBy\` takes the id of the section's heading (SectionHeading's \`id\`) and becomes \`aria-labelledby\`, which makes the
\`<section>\` a named region landmark; without it the section is not announced as one. The section owns the vertical spacing between bands,
so the components inside have no outer margins.`,
      },
    },
  },
} satisfies Meta<typeof Section>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Nos prochaines sessions' });
    await expect(getComputedStyle(region).backgroundColor).toBe('rgb(11, 16, 38)');
  },
};

export const AllStates: Story = {
  render: () => (
    <div>
      {sectionTones.map((tone) => (
        <Section key={tone} tone={tone} paddingY="medium" labelledBy={`section-${tone}`}>
          <Container>
            <h2 id={`section-${tone}`}>Section « {tone} »</h2>
            <p>Accélérez vos projets audiovisuels avec nos formations et nos experts.</p>
          </Container>
        </Section>
      ))}
    </div>
  ),
};

/** A light band below the fold on arrival: drawn as usual once on screen, skipped by the browser until then. */
export const DrawnWhenScrolledTo: Story = {
  args: { deferRendering: true, tone: 'muted' },
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Nos prochaines sessions' });
    await expect(getComputedStyle(region).contentVisibility).toBe('auto');
    await expect(region.checkVisibility({ contentVisibilityAuto: true })).toBe(true);
  },
};

/** The stage band is never deferred, whatever deferRendering says: its white text needs its own background to be read. */
export const OnStageAlwaysDrawn: Story = {
  args: { deferRendering: true, tone: 'stage' },
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Nos prochaines sessions' });
    await expect(getComputedStyle(region).contentVisibility).toBe('visible');
  },
};
