import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Stack } from '../../layout/Stack/Stack.tsx';
import { Prose, proseSizes } from './Prose.tsx';
import { radioControls } from '../../storyHelpers/radioControls.ts';

/** A page of legal text: its date, an introduction, then titled sections of paragraphs. */
interface LegalPage {
  lastUpdated: string;
  intro: string;
  sections: readonly { heading: string; paragraphs: readonly string[] }[];
}

const legalNotice: LegalPage = {
  lastUpdated: '2 septembre 2025',
  intro:
    'Les présentes mentions légales s’appliquent au site de l’atelier, édité par une association loi 1901 dont le siège est à Lyon.',
  sections: [
    {
      heading: 'Éditeur du site',
      paragraphs: [
        'Le site est édité par l’association Atelier Exemple, 10 rue de l’Exemple, 69000 Lyon, inscrite au répertoire national des associations.',
        'Directrice de la publication : la présidente de l’association.',
      ],
    },
    {
      heading: 'Hébergement',
      paragraphs: [
        'Le site est hébergé par un prestataire établi dans l’Union européenne, dont les coordonnées sont disponibles sur simple demande.',
      ],
    },
    {
      heading: 'Propriété intellectuelle',
      paragraphs: [
        'Les textes, images et éléments graphiques du site sont la propriété de l’association ou de leurs auteurs. Toute reproduction sans autorisation écrite est interdite.',
        'Les travaux des participants présentés sur le site le sont avec leur accord, et restent leur propriété.',
      ],
    },
  ],
};

const terms: LegalPage = {
  lastUpdated: '2 septembre 2025',
  intro: 'Les présentes conditions encadrent l’utilisation du site et l’inscription aux ateliers.',
  sections: [
    {
      heading: 'Objet',
      paragraphs: [
        'Le site présente le programme des ateliers et permet de s’y inscrire. Son utilisation vaut acceptation des présentes conditions.',
      ],
    },
    {
      heading: 'Inscription',
      paragraphs: [
        'Une inscription est confirmée par courriel après l’entretien préalable. Elle peut être annulée sans frais jusqu’à quatorze jours avant la première séance.',
      ],
    },
  ],
};

const lastUpdatedLabel = 'Dernière mise à jour';

/** A workshop's texts. */
const workshop = {
  description:
    'En trois jours, apprenez à présenter un projet en quelques minutes : trouver l’idée forte, construire un récit qui tient en une page et le défendre à l’oral devant un public exigeant.',
  objectives: [
    'Formuler l’idée d’un projet en une phrase claire',
    'Construire une présentation courte et rythmée',
    'Adapter son discours à son interlocuteur',
    'Répondre aux questions avec assurance',
  ],
  public: 'Toute personne qui doit présenter un projet : porteurs de projet, indépendants, équipes de communication.',
  admission: [
    'Aucun prérequis de diplôme.',
    'Un entretien préalable avec l’intervenant.',
    'Un projet à présenter, même à l’état d’idée.',
  ],
  comment: 'Trois jours intenses qui m’ont appris à dire l’essentiel. J’ai présenté mon projet la semaine suivante.',
};

const whoWeAre = [
  'Depuis 2012, l’atelier réunit graphistes, rédacteurs, photographes et développeurs autour d’une même envie : apprendre en faisant, et faire aboutir des projets qui leur ressemblent.',
  'Association installée à Lyon, nous proposons des ateliers courts animés par des professionnels en activité, un suivi des projets et un espace de travail ouvert toute la semaine.',
];

/** A legal page as the site renders it: an introduction, then one h2 and its paragraphs per section. */
function LegalText({ page, sections }: { page: LegalPage; sections?: number }) {
  return (
    <>
      <p>
        <strong>{lastUpdatedLabel} :</strong> {page.lastUpdated}
      </p>
      <p>{page.intro}</p>
      {page.sections.slice(0, sections).map((section) => (
        <section key={section.heading}>
          <h2>{section.heading}</h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </section>
      ))}
    </>
  );
}

