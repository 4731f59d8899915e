import { courses } from '@fabrique/content';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { accordionHeadingLevels, radioControls } from '@fabrique/ui/catalogue';
import { ProgramAccordion } from './ProgramAccordion.tsx';

const course = courses.find((candidate) => candidate.id === 'les-cles-de-la-serie-documentaire') ?? courses[0];
if (!course) throw new Error('Expected a course');
const modules = course.program;

/** Text as testing-library reads it: French texts hold no-break spaces before colons. */
const normalize = (text: string) => text.replace(/\s+/g, ' ').trim();
/** The region a module's trigger names, open or not: hidden, it has no accessible name to be found by. */
const panelOf = (trigger: HTMLElement) =>
  trigger.ownerDocument.querySelector<HTMLElement>(`[role="region"][aria-labelledby="${trigger.id}"]`);
const panelLines = (panel: HTMLElement) =>
  within(panel)
    .getAllByRole('listitem')
    .map((item) => normalize(item.textContent ?? ''));

const meta = {
  title: 'Site blocks/ProgramAccordion',
  tags: ['programme', 'modules'],
  component: ProgramAccordion,
  args: { modules, headingLevel: 3 },
  argTypes: {
    ...radioControls({ headingLevel: accordionHeadingLevels }),
    defaultOpenModule: { control: { type: 'number', min: 0, max: modules.length - 1 } },
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 820 }}>
        <Story />
      </div>
    ),
  ],
  parameters: {
    layout: 'padded',
    docs: {
      description: {
        component: `**When to use it**: for a course’s ‘Programme détaillé’, one item per module.

**When not to**: for other disclosures (Accordion).

The 'Programme détaillé' of a course page, on Accordion: one item per module, titled by the module, listing its content lines.

**States**: all closed by default (\`defaultOpenModule\` opens one); opening a module closes the one open; pressing the open module closes it.

**Keyboard**: as Accordion — Tab between modules, Enter/Space toggle, Up/Down/Home/End move between them.

**Decisions**: the module titles already carry their day or session ('Jour 1 — …'), so nothing is numbered again;
headings default to level 3 under the section's h2 and can be changed with \`headingLevel\`.`,
      },
    },
  },
} satisfies Meta<typeof ProgramAccordion>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const triggers = canvas.getAllByRole('button');
    await expect(triggers).toHaveLength(modules.length);
    await expect(
      canvas.getAllByRole('heading', { level: 3 }).map((heading) => normalize(heading.textContent ?? '')),
    ).toEqual(modules.map((module) => normalize(module.title)));
    const [first, second] = triggers;
    const [firstModule, secondModule] = modules;
    if (!first || !second || !firstModule || !secondModule) throw new Error('Expected two modules at least');
    for (const trigger of triggers) await expect(trigger).toHaveAttribute('aria-expanded', 'false');

    // Closed modules' lines are in the page, for crawlers and visitors without scripts, but hidden.
    const secondPanel = panelOf(second);
    await expect(secondPanel).toBeInTheDocument();
    await expect(secondPanel).not.toBeVisible();
    for (const line of secondModule.content) await expect(secondPanel).toHaveTextContent(normalize(line));

    // One module open at a time.
    await userEvent.click(first);
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    const firstPanel = canvas.getByRole('region', { name: normalize(firstModule.title) });
    await expect(firstPanel).toBeVisible();
    await expect(panelLines(firstPanel)).toEqual(firstModule.content.map(normalize));
    await userEvent.click(second);
    await expect(second).toHaveAttribute('aria-expanded', 'true');
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.getAllByRole('button', { expanded: true })).toHaveLength(1);
    await expect(secondPanel).toBeVisible();
    await expect(panelLines(canvas.getByRole('region', { name: normalize(secondModule.title) }))).toEqual(
      secondModule.content.map(normalize),
    );
    await waitFor(() => expect(firstPanel).not.toBeVisible());

    // And it closes again.
    await userEvent.click(second);
    await expect(second).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryAllByRole('button', { expanded: true })).toHaveLength(0);
    await waitFor(() => expect(secondPanel).not.toBeVisible());
    second.blur();
  },
};

export const FirstModuleOpen: Story = {
  name: 'First module open',
  args: { defaultOpenModule: 0, headingLevel: 4 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('heading', { level: 4 })).toHaveLength(modules.length);
    await expect(canvas.getAllByRole('button', { expanded: true })).toHaveLength(1);
    await expect(canvas.getAllByRole('listitem')).toHaveLength(modules[0]?.content.length ?? 0);
  },
};

export const AllStates: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 40 }}>
      <ProgramAccordion modules={modules} />
      <ProgramAccordion modules={modules} defaultOpenModule={1} />
    </div>
  ),
};
