import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Badge } from '../Badge/Badge.tsx';
import { Button, ButtonLink } from '../Button/Button.tsx';
import { categories, samplePicture, workshops, type SampleWorkshop } from '../../storyHelpers/samples.ts';
import { PageHero, pageHeroImagePlacements, pageHeroSizes, pageHeroTones, type PageHeroMetaItem } from './PageHero.tsx';
import { radioControls } from '../../storyHelpers/radioControls.ts';

/** A workshop page's meta line: duration, hours and, when there is one, the price. */
const courseMeta = ({ duration, hours, price }: SampleWorkshop): PageHeroMetaItem[] => {
  return [
    { label: 'Durée', value: duration },
    { label: 'Volume horaire', value: hours },
    ...(price ? [{ label: 'Tarif', value: price }] : []),
  ];
};

const pitch = workshops.pitch;
const ecoDesign = workshops.podcast;
const picture = { src: samplePicture(1200, 800), width: 1200, height: 800, alt: '' };
const rse = { ...categories.sound, image: picture };
const tools = { ...categories.image, image: picture };

const meta = {
  title: 'Site sections/PageHero',
  tags: ['en-tête de page', 'bandeau'],
  component: PageHero,
  args: {
    title: 'Nos formules',
    text: 'Adhésion annuelle, carnet de séances ou atelier à la carte : choisissez la formule qui suit votre rythme.',
    tone: 'stage',
    size: 'standard',
    imagePlacement: 'side',
    actions: <ButtonLink href="#contact">Nous contacter</ButtonLink>,
  },
  argTypes: {
    ...radioControls({ tone: pageHeroTones, size: pageHeroSizes, imagePlacement: pageHeroImagePlacements }),
    title: { control: 'text' },
    text: { control: 'text' },
    eyebrow: { control: false },
    actions: { control: false },
    image: { control: false },
  },
  parameters: {},
} satisfies Meta<typeof PageHero>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Nos formules' })).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Nos formules' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Nous contacter' })).toHaveAttribute('href', '#contact');
  },
};

export const Catalogue: Story = {
  args: {
    title: 'NOS ATELIERS',
    subtitle: 'Depuis 2012',
    text: 'Vingt ateliers courts, animés par des professionnels en activité, pour concevoir, réaliser et présenter vos projets.',
    actions: <Button variant="onStage">Voir le programme</Button>,
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1 })).toHaveAccessibleName(
      'NOS ATELIERS Depuis 2012',
    );
  },
};

export const Category: Story = {
  args: {
    tone: rse.tone,
    eyebrow: <Badge tone="onStage">{rse.name}</Badge>,
    title: rse.title,
    text: rse.description,
    image: rse.image,
    actions: undefined,
  },
  play: async ({ canvasElement }) => {
    const image = canvasElement.querySelector('img')!;
    // Decorative, with its intrinsic size so it reserves its room.
    await expect(image).toHaveAttribute('alt', '');
    await expect(image).toHaveAttribute('width', String(rse.image.width));
    await expect(image).toHaveAttribute('height', String(rse.image.height));
  },
};

export const Course: Story = {
  args: {
    size: 'course',
    tone: pitch.category.tone,
    eyebrow: <Badge tone={pitch.badge.tone}>{pitch.badge.label}</Badge>,
    title: pitch.title,
    text: undefined,
    meta: courseMeta(pitch),
    image: picture,
    imagePlacement: 'background',
    actions: undefined,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByRole('region', { name: pitch.title });
    // The test viewport is desktop-wide: the course hero is exactly 400 px high.
    await expect(region.getBoundingClientRect().height).toBe(400);
    const terms = canvas.getAllByRole('term').map((term) => term.textContent);
    await expect(terms).toEqual(['Durée', 'Volume horaire', 'Tarif']);
    await expect(canvas.getAllByRole('definition')[0]).toHaveTextContent(pitch.duration);
  },
};

export const CourseWithoutPrice: Story = {
  args: {
    size: 'course',
    tone: ecoDesign.category.tone,
    eyebrow: <Badge tone={ecoDesign.badge.tone}>{ecoDesign.badge.label}</Badge>,
    title: ecoDesign.title,
    text: undefined,
    meta: courseMeta(ecoDesign),
    image: picture,
    imagePlacement: 'background',
    actions: undefined,
  },
  play: async ({ canvasElement }) => {
    const terms = within(canvasElement)
      .getAllByRole('term')
      .map((term) => term.textContent);
    await expect(terms).toEqual(['Durée', 'Volume horaire']);
  },
};

export const AllStates: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 24 }}>
      <PageHero
        title="NOS ATELIERS"
        subtitle="Depuis 2012"
        text="Vingt ateliers courts, animés par des professionnels en activité."
        actions={<Button variant="onStage">Voir le programme</Button>}
      />
      <PageHero
        tone={tools.tone}
        eyebrow={<Badge tone="onStage">{tools.name}</Badge>}
        title={tools.title}
        text={tools.description}
        image={tools.image}
      />
      <PageHero
        size="course"
        tone={pitch.category.tone}
        eyebrow={<Badge tone={pitch.badge.tone}>{pitch.badge.label}</Badge>}
        title={pitch.title}
        meta={courseMeta(pitch)}
        image={picture}
        imagePlacement="background"
      />
      <PageHero
        size="course"
        tone={ecoDesign.category.tone}
        eyebrow={<Badge tone={ecoDesign.badge.tone}>{ecoDesign.badge.label}</Badge>}
        title={ecoDesign.title}
        meta={courseMeta(ecoDesign)}
      />
    </div>
  ),
};
