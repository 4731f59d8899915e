import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { sectionTones } from '../../layout/Section/Section.tsx';
import { ButtonLink } from '../Button/Button.tsx';
import { FeatureList } from '../FeatureList/FeatureList.tsx';
import { principles, promise, samplePicture } from '../../storyHelpers/samples.ts';
import { PageSection, pageSectionAligns, pageSectionLevels, pageSectionSpaces } from './PageSection.tsx';
import { radioControls } from '../../storyHelpers/radioControls.ts';

const workbench = {
  title: 'Un atelier ouvert toute la semaine',
  paragraph:
    'L’atelier réunit au même endroit les postes de travail, le matériel de prise de vue et une bibliothèque de modèles. Vous y venez entre deux séances pour avancer sur votre projet, seul ou en groupe.',
  features: principles.items.slice(0, 4),
  image: { width: 1200, height: 800, alt: 'Illustration : des formes colorées sur un fond clair' },
};
const contact = {
  title: 'Parlons de votre projet',
  text: 'En 30 minutes, nous faisons le point sur votre projet, votre emploi du temps et vos envies, et nous vous proposons l’atelier le plus adapté. Cet échange est sans engagement.',
  action: { label: 'Prendre rendez-vous' },
};

const picture = (
  <img
    src={samplePicture(workbench.image.width, workbench.image.height)}
    width={workbench.image.width}
    height={workbench.image.height}
    alt={workbench.image.alt}
  />
);

const meta = {
  title: 'Layout/PageSection',
  tags: ['section de page', 'bloc'],
  component: PageSection,
  args: {
    title: promise.title,
    intro: promise.intro,
    children: <FeatureList items={promise.benefits} columns={3} marker="number" headingLevel={3} />,
  },
  argTypes: radioControls({
    tone: sectionTones,
    level: pageSectionLevels,
    space: pageSectionSpaces,
    align: pageSectionAligns,
    headingAlign: ['start', 'center'],
  }),
  parameters: {
    layout: 'fullscreen',
  },
} satisfies Meta<typeof PageSection>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const heading = canvas.getByRole('heading', { level: 2, name: promise.title });
    const region = canvas.getByRole('region', { name: promise.title });
    await expect(heading.id).not.toBe('');
    await expect(region).toHaveAttribute('aria-labelledby', heading.id);
    await expect(region).toContainElement(canvas.getByRole('list'));
  },
};

export const OnStage: Story = {
  args: {
    tone: 'stage',
    eyebrow: 'Rendez-vous',
    title: contact.title,
    intro: contact.text,
    space: 'large',
    align: 'start',
    children: <ButtonLink href="#rendez-vous">{contact.action.label}</ButtonLink>,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: contact.title })).toBeInTheDocument();
    // align start: the button keeps its own width instead of the column's.
    const button = canvas.getByRole('link', { name: contact.action.label });
    await expect(button.getBoundingClientRect().width).toBeLessThan(canvasElement.getBoundingClientRect().width / 2);
  },
};

export const WithAside: Story = {
  args: {
    tone: 'muted',
    title: workbench.title,
    intro: workbench.paragraph,
    space: 'large',
    aside: picture,
    children: <FeatureList items={workbench.features} marker="check" headingLevel={3} />,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByRole('region', { name: workbench.title });
    await expect(region).toContainElement(canvas.getByRole('img', { name: workbench.image.alt }));
  },
};

export const HeadingWithItsOwnAnchor: Story = {
  args: { headingId: 'notre-promesse', id: 'promesse', reveal: false, headingAlign: 'center', eyebrow: 'Nos ateliers' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveAttribute('id', 'notre-promesse');
    await expect(canvas.getByRole('region')).toHaveAttribute('id', 'promesse');
    await expect(canvas.getByRole('region')).toHaveAttribute('aria-labelledby', 'notre-promesse');
  },
};

export const AllStates: Story = {
  // No reveal: the lower sections are below the fold, and a screenshot must not wait for a scroll.
  render: () => (
    <div>
      <PageSection
        eyebrow="Nos ateliers"
        title={promise.title}
        intro={promise.intro}
        headingAlign="center"
        reveal={false}
      >
        <FeatureList items={promise.benefits} columns={3} marker="number" headingLevel={3} />
      </PageSection>
      <PageSection tone="muted" title={workbench.title} space="large" aside={picture} reveal={false}>
        <p>{workbench.paragraph}</p>
      </PageSection>
      <PageSection tone="stage" title={contact.title} intro={contact.text} space="large" align="start" reveal={false}>
        <ButtonLink href="#rendez-vous">{contact.action.label}</ButtonLink>
      </PageSection>
      <PageSection
        reveal={false}
        level={3}
        title="Une sous-partie"
        intro="Un niveau de titre plus bas, dans une section de la page."
      />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const regions = within(canvasElement).getAllByRole('region');
    await expect(regions).toHaveLength(4);
    // useId: every heading gets its own id and names its own region.
    const ids = regions.map((region) => region.getAttribute('aria-labelledby'));
    await expect(new Set(ids).size).toBe(4);
    for (const [index, region] of regions.entries()) {
      await expect(region.querySelector(`[id="${ids[index]}"]`)?.tagName).toMatch(/^H[23]$/);
    }
  },
};
