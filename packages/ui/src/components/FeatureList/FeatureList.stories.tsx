import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { expect, within } from 'storybook/test';
import { Container } from '../../layout/Container/Container.tsx';
import { Section } from '../../layout/Section/Section.tsx';
import { Stack } from '../../layout/Stack/Stack.tsx';
import { SectionHeading } from '../SectionHeading/SectionHeading.tsx';
import { axes, principles, promise, reasons, steps } from '../../storyHelpers/samples.ts';
import {
  FeatureList,
  featureListColumns,
  featureListHeadingLevels,
  featureListMarkers,
  featureListTones,
} from './FeatureList.tsx';
import { radioControls } from '../../storyHelpers/radioControls.ts';

const { before, after } = steps;

/** A band of the page with its heading, as the site composes it. */
function Band({ tone, title, children }: { tone: 'surface' | 'stage'; title: string; children: ReactNode }) {
  return (
    <Section tone={tone} paddingY="medium">
      <Container>
        <Stack space="xlarge">
          <SectionHeading title={title} onStage={tone === 'stage'} />
          {children}
        </Stack>
      </Container>
    </Section>
  );
}

const meta = {
  title: 'Content/FeatureList',
  tags: ['liste', 'atouts'],
  component: FeatureList,
  args: {
    items: reasons.items,
    columns: 3,
    headingLevel: 3,
    marker: 'check',
    tone: 'surface',
  },
  argTypes: {
    ...radioControls({
      columns: featureListColumns,
      headingLevel: featureListHeadingLevels,
      marker: featureListMarkers,
      tone: featureListTones,
    }),
    items: { control: false },
  },
  render: (args) => (
    <Band tone={args.tone ?? 'surface'} title={reasons.title}>
      <FeatureList {...args} />
    </Band>
  ),
  parameters: {
    layout: 'fullscreen',
  },
} satisfies Meta<typeof FeatureList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('list');
    await expect(list.tagName).toBe('UL');
    const items = within(list).getAllByRole('listitem');
    await expect(items).toHaveLength(reasons.items.length);
    const titles = within(list).getAllByRole('heading', { level: 3 });
    await expect(titles.map((title) => title.textContent)).toEqual(reasons.items.map((item) => item.title));
    // The check is the item's ::after, masked over the marker's disc: no element, nothing read out.
    for (const item of items) {
      await expect(item.children).toHaveLength(2);
      await expect(getComputedStyle(item, '::after').maskImage).toContain('data:image/svg+xml');
    }
    // Three columns at desktop width: the first three points share a row.
    const tops = items.slice(0, 4).map((item) => Math.round(item.getBoundingClientRect().top));
    await expect(new Set(tops.slice(0, 3)).size).toBe(1);
    await expect(tops[3]).toBeGreaterThan(tops[0]!);
  },
};

export const Numbered: Story = {
  args: { items: before.points, columns: 1, headingLevel: 4, marker: 'number' },
  render: (args) => (
    <Band tone="surface" title={steps.title}>
      <Stack space="large">
        <h3>{before.title}</h3>
        <FeatureList {...args} />
      </Stack>
    </Band>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('list');
    await expect(list.tagName).toBe('OL');
    // The numbers are the items' ::before, a CSS counter with empty alternative text.
    const items = within(list).getAllByRole('listitem');
    await expect(items).toHaveLength(5);
    for (const item of items) {
      await expect(getComputedStyle(item, '::before').content).toBe('counter(feature-list) / ""');
    }
    // The number is for the eye: the heading's name is the title alone.
    await expect(canvas.getByRole('heading', { level: 4, name: before.points[0].title })).toBeVisible();
  },
};

export const TwoAxes: Story = {
  args: { items: axes.items, columns: 2, marker: 'dot' },
  render: (args) => (
    <Band tone="surface" title={axes.title}>
      <FeatureList {...args} />
    </Band>
  ),
  play: async ({ canvasElement }) => {
    const items = within(canvasElement).getAllByRole('listitem');
    await expect(items).toHaveLength(2);
    await expect(Math.round(items[0]!.getBoundingClientRect().top)).toBe(
      Math.round(items[1]!.getBoundingClientRect().top),
    );
    // Titles line up with the marker's centre whatever the marker: the dot sits on the first line.
    // The dot is the item's ::before at the top of its grid cell: its centre is its top margin plus half its height.
    const dot = getComputedStyle(items[0]!, '::before');
    const dotCentre =
      items[0]!.getBoundingClientRect().top + Number.parseFloat(dot.marginTop) + Number.parseFloat(dot.height) / 2;
    const title = within(items[0]!).getByRole('heading');
    const titleBox = title.getBoundingClientRect();
    // The title's top padding is what centres its first line on the marker.
    const { lineHeight, paddingTop } = getComputedStyle(title);
    const firstLineCentre = titleBox.top + Number.parseFloat(paddingTop) + Number.parseFloat(lineHeight) / 2;
    await expect(Math.abs(dotCentre - firstLineCentre)).toBeLessThan(2);
  },
};

export const OnStage: Story = {
  args: { items: promise.benefits, columns: 3, marker: 'check', tone: 'stage' },
  render: (args) => (
    <Band tone="stage" title={promise.title}>
      <FeatureList {...args} />
    </Band>
  ),
  play: async ({ canvasElement }) => {
    const title = within(canvasElement).getByRole('heading', { level: 3, name: promise.benefits[0].title });
    await expect(getComputedStyle(title).color).toBe('rgb(255, 255, 255)');
  },
};

export const AllStates: Story = {
  render: () => (
    <>
      <Band tone="surface" title={steps.title}>
        <div style={{ display: 'grid', gap: 48, gridTemplateColumns: 'repeat(auto-fit, minmax(320px, 1fr))' }}>
          {[before, after].map((panel) => (
            <Stack key={panel.title} space="large">
              <h3>{panel.title}</h3>
              <FeatureList items={panel.points} headingLevel={4} marker="number" />
            </Stack>
          ))}
        </div>
      </Band>
      <Band tone="surface" title={reasons.title}>
        <FeatureList items={reasons.items} columns={3} marker="check" />
      </Band>
      <Band tone="surface" title={axes.title}>
        <FeatureList items={axes.items} columns={2} marker="dot" />
      </Band>
      <Band tone="stage" title={promise.title}>
        <FeatureList items={promise.benefits} columns={3} marker="check" tone="stage" />
      </Band>
      <Band tone="stage" title={principles.title}>
        <FeatureList items={principles.items} columns={2} marker="number" tone="stage" />
      </Band>
      <Band tone="stage" title={axes.title}>
        <FeatureList items={axes.items} columns={2} marker="dot" tone="stage" />
      </Band>
    </>
  ),
};
