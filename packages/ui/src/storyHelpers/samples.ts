/**
 * Samples for the stories: a made-up programme of workshops, in French, written for the catalogue so that ui's stories
 * show ui alone (an app brings its own content). Shared where several components show the same kind of text.
 */

/** An amount in euros written the French way: « 1 200 € » (a narrow no-break space between thousands, a no-break space before €). */
export const euros = (amount: number) => `${amount.toLocaleString('fr-FR')}\u00a0€`;

/** Titled points, as FeatureList, PageSection and Reveal show them. */
export interface SamplePoint {
  title: string;
  text: string;
}

export const reasons = {
  title: 'Pourquoi nous rejoindre ?',
  items: [
    {
      title: 'Une communauté active',
      text: 'Graphistes, rédacteurs, photographes et développeurs se retrouvent chaque mois pour échanger et lancer des projets ensemble.',
    },
    {
      title: 'Des intervenants de terrain',
      text: 'Chaque atelier est animé par une personne qui exerce le métier au quotidien et partage ses outils comme ses erreurs.',
    },
    {
      title: 'Une lettre de veille',
      text: 'Tendances, appels à projets, outils qui changent la donne : vous recevez l’essentiel pour prendre les bonnes décisions.',
    },
    {
      title: 'Des tarifs adhérents',
      text: 'Les adhérents bénéficient de conditions avantageuses sur l’ensemble du programme des ateliers de l’année.',
    },
    {
      title: 'Des outils partagés',
      text: 'Un espace de travail commun, du matériel de prise de vue et des licences logicielles à disposition des participants.',
    },
  ],
} as const satisfies { title: string; items: readonly SamplePoint[] };

export const steps = {
  title: 'Comment se déroule un atelier',
  before: {
    title: 'Avant l’atelier',
    intro:
      'Chaque inscription commence par un entretien avec l’intervenant. Ce temps d’échange nous permet de vérifier que l’atelier répond à vos attentes.',
    points: [
      {
        title: 'Votre parcours et votre projet',
        text: 'Nous faisons le point sur votre expérience, vos objectifs et le projet que vous souhaitez faire avancer pendant l’atelier.',
      },
      {
        title: 'Des aménagements si nécessaire',
        text: 'Rythme, supports, accessibilité des locaux ou participation à distance : nous étudions avec vous les adaptations utiles.',
      },
      {
        title: 'Le contenu des séances',
        text: 'Nous vous présentons l’intervenant, la méthode de travail et ce que vous aurez concrètement réalisé à la fin de l’atelier.',
      },
      {
        title: 'Le coût et son règlement',
        text: 'Nous examinons ensemble le tarif qui vous correspond et, si besoin, un règlement en plusieurs fois sans frais.',
      },
      {
        title: 'Votre inscription',
        text: 'Nous vous envoyons le programme détaillé et vous accompagnons jusqu’à la confirmation de votre place.',
      },
    ],
  },
  after: {
    title: 'Après l’atelier',
    intro: 'La fin de l’atelier n’est pas la fin de l’accompagnement.',
    points: [
      {
        title: 'Un compte rendu détaillé',
        text: 'Vous recevez un bilan de votre travail, les retours de l’intervenant et des conseils pour poursuivre votre projet.',
      },
      {
        title: 'Le cercle des anciens',
        text: 'Vous rejoignez le réseau des anciens participants : rencontres, offres de collaboration et invitations aux soirées de présentation.',
      },
    ],
  },
} as const;

export const axes = {
  title: 'Nos deux piliers',
  items: [
    {
      title: 'Apprendre en faisant',
      text: 'Des ateliers courts, où chacun avance sur un projet réel avec l’aide d’un intervenant qui exerce le métier.',
    },
    {
      title: 'Accompagner les projets',
      text: 'Un suivi après l’atelier, des rencontres et des retours réguliers, jusqu’à ce que le projet trouve son public.',
    },
  ],
} as const satisfies { title: string; items: readonly SamplePoint[] };

export const promise = {
  title: 'Notre promesse',
  intro: 'Des ateliers pensés pour celles et ceux qui veulent apprendre vite et bien, sans quitter leur activité.',
  benefits: [
    {
      title: 'Gagner du temps sur l’essentiel',
      text: 'Des méthodes éprouvées et des modèles prêts à l’emploi pour aller droit au but dès la première séance.',
    },
    {
      title: 'Progresser pas à pas',
      text: 'Des exercices gradués et des retours individuels, pour que chacun avance à son rythme sans rester seul.',
    },
    {
      title: 'Avancer en confiance',
      text: 'Des groupes restreints et des intervenants disponibles, pour poser toutes les questions qui comptent.',
    },
  ],
} as const satisfies { title: string; intro: string; benefits: readonly SamplePoint[] };

