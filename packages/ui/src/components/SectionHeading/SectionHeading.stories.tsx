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
