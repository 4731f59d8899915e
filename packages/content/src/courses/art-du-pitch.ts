import type { Course } from '../types.ts';
import { trainers } from '../trainers.ts';
import image from '../../assets/courses/art-du-pitch.svg';

export const course: Course = {
  id: 'art-du-pitch',
  title: 'L’art du pitch',
  category: 'Concevoir et développer un projet audiovisuel',
  badge: 'Intemporelle',
  duration: '2 jours',
  hours: '14h',
  price: '950 € HT',
  location: 'Paris',
  funding: { schemes: ['opco', 'france-travail', 'employer'] },
  description:
    'Deux jours pour apprendre à convaincre un diffuseur en quelques minutes. Vous construisez un pitch clair et incarné de votre projet, travaillez votre voix, votre posture et vos réponses aux objections, puis vous le présentez en conditions réelles lors de simulations filmées et débriefées.',
  image: {
    src: image,
    width: 1200,
    height: 800,
    alt: 'Illustration d’une autrice présentant son projet debout face à une table de décideurs, un écran de présentation derrière elle',
  },
  trainers: [trainers.camilleLefort],
  objectives: [
    'Résumer son projet en une phrase d’accroche et une promesse que le diffuseur retient',
    'Construire un pitch structuré en une, cinq et quinze minutes selon le contexte du rendez-vous',
    'Adapter son discours à la ligne éditoriale et aux attentes de chaque interlocuteur',
    'Maîtriser sa voix, sa respiration, sa posture et son trac',
    'Concevoir des supports efficaces : document d’une page, dossier de présentation, bande démo',
    'Répondre avec aisance aux questions et aux objections, puis assurer le suivi du rendez-vous',
  ],
  program: [
    {
      title: 'Jour 1 — Construire son pitch',
      content: [
        'Ce qu’attend un diffuseur : contraintes de case, de public et de budget',
        'Phrase d’accroche, promesse et enjeux : trouver le cœur de son projet',
        'Structure du pitch : concept, déroulé, singularité, équipe',
        'Versions courte, moyenne et longue : rencontre informelle sur un marché, rendez-vous, comité de sélection',
        'Supports : document d’une page, dossier de présentation, bande démo et visuels',
      ],
    },
    {
      title: 'Jour 2 — Incarner et convaincre',
      content: [
        'Voix, respiration, regard et occupation de l’espace',
        'Gestion du trac et techniques de concentration issues du théâtre',
        'Présenter en visioconférence : cadrage, son et rythme',
        'Simulations de rendez-vous filmées, avec questions et objections',
        'Débriefing individuel et préparation du suivi après le rendez-vous',
      ],
    },
  ],
  public:
    'Auteurs, producteurs, réalisateurs et chargés de développement qui doivent présenter leurs projets à des diffuseurs, à des plateformes, à des coproducteurs ou sur les marchés professionnels.',
  prerequisites:
    'Avoir un projet audiovisuel suffisamment avancé pour être présenté, même sous la forme d’une note d’intention. Aucune expérience de la prise de parole en public n’est requise.',
  methodology:
    'Une formation en petit groupe, fondée sur la pratique : exercices issus du théâtre, simulations de rendez-vous filmées et débriefings individualisés. Chaque stagiaire présente son projet plusieurs fois et mesure ses progrès d’un passage à l’autre.',
  admission:
    'Inscription possible jusqu’à 10 jours avant le début de la session. Admission après un entretien de motivation avec notre responsable de formation, au cours duquel vous présentez le projet que vous souhaitez travailler.',
  obtention: ['Certificat de réalisation', 'Attestation de fin de formation'],
  evaluation: [
    'Premier pitch filmé en début de formation, servant de référence',
    'Exercices de prise de parole commentés',
    'Pitch final filmé et comparé au premier passage',
    'Questionnaire de satisfaction à chaud et à froid',
  ],
  atouts: [
    'Une coach issue du théâtre qui prépare auteurs et producteurs aux rendez-vous avec les diffuseurs et aux marchés internationaux',
    'Des simulations filmées et des retours personnalisés',
    'Un petit groupe pour multiplier les passages',
    'Un pitch finalisé et ses supports prêts à l’emploi',
  ],
  testimonials: {
    quality: 4.9,
    pertinence: 4.8,
    organisation: 4.8,
    comment:
      'Je redoutais l’exercice, et trois semaines plus tard j’ai présenté mon documentaire à Sunny Side of the Doc. Les simulations filmées sont exigeantes, mais c’est exactement ce qui m’a donné confiance.',
  },
  results: { period: { from: '2024-09', to: '2025-10' }, trainees: 64, respondents: 51, completionRate: 98 },
  sessions: 'Bientôt disponible',
  accessibility:
    'Cette formation est accessible aux personnes en situation de handicap. Votre interlocutrice est Léa Morel, référente handicap (handicap@lafabrique-formats.fr). Les adaptations utiles (rythme, supports, locaux accessibles aux personnes à mobilité réduite, possibilité de suivre certaines séances à distance) sont définies avec vous lors de l’entretien de motivation.',
};
