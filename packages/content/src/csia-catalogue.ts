/**
 * CSIA training paths and the content of the PDF catalogue rendered at build time.
 * Imports no asset, so the PDF build script can read it with plain Node; csia.ts re-exports it.
 */
import { organisation } from './site.ts';

export const csiaPathKeys = ['3d', 'son', 'traduction', 'auteurs', 'programmation', 'direction', 'production'] as const;
export type CsiaPathKey = (typeof csiaPathKeys)[number];

export interface CsiaTopic {
  title: string;
  /** One sentence. */
  text: string;
  /** e.g. '1 jour' */
  duration: string;
  /** e.g. '7h' */
  hours: string;
  format: string;
  /** '690 € HT' (per participant) or 'Sur devis'. */
  price: string;
}

export interface CsiaPath {
  key: CsiaPathKey;
  /** Tab label. */
  label: string;
  /** Who the path is for, one sentence. */
  audience: string;
  topics: readonly [CsiaTopic, CsiaTopic, CsiaTopic, CsiaTopic];
}

const interFormat = 'Inter-entreprises, à Paris ou à distance';
const intraFormat = 'Intra-entreprise, dans vos locaux ou à distance';
const onRequest = 'Sur devis';

const halfDay = { duration: 'Une demi-journée', hours: '3h30', format: interFormat, price: '390 € HT' } as const;
const oneDay = { duration: '1 jour', hours: '7h', format: interFormat, price: '690 € HT' } as const;
const twoDays = { duration: '2 jours', hours: '14h', format: interFormat, price: '1290 € HT' } as const;
const oneDayIntra = { duration: '1 jour', hours: '7h', format: intraFormat, price: onRequest } as const;
const twoDaysIntra = { duration: '2 jours', hours: '14h', format: intraFormat, price: onRequest } as const;

