import type { Course } from '../types.ts';
import { trainers } from '../trainers.ts';
import image from '../../assets/courses/creer-developper-produire-format-360.svg';

export const course: Course = {
  id: 'creer-developper-produire-format-360',
  title: 'Créer, développer et produire un format 360',
  category: 'Concevoir et développer un projet audiovisuel',
  badge: 'Best-Seller',
  duration: '7 jours',
  hours: '50h',
  price: '2900 € HT',
  location: 'Paris (ou distanciel)',
  funding: { schemes: ['cpf', 'opco', 'france-travail', 'employer'], certification: 'RNCP38104', instalments: 3 },
  description:
    'De l’idée à la bible de production, cette formation vous apprend à concevoir un format de flux pensé dès l’origine pour l’antenne, le numérique et les réseaux sociaux. Vous repartez avec un projet développé, un budget de principe et un dossier prêt à être présenté aux diffuseurs.',
  image: {
    src: image,
    width: 1200,
    height: 800,
    alt: 'Illustration d’un écran de télévision relié à un smartphone, une tablette et un micro, symbolisant un programme décliné sur tous les supports',
  },
  trainers: [trainers.claireVasseur, trainers.paulGarnier],
  objectives: [
    'Identifier les familles de formats de flux et les attentes des chaînes, des plateformes et des distributeurs',
    'Construire le concept, la mécanique et la promesse éditoriale d’un format',
    'Décliner un programme sur l’antenne, la télévision de rattrapage, les réseaux sociaux et les extensions hors écran',
    'Rédiger une bible de format et le conducteur type d’un épisode',
    'Établir un budget de principe et un plan de financement réaliste',
    'Comprendre les mécanismes de protection, de cession et de vente internationale d’un format',
    'Présenter son projet de façon convaincante à un diffuseur',
  ],
  program: [
    {
      title: 'Jour 1 — Panorama du marché des formats',
      content: [
        'Les familles de formats de flux : jeu, divertissement, magazine, télé-réalité, programme de société',
        'Les attentes des chaînes nationales, des plateformes et des distributeurs',
        'Analyse de formats français et internationaux qui ont voyagé',
        'Cases de programmation, publics cibles et tendances du moment',
      ],
    },
    {
      title: 'Jour 2 — Du concept à la mécanique',
      content: [
        'Formuler la promesse du programme en une phrase',
        'Définir le dispositif, le casting et les règles du format',
        'Construire la dramaturgie d’un épisode et d’une saison',
        'Ateliers d’idéation en petits groupes sur les projets des stagiaires',
      ],
    },
    {
      title: 'Jour 3 — Penser le format à 360 degrés',
      content: [
        'Articuler antenne, télévision de rattrapage, réseaux sociaux et podcast',
        'Concevoir des contenus numériques natifs et fédérer une communauté',
        'Extensions possibles : événementiel, licences, produits dérivés',
        'Étude de cas d’un programme décliné sur plusieurs écrans',
      ],
    },
    {
      title: 'Jour 4 — Écrire la bible du format',
      content: [
        'Structure et contenu d’une bible de format',
        'Le conducteur type d’un épisode, séquence par séquence',
        'Charte éditoriale, ton et identité visuelle du programme',
        'Relecture collective des premières versions',
      ],
    },
    {
      title: 'Jour 5 — Produire : budget et fabrication',
      content: [
        'Les postes clés d’un budget de programme de flux',
        'Plateau, tournage en extérieur, post-production : choisir son dispositif',
        'Planning de fabrication et organisation des équipes',
        'Sources de financement : diffuseurs, CNC, partenariats et placement de produit',
      ],
    },
    {
      title: 'Jour 6 — Protéger et vendre son format',
      content: [
        'Dépôt du projet et preuve d’antériorité',
        'Contrats d’option et de cession, droits dérivés',
        'Les marchés internationaux et le rôle des distributeurs',
        'Vendre un format à l’étranger : format papier, bible de production et accompagnement',
      ],
    },
    {
      title: 'Jour 7 — Présenter son projet au diffuseur',
      content: [
        'Construire un dossier de présentation percutant',
        'Répétition du pitch devant un jury de professionnels',
        'Retours individualisés et plan d’action pour la suite du développement',
        'Entretien individuel de suivi d’une heure avec l’un des formateurs',
      ],
    },
  ],
  public:
    'Auteurs, producteurs, chargés de développement, journalistes et professionnels de l’audiovisuel souhaitant concevoir ou développer un format de flux. La formation est également ouverte aux personnes en reconversion porteuses d’un projet de programme.',
  prerequisites:
    'Avoir une première expérience dans l’audiovisuel, les médias ou la création de contenus, et venir avec une idée de programme, même à l’état d’ébauche. Maîtriser les outils bureautiques courants.',
  methodology:
    'Alternance d’apports théoriques, d’analyses de programmes et d’ateliers pratiques menés sur votre propre projet. Travail en petits groupes, retours personnalisés des deux formateurs et mise en situation de pitch devant des professionnels.',
  admission:
    'Inscription possible jusqu’à 10 jours avant le début de la session. Admission après un entretien de motivation avec notre responsable de formation. Sélection sur dossier à partir d’un synopsis de 3 pages présentant votre projet de format.',
  obtention: [
    'Certificat de réalisation',
    'Attestation de fin de formation détaillant les compétences acquises',
    'Dossier de format complet : bible, conducteur type et budget de principe',
  ],
  evaluation: [
    'Positionnement en début de formation',
    'Exercices pratiques évalués à chaque étape du développement',
    'Présentation finale du projet devant un jury de professionnels',
    'Questionnaires de satisfaction à l’issue de la formation et trois mois plus tard',
  ],
  atouts: [
    'Deux formateurs complémentaires : une productrice de formats et un concepteur de jeux',
    'Un projet personnel développé de bout en bout, de l’idée au budget',
    'Un pitch final devant des professionnels du secteur',
    'Un accès au réseau des alumni de La Fabrique',
  ],
  testimonials: {
    quality: 4.8,
    pertinence: 4.9,
    organisation: 4.6,
    comment:
      'Je suis arrivée avec une idée griffonnée dans un carnet et je suis repartie avec une bible et un budget crédibles. Les retours de Claire et Paul sont exigeants et concrets : ils m’ont permis de décrocher deux rendez-vous avec des chaînes.',
  },
  results: { period: { from: '2024-09', to: '2025-07' }, trainees: 22, respondents: 18, completionRate: 91 },
  sessions: 'Bientôt disponible',
  accessibility:
    'Cette formation est accessible aux personnes en situation de handicap. Votre interlocutrice est Léa Morel, référente handicap (handicap@lafabrique-formats.fr). Les adaptations utiles (rythme, supports, locaux accessibles aux personnes à mobilité réduite, suivi à distance) sont définies avec vous lors de l’entretien de motivation.',
};
