import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { tabActivationModes, tabListAligns } from './TabSet.tsx';
import { TabSet, type TabSetItem } from './TabSetNamespace.tsx';
import { radioControls } from '../../storyHelpers/radioControls.ts';
import { vars } from '../../theme/contract.css.ts';
import { StateGrid } from '../../storyHelpers/StateGrid.tsx';

/** A programme of workshops by trade: who it is for, and its topics. */
interface SamplePath {
  key: string;
  label: string;
  audience: string;
  topics: readonly { title: string; text: string }[];
}

const paths: readonly SamplePath[] = [
  {
    key: 'image',
    label: 'Image et illustration',
    audience: 'Graphistes, illustrateurs, directeurs artistiques et maquettistes.',
    topics: [
      {
        title: 'Croquis et recherches graphiques',
        text: 'Produire en quelques heures des planches d’ambiance et des pistes graphiques, puis les retravailler dans vos outils habituels.',
      },
      {
        title: 'Couleurs, matières et textures',
        text: 'Construire une palette et des textures cohérentes pour donner une identité visuelle forte à un projet.',
      },
      {
        title: 'Mise en page et typographie',
        text: 'Composer des pages claires, choisir des caractères adaptés et soigner la hiérarchie de l’information.',
      },
    ],
  },
  {
    key: 'son',
    label: 'Son et musique',
    audience: 'Musiciens, monteurs son, créateurs de podcasts et animateurs radio.',
    topics: [
      {
        title: 'Enregistrer une voix',
        text: 'Choisir un micro, préparer la pièce et obtenir une prise propre du premier coup, même hors studio.',
      },
      {
        title: 'Monter et mixer',
        text: 'Nettoyer, équilibrer et rythmer un épisode pour qu’il s’écoute d’une traite, au casque comme en voiture.',
      },
      {
        title: 'Habiller un programme',
        text: 'Créer un générique, des transitions et une signature sonore qui rendent un programme reconnaissable.',
      },
    ],
  },
  {
    key: 'ecriture',
    label: 'Écriture et récit',
    audience: 'Rédacteurs, scénaristes, journalistes et chargés de communication.',
    topics: [
      {
        title: 'Trouver l’angle',
        text: 'Passer d’un sujet à une histoire : choisir un point de vue, une tension et une promesse pour le lecteur.',
      },
      {
        title: 'Structurer un long format',
        text: 'Construire un plan qui tient la distance, du premier paragraphe à la chute, sans perdre le fil.',
      },
      {
        title: 'Relire et couper',
        text: 'Alléger un texte sans le trahir : repérer les redites, resserrer les phrases, garder l’essentiel.',
      },
    ],
  },
  {
    key: 'photo',
    label: 'Photographie',
    audience: 'Photographes débutants ou confirmés, vidéastes et responsables de contenus.',
    topics: [
      {
        title: 'La lumière naturelle',
        text: 'Lire la lumière d’un lieu, choisir son heure et son placement pour des images justes sans matériel lourd.',
      },
      {
        title: 'Le portrait',
        text: 'Mettre un modèle à l’aise, diriger la pose et le regard, et composer un cadre qui raconte quelqu’un.',
      },
      {
        title: 'Éditer une série',
        text: 'Trier, ordonner et retoucher une série pour qu’elle se lise comme un ensemble cohérent.',
      },
    ],
  },
  {
    key: 'web',
    label: 'Sites et outils web',
    audience: 'Indépendants, associations et petites équipes qui gèrent leur propre site.',
    topics: [
      {
        title: 'Un site accessible',
        text: 'Vérifier les contrastes, les titres, les liens et la navigation au clavier pour que chacun puisse lire votre site.',
      },
      {
        title: 'Écrire pour le web',
        text: 'Des titres clairs, des paragraphes courts et des liens explicites, pour des pages que l’on trouve et que l’on comprend.',
      },
      {
        title: 'Mesurer sans pister',
        text: 'Suivre la fréquentation de votre site avec des outils respectueux de la vie privée de vos visiteurs.',
      },
    ],
  },
];

function PathPanel({ path }: { path: SamplePath }) {
  return (
    <div style={{ display: 'grid', gap: 16 }}>
      <p style={{ color: vars.color.textMuted }}>{path.audience}</p>
      <ul
        style={{
          display: 'grid',
          gap: 12,
          gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))',
          listStyle: 'none',
        }}
      >
        {path.topics.map((topic) => (
          <li key={topic.title} style={{ padding: 20, borderRadius: 12, border: `1px solid ${vars.color.border}` }}>
            <strong>{topic.title}</strong>
            <p style={{ fontSize: 14 }}>{topic.text}</p>
          </li>
        ))}
      </ul>
    </div>
  );
}

const pathTabs: TabSetItem[] = paths.map((path) => ({
  value: path.key,
  label: path.label,
  content: <PathPanel path={path} />,
}));
const [firstPath, secondPath] = paths;
if (!firstPath || !secondPath) throw new Error('Expected two paths at least');