export const principles = {
  title: 'Nos engagements',
  items: [
    {
      title: 'Le participant d’abord',
      text: 'Chaque atelier part des projets des participants : les exercices s’adaptent à ce qu’ils veulent réaliser, jamais l’inverse.',
    },
    {
      title: 'Le respect des créations',
      text: 'Ce que vous réalisez pendant un atelier vous appartient : nous ne le montrons jamais sans votre accord écrit.',
    },
    {
      title: 'La confidentialité des projets',
      text: 'Vos idées et vos documents restent entre vous, l’intervenant et le groupe. Nous appliquons le RGPD à toutes vos données.',
    },
    {
      title: 'Des tarifs clairs',
      text: 'Le prix affiché comprend les séances, les supports et le suivi : aucun frais ne s’ajoute après l’inscription.',
    },
    {
      title: 'L’écoute de vos retours',
      text: 'Chaque atelier se termine par un questionnaire, et nous publions chaque année ce que vos réponses ont changé.',
    },
  ],
} as const satisfies { title: string; items: readonly SamplePoint[] };

/** A family of workshops, with the colour that marks it (the app maps each family to a card tone once). */
export interface SampleCategory {
  slug: string;
  name: string;
  title: string;
  description: string;
  tone: 'blue' | 'purple' | 'green';
}

export const categories = {
  writing: {
    slug: 'ecriture',
    name: 'Écriture et récit',
    title: 'Écrire, raconter, convaincre',
    description:
      'Des ateliers pour trouver ses mots, structurer un récit et le porter devant un public, à l’écrit comme à l’oral.',
    tone: 'blue',
  },
  image: {
    slug: 'image',
    name: 'Image et illustration',
    title: 'Dessiner, composer, mettre en page',
    description: 'Des ateliers pour donner une identité visuelle à un projet, du premier croquis à la maquette finale.',
    tone: 'purple',
  },
  sound: {
    slug: 'son',
    name: 'Son et musique',
    title: 'Enregistrer, monter, habiller',
    description: 'Des ateliers pour faire entendre un projet : voix, ambiances et musique, du micro à la diffusion.',
    tone: 'green',
  },
} as const satisfies Record<string, SampleCategory>;

/** A workshop's facts, already worded as a page shows them. */
export interface SampleWorkshop {
  slug: string;
  title: string;
  category: SampleCategory;
  badge: { label: string; tone: 'accent' | 'stage' | 'neutral' };
  duration: string;
  hours: string;
  price?: string;
  location: string;
  remoteNote?: string;
}

export const workshops = {
  pitch: {
    slug: 'presenter-son-projet',
    title: 'Présenter son projet en cinq minutes',
    category: categories.writing,
    badge: { label: 'Classique', tone: 'neutral' },
    duration: '3 jours',
    hours: '21 heures',
    price: `${euros(1200)} HT`,
    location: 'Lyon',
    remoteNote: 'Disponible à distance',
  },
  story: {
    slug: 'ecrire-un-long-format',
    title: 'Écrire un long format',
    category: categories.writing,
    badge: { label: 'Populaire', tone: 'accent' },
    duration: '5 jours',
    hours: '35 heures',
    price: `${euros(2450)} HT`,
    location: 'Lyon',
  },
  identity: {
    slug: 'identite-visuelle',
    title: 'Créer une identité visuelle',
    category: categories.image,
    badge: { label: 'Nouveau', tone: 'stage' },
    duration: '4 jours',
    hours: '28 heures',
    price: `${euros(1850)} HT`,
    location: 'Lyon',
    remoteNote: 'Disponible à distance',
  },
  podcast: {
    slug: 'lancer-un-podcast',
    title: 'Lancer son podcast',
    category: categories.sound,
    badge: { label: 'En ligne', tone: 'neutral' },
    duration: '6 séances',
    hours: '18 heures',
    location: 'Lyon',
  },
} as const satisfies Record<string, SampleWorkshop>;

/**
 * A picture drawn for the stories: soft shapes on a tinted ground, as an SVG data URL (no file to ship, no text, so no
 * font); `width` and `height` give its intrinsic size.
 */
export function samplePicture(width: number, height: number): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<rect width="100%" height="100%" fill="#e0e7ff"/>
<circle cx="${width * 0.3}" cy="${height * 0.45}" r="${Math.min(width, height) * 0.28}" fill="#818cf8"/>
<rect x="${width * 0.5}" y="${height * 0.25}" width="${width * 0.35}" height="${height * 0.5}" rx="24" fill="#1e1b4b" opacity="0.85"/>
<path d="M0 ${height * 0.85} Q ${width * 0.5} ${height * 0.65} ${width} ${height * 0.85} V ${height} H 0 Z" fill="#c7d2fe"/>
</svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}