/** A workshop's texts: every element Prose styles (h2, h3, p, ol, ul, strong, a, blockquote). */
function WorkshopText() {
  return (
    <>
      <h2>Présentation</h2>
      <p>{workshop.description}</p>
      <h2>Objectifs pédagogiques</h2>
      <ol>
        {workshop.objectives.slice(0, 4).map((objective) => (
          <li key={objective}>{objective}</li>
        ))}
      </ol>
      <h3>Public</h3>
      <p>{workshop.public}</p>
      <h3>Admission</h3>
      <ul>
        {workshop.admission.map((sentence) => (
          <li key={sentence}>{sentence}</li>
        ))}
      </ul>
      <p>
        <strong>Accessibilité.</strong> Consultez notre <a href="/accessibilite">page accessibilité</a> pour connaître
        les adaptations possibles.
      </p>
      <blockquote>« {workshop.comment} »</blockquote>
    </>
  );
}

function WhoWeAre() {
  return (
    <>
      {whoWeAre.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
    </>
  );
}

const meta = {
  title: 'Content/Prose',
  tags: ['texte riche', 'article'],
  component: Prose,
  args: { size: 'standard', children: <LegalText page={legalNotice} sections={3} /> },
  argTypes: {
    ...radioControls({ size: proseSizes }),
    children: { control: false },
  },
  parameters: {
    layout: 'padded',
  },
} satisfies Meta<typeof Prose>;

export default meta;
type Story = StoryObj<typeof meta>;

const px = (value: string) => Number.parseFloat(value);

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const headings = canvas.getAllByRole('heading', { level: 2 });
    await expect(headings.map((heading) => heading.textContent)).toEqual(
      legalNotice.sections.slice(0, 3).map((section) => section.heading),
    );
    const root = canvasElement.firstElementChild as HTMLElement;
    // 75 characters of the body font: well under the 1200 px content width.
    await expect(px(getComputedStyle(root).maxWidth)).toBeLessThan(800);
    await expect(root.getBoundingClientRect().width).toBeLessThanOrEqual(px(getComputedStyle(root).maxWidth));
    // Rhythm: a heading gets more room above than a paragraph, and is closer to its own text than to the previous one.
    const secondSection = headings[1]!.closest('section')!;
    const paragraph = canvasElement.querySelectorAll('p')[1]!;
    await expect(px(getComputedStyle(secondSection).marginTop)).toBeGreaterThan(
      px(getComputedStyle(paragraph).marginTop),
    );
    const firstText = headings[0]!.nextElementSibling as HTMLElement;
    await expect(px(getComputedStyle(firstText).marginTop)).toBeLessThan(px(getComputedStyle(secondSection).marginTop));
    await expect(px(getComputedStyle(paragraph).marginTop)).toBe(16);
  },
};

export const Large: Story = {
  args: { size: 'large', children: <WhoWeAre /> },
  play: async ({ canvasElement }) => {
    const paragraphs = canvasElement.querySelectorAll('p');
    await expect(paragraphs).toHaveLength(whoWeAre.length);
    await expect(getComputedStyle(paragraphs[0]!).fontSize).toBe('18px');
    // The blank line grows with the text.
    await expect(getComputedStyle(paragraphs[1]!).marginTop).toBe('18px');
  },
};

export const RichText: Story = {
  args: { children: <WorkshopText /> },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [objectives, admission] = canvas.getAllByRole('list');
    await expect(objectives!.tagName).toBe('OL');
    await expect(within(admission!).getAllByRole('listitem')).toHaveLength(workshop.admission.length);
    // Lists keep their markers inside the column.
    await expect(px(getComputedStyle(objectives!).paddingLeft)).toBeGreaterThan(0);
    const link = canvas.getByRole('link', { name: 'page accessibilité' });
    await expect(getComputedStyle(link).textDecorationLine).toBe('underline');
    await userEvent.tab();
    await expect(link).toHaveFocus();
    const quote = canvasElement.querySelector('blockquote')!;
    await expect(px(getComputedStyle(quote).borderLeftWidth)).toBe(4);
  },
};

export const AllStates: Story = {
  render: () => (
    <Stack space="huge">
      <Prose size="large">
        <WhoWeAre />
      </Prose>
      <Prose>
        <WorkshopText />
      </Prose>
      <Prose>
        <LegalText page={terms} sections={2} />
      </Prose>
    </Stack>
  ),
};
