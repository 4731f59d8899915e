import type { Course } from '../types.ts';
import { trainers } from '../trainers.ts';
import image from '../../assets/courses/trouver-le-bon-projet.svg';

export const course: Course = {
  id: 'trouver-le-bon-projet',
  title: 'Trouver le bon projet',
  category: 'Concevoir et développer un projet audiovisuel',
  badge: 'Intemporelle',
  duration: '3 jours',
  hours: '21h',
  price: '1500 € HT',
  location: 'Paris (ou distanciel)',
  funding: { schemes: ['opco', 'france-travail', 'employer'], instalments: 3 },
  description:
    'Trois jours pour choisir, parmi toutes vos idées, celle qui mérite d’être développée maintenant. En croisant les lignes éditoriales des diffuseurs, les tendances du marché, la faisabilité et votre désir d’auteur, vous mettez votre portefeuille de projets à l’épreuve et repartez avec un projet prioritaire et son plan de développement.',
  image: {
    src: image,
    width: 1200,
    height: 800,
    alt: 'Illustration d’un tableau couvert de fiches d’idées, dont une seule est entourée et reliée à une grille de programmes',
  },
  trainers: [trainers.claireVasseur, trainers.thomasRenaud],
  objectives: [
    'Analyser les lignes éditoriales, les cases de programmation et les attentes actuelles des diffuseurs et des plateformes',
    'Repérer les tendances de fond du marché français et international des formats, du documentaire et des séries',
    'Évaluer ses idées selon une grille de critères : originalité, adéquation au marché, faisabilité, budget, légitimité de l’équipe',
    'Formuler chaque idée en une phrase d’accroche et une promesse de programme claires',
    'Hiérarchiser son portefeuille et décider quels projets développer, mettre en attente ou abandonner',
    'Construire le plan de développement du projet retenu : étapes, partenaires, financements et calendrier',
  ],
  program: [
    {
      title: 'Jour 1 — Comprendre le marché et ceux qui achètent',
      content: [
        'Cartographie des diffuseurs : service public, groupes privés, chaînes thématiques et locales, plateformes',
        'Lignes éditoriales, cases et publics : savoir lire une grille de programmes',
        'Tendances des formats de flux, du documentaire et des séries, en France et à l’international',
        'Circuits de décision chez un diffuseur : qui achète quoi, quand et comment',
        'Études de cas : des projets qui ont trouvé leur case, d’autres qui l’ont manquée',
      ],
    },
    {
      title: 'Jour 2 — Passer ses idées au crible',
      content: [
        'Inventaire de son portefeuille de projets',
        'Grille d’évaluation : désir, originalité, marché, faisabilité, coût',
        'Phrase d’accroche et promesse : tester la clarté d’une idée en une minute',
        'Confrontation collective des idées et retours croisés des deux formateurs',
        'Décider : développer, retravailler, mettre en attente ou abandonner',
      ],
    },
    {
      title: 'Jour 3 — Bâtir le plan de développement',
      content: [
        'Identifier ses premiers interlocuteurs : producteurs, diffuseurs, coproducteurs',
        'Panorama des aides à l’écriture et au développement : CNC, régions, sociétés d’auteurs',
        'Calendrier, budget de développement et documents à produire',
        'Préparer ses premiers rendez-vous',
        'Présentation du projet retenu et de son plan devant les formateurs',
      ],
    },
  ],
  public:
    'Auteurs, producteurs, chargés de développement et porteurs de projets audiovisuels qui ont plusieurs idées en tête et veulent concentrer leur énergie sur celle qui a le plus de chances d’aboutir.',
  prerequisites:
    'Avoir au moins deux idées de projets audiovisuels (format de flux, documentaire ou série), même à l’état d’ébauche. Une première expérience du secteur est recommandée.',
  methodology:
    'Apports sur le marché, études de cas réels et ateliers sur les projets des stagiaires, avec les retours personnalisés de deux formateurs complémentaires : une productrice de formats de flux et un réalisateur-producteur de documentaires.',
  admission:
    'Inscription possible jusqu’à 10 jours avant le début de la session. Admission après un entretien de motivation avec notre responsable de formation, au cours duquel vous présentez brièvement les idées que vous souhaitez travailler.',
  obtention: ['Certificat de réalisation', 'Attestation de fin de formation détaillant les compétences acquises'],
  evaluation: [
    'Questionnaire de positionnement avant la formation',
    'Évaluation des projets à l’aide de la grille travaillée en séance',
    'Présentation finale du projet retenu et de son plan de développement',
    'Questionnaire de satisfaction à chaud et à froid',
  ],
  atouts: [
    'Un double regard : une productrice de formats de flux et un réalisateur-producteur de documentaires',
    'Une grille d’évaluation des projets réutilisable tout au long de votre parcours',
    'Un travail sur vos propres idées, pas sur des cas théoriques',
    'Un plan de développement concret à l’issue de la formation',
  ],
  testimonials: {
    quality: 4.9,
    pertinence: 4.8,
    organisation: 4.7,
    comment:
      'Je suis arrivée avec sept idées et je suis repartie avec un seul projet, mais un projet solide que je présente aujourd’hui aux diffuseurs. La grille de Claire et Thomas m’a surtout appris à renoncer sans regret.',
  },
  results: { period: { from: '2024-09', to: '2025-10' }, trainees: 27, respondents: 22, completionRate: 96 },
  sessions: 'Bientôt disponible',
  accessibility:
    'Cette formation est accessible aux personnes en situation de handicap. Votre interlocutrice est Léa Morel, référente handicap (handicap@lafabrique-formats.fr). Les adaptations utiles (rythme, supports, locaux accessibles aux personnes à mobilité réduite, suivi à distance) sont définies avec vous lors de l’entretien de motivation.',
};
