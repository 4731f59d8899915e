import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { SectionHeading, sectionHeadingAligns, sectionHeadingLevels } from './SectionHeading.tsx';
import { radioControls } from '../../storyHelpers/radioControls.ts';
import { vars } from '../../theme/contract.css.ts';

const meta = {
  title: 'Layout/SectionHeading',
  tags: ['titre de section'],
  component: SectionHeading,
  args: {
    id: 'temoignages',
    eyebrow: 'Témoignages',
    title: 'Ils nous font confiance',
    intro: 'Les appréciations de nos alumni, formation par formation.',
    level: 2,
    align: 'start',
  },
  argTypes: radioControls({ level: sectionHeadingLevels, align: sectionHeadingAligns }),
  parameters: {
    layout: 'padded',
    docs: {
      description: {
        component: `**When to use it**: to open a page section: eyebrow, title, introduction.

**When not to**: for a heading inside a card or a list (that component owns it) or for the page title (Hero, PageHero).

The heading block that opens a section: an optional eyebrow, the title and an optional introduction. Use it at the top of a
page section; a heading inside a card or a list belongs to that component.

**Props**: \`level\` is \`1\`, \`2\` (default) or \`3\`; \`align\` is \`start\` (default) or \`center\`; \`onStage\` swaps the eyebrow to the
bright coral and the intro to the muted light grey so they keep their contrast on the dark stage.

**Decisions**: the heading level is a prop, so the page outline stays correct wherever the block is placed, and the type size follows the level.
\`id\` goes on the heading itself, so the enclosing Section can name its region with \`labelledBy\`. The eyebrow is a paragraph before the
heading, not part of its name, and upper case by CSS only. The block is capped at 48 rem for readable lines, has no outer margin (the
Section and Stack around it space it) and is not interactive.`,
      },
    },
  },
} satisfies Meta<typeof SectionHeading>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const heading = within(canvasElement).getByRole('heading', { level: 2, name: 'Ils nous font confiance' });
    await expect(heading).toHaveAttribute('id', 'temoignages');
  },
};

export const AllStates: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 48 }}>
      <SectionHeading level={1} title="NOS FORMATIONS Made in France" />
      <SectionHeading
        eyebrow="Témoignages"
        title="Ils nous font confiance"
        intro="Les appréciations de nos alumni, formation par formation."
      />
      <SectionHeading
        align="center"
        title="Envie de vous professionnaliser ou de vous reconvertir ? Découvrez nos formations dédiées aux métiers de l'audiovisuel."
      />
      <SectionHeading level={3} title="Pourquoi choisir ce parcours ?" />
      <div style={{ background: vars.color.stage, color: vars.color.onStage, padding: 32 }}>
        <SectionHeading
          onStage
          eyebrow="L’espace"
          title="L’espace des ateliers"
          intro="Former, outiller, accompagner."
        />
      </div>
    </div>
  ),
};
