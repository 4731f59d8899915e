import type { Course } from '../types.ts';
import { trainers } from '../trainers.ts';
import image from '../../assets/courses/ia-conception-jeux-videos.svg';

export const course: Course = {
  id: 'ia-conception-jeux-videos',
  title: 'L’IA dans la conception de jeux vidéo',
  category: 'Maîtriser les outils et accéder au marché',
  badge: 'Nouveauté',
  duration: '1 jour',
  hours: '7h',
  price: '650 € HT',
  location: 'Paris (ou distanciel)',
  funding: { schemes: ['opco', 'france-travail', 'employer'] },
  description:
    'Une journée pour découvrir comment l’IA générative transforme la conception de jeux vidéo, de l’idée au prototype jouable. Concept, mécaniques, direction artistique, dialogues et tests : vous expérimentez les outils sur un mini-projet et mesurez ce qu’ils apportent, ce qu’ils coûtent et les questions de droits qu’ils soulèvent.',
  image: {
    src: image,
    width: 1200,
    height: 800,
    alt: 'Illustration d’une manette de jeu vidéo entourée de croquis de personnages, de cartes de niveaux et de bulles de dialogue générées par l’IA',
  },
  trainers: [trainers.lucasMartin],
  objectives: [
    'Identifier les usages de l’IA générative à chaque étape de la conception d’un jeu vidéo',
    'Formaliser un concept de jeu et ses mécaniques principales avec l’aide d’un assistant conversationnel',
    'Produire des recherches visuelles et des éléments graphiques provisoires pour un prototype',
    'Écrire des dialogues et des personnages non joueurs cohérents avec l’univers du jeu',
    'Évaluer les limites techniques, juridiques et éthiques des contenus générés, y compris leur réception par les joueurs',
    'Imaginer des passerelles entre un programme audiovisuel et une expérience de jeu',
  ],
  program: [
    {
      title: 'Matin, 1re partie — De l’idée au concept de jeu',
      content: [
        'État des lieux : comment les studios utilisent l’IA aujourd’hui',
        'Idéation assistée : genres, mécaniques, références et public visé',
        'Définir la boucle de jeu et la progression du joueur',
        'Rédiger un document de conception synthétique d’une page',
      ],
    },
    {
      title: 'Matin, 2e partie — Univers, direction artistique et narration',
      content: [
        'Recherches graphiques, planches d’ambiance et croquis exploratoires',
        'Création de personnages, de lieux et d’une bible d’univers',
        'Dialogues à embranchements et personnages non joueurs dotés d’une personnalité',
        'Ambiances sonores, bruitages et voix provisoires',
      ],
    },
    {
      title: 'Après-midi, 1re partie — Prototyper et tester',
      content: [
        'Assistance à la programmation d’un prototype simple dans un moteur de jeu',
        'Génération de niveaux et de contenus procéduraux',
        'Équilibrage et simulation de parties',
        'Organiser des séances de test avec des joueurs et analyser leurs retours',
      ],
    },
    {
      title: 'Après-midi, 2e partie — Cadre et perspectives',
      content: [
        'Droits sur les contenus générés et conditions d’utilisation des outils',
        'Transparence vis-à-vis des joueurs et des plateformes de distribution',
        'De la télévision au jeu : adaptations, jeux compagnons et expériences transmédias',
        'Restitution des mini-projets et plan d’expérimentation personnel',
      ],
    },
  ],
  public:
    'Auteurs, concepteurs de jeux, producteurs audiovisuels et chefs de projet transmédia qui souhaitent développer un jeu vidéo ou décliner un programme en expérience interactive.',
  prerequisites:
    'Un intérêt pour le jeu vidéo et une première expérience de création, audiovisuelle ou vidéoludique. Aucune compétence en programmation n’est requise ; un ordinateur portable est nécessaire.',
  methodology:
    'Alternance de démonstrations et d’ateliers en petits groupes autour d’un mini-projet de jeu mené tout au long de la journée. Chaque outil est présenté avec ses conditions d’utilisation, son coût et ses limites.',
  admission:
    'Inscription possible jusqu’à 10 jours avant le début de la session. Admission après un entretien de motivation avec notre responsable de formation.',
  obtention: ['Certificat de réalisation', 'Attestation de fin de formation'],
  evaluation: [
    'Quiz de positionnement en début de journée',
    'Réalisation d’un mini-projet de jeu en petit groupe',
    'Restitution commentée par le formateur',
    'Questionnaire de satisfaction',
  ],
  atouts: [
    'Un formateur concepteur de jeux indépendants qui expérimente l’IA au quotidien',
    'Un mini-projet concret, de l’idée au prototype, en une seule journée',
    'Un regard lucide sur les droits, les coûts et l’accueil des contenus générés par les joueurs',
    'Des pistes pour prolonger un programme audiovisuel en jeu vidéo',
  ],
  testimonials: {
    quality: 4.6,
    pertinence: 4.5,
    organisation: 4.7,
    comment:
      'En une journée, notre équipe est passée d’une idée floue à un prototype que l’on pouvait réellement tester. Lucas est très clair sur ce que l’IA apporte et sur ce qu’elle ne remplace pas.',
  },
  results: { period: { from: '2025-03', to: '2025-10' }, trainees: 17, respondents: 13, completionRate: 94 },
  sessions: 'Bientôt disponible',
  accessibility:
    'Cette formation est accessible aux personnes en situation de handicap. Votre interlocutrice est Léa Morel, référente handicap (handicap@lafabrique-formats.fr). Les adaptations utiles (rythme, supports, locaux accessibles aux personnes à mobilité réduite, suivi à distance) sont définies avec vous lors de l’entretien de motivation.',
};
