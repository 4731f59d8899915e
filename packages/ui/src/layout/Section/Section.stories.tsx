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
  parameters: {},
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
