import type { Course } from '../types.ts';
import { trainers } from '../trainers.ts';
import image from '../../assets/courses/proteger-juridiquement.svg';

export const course: Course = {
  id: 'proteger-juridiquement',
  title: 'Protéger juridiquement ses formats et ses œuvres',
  category: 'Maîtriser les outils et accéder au marché',
  badge: 'Intemporelle',
  duration: '2 jours',
  hours: '14h',
  price: '950 € HT',
  location: 'Paris',
  funding: { schemes: ['opco', 'france-travail', 'employer'] },
  description:
    'Deux jours pour sécuriser vos créations, de la première idée à l’exploitation du programme. Vous apprenez ce que le droit protège réellement, comment prouver l’antériorité de vos projets (dépôt à la SACD, enveloppe Soleau, dépôt de marque à l’INPI) et comment négocier les contrats qui encadrent la présentation, l’option et la cession de vos droits.',
  image: {
    src: image,
    width: 1200,
    height: 800,
    alt: 'Illustration d’une bible de format scellée d’un cachet officiel, posée à côté d’un contrat et d’un stylo',
  },
  trainers: [trainers.antoineRoussel],
  objectives: [
    'Distinguer ce que le droit d’auteur protège d’une simple idée, qui reste de libre parcours',
    'Choisir et réaliser le mode de dépôt adapté pour dater ses créations : SACD, enveloppe Soleau, commissaire de justice',
    'Protéger le titre et l’identité d’un programme par un dépôt de marque à l’INPI',
    'Sécuriser la présentation d’un projet à un producteur ou à un diffuseur',
    'Lire et négocier les clauses essentielles des contrats d’option, de cession de droits et de coproduction',
    'Réagir face à la reprise de son format : preuves, mise en demeure, action en contrefaçon ou en parasitisme',
  ],
  program: [
    {
      title: 'Jour 1, matin — Ce que le droit protège',
      content: [
        'Le principe : les idées sont de libre parcours, seule leur mise en forme originale est protégée',
        'Le critère d’originalité appliqué aux formats de flux, aux séries et aux documentaires',
        'Bible de format, note d’intention, déroulé : les éléments distinctifs à formaliser',
        'Ce que disent les tribunaux français sur la protection des formats',
      ],
    },
    {
      title: 'Jour 1, après-midi — Dater et prouver',
      content: [
        'Le dépôt d’œuvres auprès de la SACD : démarche, portée et limites',
        'L’enveloppe Soleau électronique de l’INPI',
        'Le dépôt chez un commissaire de justice et l’horodatage électronique',
        'Constituer un dossier de preuve : versions successives, échanges, dates des rendez-vous',
        'Démonstration des procédures de dépôt en ligne',
      ],
    },
    {
      title: 'Jour 2, matin — Marques et protection à l’international',
      content: [
        'Déposer le titre d’un programme comme marque à l’INPI : recherche d’antériorités et choix des classes',
        'Marque de l’Union européenne et extensions internationales',
        'Vendre un format à l’étranger : enregistrement auprès d’organismes spécialisés et usages des marchés',
        'Le rôle des sociétés d’auteurs dans la déclaration des œuvres et la perception des droits',
      ],
    },
    {
      title: 'Jour 2, après-midi — Contrats et contentieux',
      content: [
        'Présenter son projet : engagement de confidentialité et traçabilité des échanges',
        'Contrat d’option et contrat de cession de droits d’auteur : mentions obligatoires et rémunération',
        'Contrats de coproduction et de préachat : les clauses à surveiller',
        'En cas de reprise : mise en demeure, contrefaçon, concurrence déloyale et parasitisme',
        'Atelier : analyse commentée des contrats apportés par les participants',
      ],
    },
  ],
  public:
    'Auteurs, créateurs de formats, producteurs et chargés de développement qui présentent leurs projets à des producteurs ou à des diffuseurs et souhaitent protéger leurs droits à chaque étape.',
  prerequisites:
    'Aucun prérequis juridique. Il est conseillé de venir avec un projet en cours et, le cas échéant, avec les contrats que vous avez reçus ou signés.',
  methodology:
    'Des apports juridiques illustrés par des décisions de justice et des cas réels, des démonstrations des procédures de dépôt en ligne et l’analyse commentée de contrats. Chaque participant repart avec une liste de vérification pour chaque étape de la vie d’un projet.',
  admission:
    'Inscription possible jusqu’à 10 jours avant le début de la session. Admission après un entretien de motivation avec notre responsable de formation.',
  obtention: ['Certificat de réalisation', 'Attestation de fin de formation détaillant les compétences acquises'],
  evaluation: [
    'Quiz de positionnement en début de formation',
    'Cas pratiques : choix d’une stratégie de protection pour un format',
    'Analyse commentée d’un contrat de cession de droits',
    'Questionnaire de satisfaction à chaud et à froid',
  ],
  atouts: [
    'Un avocat au barreau de Paris spécialiste du droit d’auteur et des contrats de l’audiovisuel',
    'Des démonstrations pas à pas des dépôts auprès de la SACD et de l’INPI',
    'L’analyse de vos propres contrats en séance',
    'Une liste de vérification à suivre de la première idée à la signature',
  ],
  testimonials: {
    quality: 4.8,
    pertinence: 4.9,
    organisation: 4.6,
    comment:
      'J’ai enfin compris pourquoi mon idée seule ne suffisait pas et comment formaliser ma bible pour la protéger. J’ai déposé mon format et son titre la semaine suivante, et je négocie mes contrats d’option avec beaucoup plus d’assurance.',
  },
  results: { period: { from: '2024-09', to: '2025-10' }, trainees: 35, respondents: 27, completionRate: 97 },
  sessions: 'Bientôt disponible',
  accessibility:
    'Cette formation est accessible aux personnes en situation de handicap. Votre interlocutrice est Léa Morel, référente handicap (handicap@lafabrique-formats.fr). Les adaptations utiles (rythme, supports, locaux accessibles aux personnes à mobilité réduite, possibilité de suivre certaines séances à distance) sont définies avec vous lors de l’entretien de motivation.',
};
