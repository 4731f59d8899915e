import type { Course } from '../types.ts';
import { trainers } from '../trainers.ts';
import image from '../../assets/courses/boite-a-outils-ideation.svg';
import carouselImage from '../../assets/courses/boite-a-outils-ideation-carousel.svg';

export const course: Course = {
  id: 'boite-a-outils-ideation',
  title: 'La boîte à outils de l’idéation',
  category: 'Concevoir et développer un projet audiovisuel',
  badge: 'Nouveauté',
  duration: '3 jours',
  hours: '21h',
  price: '1400 € HT',
  location: 'Paris',
  funding: { schemes: ['opco', 'france-travail', 'employer'], instalments: 3 },
  description:
    'Trois jours pour apprendre à trouver des idées de programmes avec méthode, seul ou en équipe, et à les transformer en concepts présentables. Techniques de créativité, veille, animation de séances et sélection des meilleures pistes : vous repartez avec des outils immédiatement applicables.',
  image: {
    src: image,
    width: 1200,
    height: 800,
    alt: 'Illustration d’une boîte à outils ouverte contenant une ampoule, des notes adhésives et un crayon',
  },
  carouselImage: {
    src: carouselImage,
    width: 1200,
    height: 800,
    alt: 'Illustration d’un tableau couvert de notes adhésives colorées autour duquel une équipe échange des idées',
  },
  trainers: [trainers.claireVasseur],
  objectives: [
    'Identifier les freins à la créativité et les conditions d’une séance d’idéation productive',
    'Mettre en œuvre des techniques de créativité adaptées aux formats audiovisuels',
    'Organiser une veille créative sur les programmes, les tendances et les usages',
    'Animer une séance d’idéation collective',
    'Évaluer et sélectionner les idées selon des critères éditoriaux et économiques',
    'Formaliser un concept de programme en une page',
  ],
  program: [
    {
      title: 'Jour 1 — Préparer le terrain créatif',
      content: [
        'Comment naissent les formats : études de cas',
        'Veille : programmes étrangers, tendances de société, nouveaux usages',
        'Freins individuels et collectifs à la créativité',
        'Exercices d’échauffement créatif',
      ],
    },
    {
      title: 'Jour 2 — Les techniques d’idéation',
      content: [
        'Remue-méninges structuré, matrices de combinaison, détournement de formats existants',
        'Contraintes créatives et questions « Et si… ? »',
        'Trouver des idées à partir d’un public, d’une case horaire ou d’un diffuseur cible',
        'Usage raisonné de l’IA générative pour multiplier les pistes',
      ],
    },
    {
      title: 'Jour 3 — Sélectionner et formaliser',
      content: [
        'Grilles d’évaluation : originalité, faisabilité, potentiel d’audience, coût',
        'Animer une séance dans sa structure : rôles, rythme, restitution',
        'Rédiger une fiche concept d’une page',
        'Présentation des concepts et retours de la formatrice',
      ],
    },
  ],
  public:
    'Auteurs, chargés de développement, producteurs, responsables de programmes et équipes créatives souhaitant structurer leur recherche d’idées.',
  prerequisites:
    'Aucun prérequis technique. Une première expérience dans l’audiovisuel, les médias ou la création de contenus est recommandée.',
  methodology:
    'Formation participative : chaque technique est présentée puis aussitôt expérimentée en sous-groupes sur des cas inspirés de commandes réelles de diffuseurs. Des fiches méthodes et des modèles sont remis à chaque participant.',
  admission:
    'Inscription possible jusqu’à 10 jours avant le début de la session. Admission après un entretien de motivation avec notre responsable de formation.',
  obtention: [
    'Certificat de réalisation',
    'Attestation de fin de formation détaillant les compétences acquises',
    'Boîte à outils numérique : fiches techniques et modèles de fiches concept',
  ],
  evaluation: [
    'Positionnement en début de formation',
    'Mises en situation d’animation de séance',
    'Présentation d’une fiche concept devant le groupe',
    'Questionnaire de satisfaction en fin de formation',
  ],
  atouts: [
    'Une formatrice qui développe des formats pour les chaînes nationales depuis vingt ans',
    'Des techniques testées en atelier dès leur présentation',
    'Des outils réutilisables pour animer vos propres séances',
  ],
  results: { period: { from: '2025-06', to: '2025-06' }, trainees: 6, respondents: 3, completionRate: 100 },
  sessions: 'Bientôt disponible',
  datedSessions: [
    {
      periods: [{ start: '2026-02-09', end: '2026-02-11' }],
      dailyHours: { start: '09:30', end: '17:30' },
      location: 'Paris',
    },
    {
      periods: [{ start: '2027-02-08', end: '2027-02-10' }],
      dailyHours: { start: '09:30', end: '17:30' },
      location: 'Paris',
    },
  ],
  accessibility:
    'Cette formation est accessible aux personnes en situation de handicap. Votre interlocutrice est Léa Morel, référente handicap (handicap@lafabrique-formats.fr). Les adaptations utiles (rythme, supports, locaux accessibles aux personnes à mobilité réduite, possibilité de suivre certaines séances à distance) sont définies avec vous lors de l’entretien de motivation.',
};