/** The tabs of /csia, in this order (the first one is selected by default). */
export const csiaPaths: readonly CsiaPath[] = [
  {
    key: '3d',
    label: 'Techniciens 3D et 2D',
    audience: 'Graphistes, animateurs, infographistes 3D et superviseurs d’effets visuels.',
    topics: [
      {
        title: 'Génération d’images et concept art',
        text: 'Produire en quelques heures des planches d’ambiance et des recherches graphiques, puis les retravailler dans vos logiciels habituels.',
        ...twoDays,
      },
      {
        title: 'Textures, matériaux et environnements',
        text: 'Créer des textures et des décors de base avec l’IA pour accélérer la mise en place des scènes 3D.',
        ...twoDays,
      },
      {
        title: 'Animation assistée et capture de mouvement',
        text: 'Exploiter la capture de mouvement sans marqueurs et l’interpolation d’images pour fluidifier l’animation 2D et 3D.',
        ...twoDays,
      },
      {
        title: 'Intégration dans le pipeline de fabrication',
        text: 'Brancher les outils d’IA sur Blender, Unreal Engine ou la suite Adobe sans bouleverser les étapes de validation existantes.',
        ...twoDaysIntra,
      },
    ],
  },
  {
    key: 'son',
    label: 'Métiers du son',
    audience: 'Ingénieurs du son, monteurs son, mixeurs et chargés d’habillage sonore.',
    topics: [
      {
        title: 'Nettoyage et restauration audio',
        text: 'Débruiter, atténuer la réverbération et restaurer des prises de son de tournage grâce aux outils d’apprentissage automatique.',
        ...oneDay,
      },
      {
        title: 'Séparation de sources et montage',
        text: 'Isoler voix, musiques et ambiances d’un mixage pour faciliter le montage et la fabrication des versions internationales.',
        ...oneDay,
      },
      {
        title: 'Voix de synthèse : usages et limites',
        text: 'Savoir quand une voix de synthèse est acceptable, pour une maquette ou une voix témoin, et dans quel cadre contractuel l’employer.',
        ...halfDay,
      },
      {
        title: 'Musique et habillage sonore',
        text: 'Évaluer les outils de composition assistée et les questions de droits qu’ils posent pour l’habillage d’une chaîne ou d’un programme.',
        ...oneDay,
      },
    ],
  },
  {
    key: 'traduction',
    label: 'Traduction et doublage',
    audience: 'Traducteurs, adaptateurs, sous-titreurs, détecteurs et directeurs artistiques de doublage.',
    topics: [
      {
        title: 'Traduction assistée et post-édition',
        text: 'Mettre en place une pré-traduction automatique suivie d’une post-édition professionnelle des sous-titres et des dialogues.',
        ...twoDays,
      },
      {
        title: 'Transcription, détection et repérage',
        text: 'Accélérer la transcription, la détection et le calage des dialogues grâce à la reconnaissance vocale.',
        ...oneDay,
      },
      {
        title: 'Doublage synthétique et consentement',
        text: 'Comprendre les techniques de doublage par voix de synthèse, le consentement des comédiens et les accords qui encadrent ces usages.',
        ...oneDay,
      },
      {
        title: 'Contrôle qualité des versions étrangères',
        text: 'Construire une grille de vérification qui garantit la fidélité, la synchronisation et le ton des adaptations.',
        ...oneDayIntra,
      },
    ],
  },
  {
    key: 'auteurs',
    label: 'Auteurs et scénaristes',
    audience: 'Auteurs de formats, scénaristes, concepteurs de jeux et auteurs de documentaires.',
    topics: [
      {
        title: 'L’IA comme partenaire d’idéation',
        text: 'Utiliser les assistants conversationnels pour explorer des pistes de formats sans leur déléguer l’écriture.',
        ...oneDay,
      },
      {
        title: 'Bible, arches et dossiers de présentation',
        text: 'Structurer plus vite une bible de série ou un dossier de format en gardant la main sur le style et les choix narratifs.',
        ...twoDays,
      },
      {
        title: 'Recherche documentaire et vérification',
        text: 'Mener une recherche assistée fiable en croisant les sources et en repérant les erreurs des modèles.',
        ...oneDay,
      },
      {
        title: 'Protéger ses textes et ses droits',
        text: 'Savoir ce que l’on peut confier à un outil, comment documenter sa part de création et ce que prévoient les contrats.',
        ...halfDay,
      },
    ],
  },
  {
    key: 'programmation',
    label: 'Programmation et stratégie',
    audience: 'Programmateurs, chargés d’études, responsables éditoriaux et stratèges de chaînes ou de plateformes.',
    topics: [
      {
        title: 'Analyse des audiences et des tendances',
        text: 'Croiser données d’audience, signaux des réseaux sociaux et tendances internationales pour éclairer les choix de grille.',
        ...oneDay,
      },
      {
        title: 'Veille des formats internationaux',
        text: 'Automatiser la veille des catalogues et des marchés pour repérer plus tôt les formats à adapter.',
        ...oneDay,
      },
      {
        title: 'Aide à la décision éditoriale',
        text: 'Construire des tableaux de bord et des notes de synthèse qui préparent les comités de programmes.',
        ...twoDaysIntra,
      },
      {
        title: 'Recommandation et exposition des programmes',
        text: 'Comprendre le fonctionnement des moteurs de recommandation et leur effet sur la visibilité des programmes.',
        ...halfDay,
      },
    ],
  },
  {
    key: 'direction',
    label: 'Direction artistique et promotion',
    audience: 'Directeurs artistiques, chargés de promotion, bandes-annonceurs et équipes marketing.',
    topics: [
      {
        title: 'Affiches, visuels et déclinaisons',
        text: 'Produire des pistes créatives et décliner une campagne sur tous les supports sans perdre la cohérence graphique.',
        ...twoDays,
      },
      {
        title: 'Bandes-annonces et formats courts',
        text: 'Accélérer le dérushage et le montage des bandes-annonces, teasers et vidéos verticales pour les réseaux sociaux.',
        ...twoDays,
      },
      {
        title: 'Identité visuelle et charte graphique',
        text: 'Intégrer une charte dans les outils génératifs pour obtenir des créations fidèles à l’identité du programme.',
        ...oneDay,
      },
      {
        title: 'Campagnes et ciblage',
        text: 'Tester des messages, analyser les retours du public et ajuster les campagnes de promotion en continu.',
        ...oneDay,
      },
    ],
  },
  {
    key: 'production',
    label: 'Direction de production et tournages',
    audience: 'Directeurs et chargés de production, régisseurs et assistants de réalisation.',
    topics: [
      {
        title: 'Dépouillement et plan de travail',
        text: 'Automatiser le dépouillement d’un scénario et obtenir une première version du plan de travail à vérifier.',
        ...oneDay,
      },
      {
        title: 'Budgets et devis',
        text: 'Préparer des estimations budgétaires et comparer des devis plus rapidement, avec une vérification humaine systématique.',
        ...oneDay,
      },
      {
        title: 'Repérages et logistique',
        text: 'Présélectionner des décors, organiser les déplacements et réduire l’empreinte carbone du tournage avec l’aide de l’IA.',
        ...halfDay,
      },
      {
        title: 'Administration de production',
        text: 'Rédiger plus vite contrats types, feuilles de service et comptes rendus en gardant la maîtrise juridique des documents.',
        ...oneDayIntra,
      },
    ],
  },
];

