import type { Course } from '../types.ts';
import { trainers } from '../trainers.ts';
import image from '../../assets/courses/scenariste-de-jeux-tv.svg';

export const course: Course = {
  id: 'scenariste-de-jeux-tv',
  title: 'Scénariste de jeux TV',
  category: 'Concevoir et développer un projet audiovisuel',
  badge: 'Intemporelle',
  duration: '5 jours',
  hours: '35h',
  price: 'Formation financée par l’Afdas : nous consulter',
  location: 'Paris',
  funding: { schemes: ['opco'] },
  description:
    'Questions, épreuves, mécaniques de jeu, dramaturgie d’une émission : cette formation vous initie au métier d’auteur de jeux télévisés, du quiz quotidien au grand divertissement de première partie de soirée. Vous écrivez et testez vos propres contenus avec un concepteur dont plus de mille questions et épreuves ont été diffusées.',
  image: {
    src: image,
    width: 1200,
    height: 800,
    alt: 'Illustration d’un plateau de jeu télévisé avec des pupitres de candidats, un buzzer et un écran de questions',
  },
  trainers: [trainers.paulGarnier],
  objectives: [
    'Identifier les familles de jeux télévisés et leurs mécaniques',
    'Rédiger des questions claires, vérifiées et calibrées selon le niveau du jeu',
    'Concevoir des épreuves et des mécaniques de jeu équilibrées',
    'Construire la dramaturgie d’une émission : progression, suspense, élimination et finale',
    'Tester une mécanique en conditions réelles et l’ajuster',
    'Connaître l’organisation d’une équipe d’auteurs et les règles de conformité des jeux',
  ],
  program: [
    {
      title: 'Jour 1 — Le jeu télévisé, mode d’emploi',
      content: [
        'Quiz, jeux de lettres et de chiffres, jeux d’aventure, grands jeux de plateau',
        'Cases de diffusion : journée, avant-soirée, première partie de soirée',
        'Analyse de mécaniques emblématiques',
        'Le rôle de l’auteur au sein d’une équipe d’écriture',
      ],
    },
    {
      title: 'Jour 2 — L’art de la question',
      content: [
        'Types de questions et niveaux de difficulté',
        'Formulation, fausse piste, indice et réponse unique',
        'Vérification des sources et fiches de validation',
        'Atelier d’écriture de séries de questions',
      ],
    },
    {
      title: 'Jour 3 — Concevoir des épreuves',
      content: [
        'Épreuves d’adresse, de logique, de rapidité et de mémoire',
        'Équilibre entre hasard, stratégie et connaissances',
        'Faisabilité technique et sécurité sur le plateau',
        'Atelier : inventer une épreuve et la décrire pour la production',
      ],
    },
    {
      title: 'Jour 4 — La dramaturgie d’une émission',
      content: [
        'Progression de la difficulté et courbe d’émotion',
        'Gains, éliminations, retournements et finale',
        'Place de l’animateur et des candidats dans le récit',
        'Rédaction d’un conducteur d’émission',
      ],
    },
    {
      title: 'Jour 5 — Tester et présenter',
      content: [
        'Séance de test des mécaniques avec des joueurs',
        'Ajustements et équilibrage',
        'Règlement du jeu, dépôt auprès d’un commissaire de justice et cadre fixé par l’Arcom',
        'Présentation des projets et retours individualisés',
      ],
    },
  ],
  public:
    'Auteurs, rédacteurs, journalistes, concepteurs de contenus et professionnels de l’audiovisuel souhaitant se spécialiser dans l’écriture de jeux télévisés.',
  prerequisites:
    'Bonne culture générale, aisance rédactionnelle et goût du jeu. Une première expérience d’écriture, quel qu’en soit le domaine, est souhaitée.',
  methodology:
    'Pédagogie active fondée sur l’écriture et le jeu : exercices chronométrés, ateliers en équipe et séances de test où les stagiaires jouent les mécaniques qu’ils ont conçues. Le formateur fait des retours individualisés tout au long de la semaine.',
  admission:
    'Inscription possible jusqu’à 10 jours avant le début de la session. Admission après un entretien de motivation avec notre responsable de formation. Sélection sur dossier à partir d’un synopsis de 3 pages présentant un concept de jeu.',
  obtention: [
    'Certificat de réalisation',
    'Attestation de fin de formation détaillant les compétences acquises',
    'Portfolio de questions et d’épreuves relues par le formateur',
  ],
  evaluation: [
    'Positionnement en début de formation',
    'Correction des séries de questions écrites chaque jour',
    'Test en conditions réelles de la mécanique conçue par chaque stagiaire',
    'Questionnaires de satisfaction à l’issue de la formation et trois mois plus tard',
  ],
  atouts: [
    'Un formateur auteur de jeux diffusés en avant-soirée et en première partie de soirée',
    'Des séances de test pour éprouver chaque mécanique',
    'Un portfolio à présenter aux sociétés de production',
    'Une prise en charge possible par l’Afdas',
  ],
  testimonials: {
    quality: 4.8,
    pertinence: 4.7,
    organisation: 4.9,
    comment:
      'Je pensais savoir écrire une question ; Paul m’a montré tout ce qu’il y a derrière, de la vérification au rythme du plateau. Trois mois plus tard, je rejoignais l’équipe d’auteurs d’un quiz quotidien.',
  },
  results: { period: { from: '2024-10', to: '2025-06' }, trainees: 12, respondents: 10, completionRate: 92 },
  sessions: 'Bientôt disponible',
  accessibility:
    'Cette formation est accessible aux personnes en situation de handicap. Votre interlocutrice est Léa Morel, référente handicap (handicap@lafabrique-formats.fr). Les adaptations utiles (rythme, supports, locaux accessibles aux personnes à mobilité réduite, possibilité de suivre certaines séances à distance) sont définies avec vous lors de l’entretien de motivation.',
};