const normalize = (text: string) => text.replace(/\s+/g, ' ').trim();

const meta = {
  title: 'Content/TabSet',
  tags: ['onglets'],
  component: TabSet,
  subcomponents: {
    'TabSet.Root': TabSet.Root,
    'TabSet.List': TabSet.List,
    'TabSet.Trigger': TabSet.Trigger,
    'TabSet.Content': TabSet.Content,
  },
  args: { tabs: pathTabs, label: 'Ateliers par métier', activationMode: 'automatic', align: 'start' },
  argTypes: {
    ...radioControls({ activationMode: tabActivationModes, align: tabListAligns }),
    tabs: { control: false },
  },
  parameters: {
    layout: 'padded',
  },
} satisfies Meta<typeof TabSet>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tablist', { name: 'Ateliers par métier' })).toBeInTheDocument();
    const first = canvas.getByRole('tab', { name: firstPath.label });
    const second = canvas.getByRole('tab', { name: secondPath.label });
    await expect(first).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent(normalize(firstPath.audience));

    // Every panel is in the page, for crawlers and visitors without scripts; only the selected one shows.
    await expect(canvas.getAllByRole('tabpanel', { hidden: true })).toHaveLength(paths.length);
    const secondTopic = canvas.getByText(secondPath.topics[0]!.title);
    await expect(secondTopic).toBeInTheDocument();
    await expect(secondTopic).not.toBeVisible();

    // Click selects.
    await userEvent.click(second);
    await expect(second).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent(normalize(secondPath.audience));
    await expect(secondTopic).toBeVisible();
    await expect(canvas.getByText(firstPath.topics[0]!.title)).not.toBeVisible();

    // Automatic activation: focus alone selects.
    await userEvent.keyboard('{ArrowLeft}');
    await expect(first).toHaveFocus();
    await expect(first).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{End}');
    const last = canvas.getByRole('tab', { name: paths.at(-1)?.label });
    await expect(last).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowRight}');
    await expect(first).toHaveFocus();
    await expect(first).toHaveAttribute('aria-selected', 'true');

    // Tab goes on to the panel.
    await userEvent.tab();
    await expect(canvas.getByRole('tabpanel')).toHaveFocus();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const ManualActivation: Story = {
  name: 'Manual activation',
  args: { activationMode: 'manual' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const first = canvas.getByRole('tab', { name: firstPath.label });
    const second = canvas.getByRole('tab', { name: secondPath.label });
    first.focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(second).toHaveFocus();
    await expect(first).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{Enter}');
    await expect(second).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowLeft}');
    await userEvent.keyboard(' ');
    await expect(first).toHaveAttribute('aria-selected', 'true');
    first.blur();
  },
};

export const Composed: Story = {
  render: () => (
    <TabSet.Root defaultValue="son">
      <TabSet.List label="Ateliers par métier" align="center">
        {paths.slice(0, 3).map((path) => (
          <TabSet.Trigger key={path.key} value={path.key}>
            {path.label}
          </TabSet.Trigger>
        ))}
      </TabSet.List>
      {paths.slice(0, 3).map((path) => (
        <TabSet.Content key={path.key} value={path.key}>
          <PathPanel path={path} />
        </TabSet.Content>
      ))}
    </TabSet.Root>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tab', { name: secondPath.label })).toHaveAttribute('data-state', 'active');
    await expect(canvas.getAllByRole('tab')).toHaveLength(3);
    // Composed panels are mounted too: the inactive ones hidden.
    await expect(canvas.getByText(normalize(firstPath.audience))).toBeInTheDocument();
    await expect(canvas.getByText(normalize(firstPath.audience))).not.toBeVisible();
    await expect(canvas.getByText(normalize(secondPath.audience))).toBeVisible();
  },
};

export const AllStates: Story = {
  render: () => (
    <StateGrid
      states={[
        { label: 'First tab selected', wide: true, children: <TabSet tabs={pathTabs} label="Ateliers par métier" /> },
        {
          label: 'Another tab selected, centred',
          wide: true,
          children: (
            <TabSet
              tabs={pathTabs.slice(0, 3)}
              label="Parcours, sélection"
              defaultValue={secondPath.key}
              align="center"
            />
          ),
        },
        {
          label: 'Hover',
          force: 'hover',
          wide: true,
          children: <TabSet tabs={pathTabs.slice(0, 3)} label="Parcours, survol" />,
        },
        {
          label: 'Focus',
          force: 'focusVisible',
          wide: true,
          children: <TabSet tabs={pathTabs.slice(0, 3)} label="Parcours, focus" />,
        },
        {
          label: 'Narrow, 320 px',
          width: 320,
          children: <TabSet tabs={pathTabs} label="Parcours, écran étroit" defaultValue="production" />,
        },
      ]}
    />
  ),
};