export interface CsiaCatalogue {
  title: string;
  subtitle: string;
  edition: string;
  intro: readonly string[];
  formats: readonly { title: string; text: string }[];
  /** One section per training path, in the tabs' order. */
  sections: readonly CsiaPath[];
  conditions: readonly string[];
  contact: {
    title: string;
    text: string;
    email: string;
    phone: string;
    address: string;
    schedulingLabel: string;
    schedulingUrl: string;
    siteUrl: string;
  };
  /** Legal footer of every page: publisher, training declaration, Qualiopi. */
  legalNotice: string;
}

export const csiaCatalogue: CsiaCatalogue = {
  title: 'Catalogue des parcours IA',
  subtitle: `Centre de services IA — ${organisation.name} et Synapse`,
  edition: 'Édition 2025-2026',
  intro: [
    'L’intelligence artificielle transforme chacun des métiers de l’audiovisuel, de l’écriture à la promotion. Le Centre de services IA (CSIA), initiative de La Fabrique menée avec l’agence Synapse, accompagne les professionnels pour adopter ces outils avec méthode, dans le respect des auteurs et des équipes.',
    'Ce catalogue présente nos sept parcours métiers. Chaque module peut être suivi seul ou combiné avec d’autres pour former un parcours complet, en inter-entreprises ou adapté à votre structure.',
  ],
  formats: [
    {
      title: 'Inter-entreprises',
      text: 'Des sessions programmées à Paris ou à distance, en groupes de 4 à 10 participants issus de structures différentes.',
    },
    {
      title: 'Intra-entreprise',
      text: 'Une session réservée à vos équipes, dans vos locaux ou à distance, construite à partir de vos projets et de vos outils.',
    },
    {
      title: 'Parcours sur mesure',
      text: 'Une combinaison de modules choisie avec vous lors d’une session stratégique de 30 minutes, pour accompagner la transformation d’un service ou d’une société.',
    },
  ],
  sections: csiaPaths,
  conditions: [
    'Les tarifs sont indiqués hors taxes, par participant, pour les sessions inter-entreprises. Les sessions intra-entreprise et les parcours sur mesure font l’objet d’un devis.',
    'Les formations peuvent être prises en charge par votre OPCO, notamment l’Afdas. Nous vous aidons à constituer le dossier de financement.',
    'Les inscriptions sont possibles jusqu’à 10 jours avant le début de la session, après un entretien qui permet de vérifier l’adéquation du module à votre pratique.',
    'Chaque participant dispose d’un accès à l’atelier IA multi-modèles pendant la formation et le mois qui suit.',
    `Pour toute situation de handicap, contactez ${organisation.disabilityContact.name}, référente handicap (${organisation.disabilityContact.email}) : nous étudions avec vous les adaptations nécessaires.`,
  ],
  contact: {
    title: 'Construisons votre parcours',
    text: 'Réservez une session stratégique de 30 minutes avec nos experts, ou écrivez-nous pour recevoir un devis.',
    email: organisation.email,
    phone: organisation.phone,
    address: organisation.headOffice.display,
    schedulingLabel: 'Réserver une session stratégique de 30 minutes',
    schedulingUrl: organisation.strategySessionUrl,
    siteUrl: organisation.siteUrl,
  },
  legalNotice: `${organisation.legalName}, ${organisation.legalForm} au capital de ${organisation.shareCapitalDisplay}, ${organisation.rcs}. ${organisation.trainingDeclaration.mention} ${organisation.qualiopi.mention}`,
};
