import type { Course } from '../types.ts';
import { trainers } from '../trainers.ts';
import image from '../../assets/courses/demarche-ecoresponsable.svg';
import carouselImage from '../../assets/courses/demarche-ecoresponsable-carousel.svg';

export const course: Course = {
  id: 'demarche-ecoresponsable',
  title: 'Mettre en place une démarche de production éco-responsable',
  category: 'Construire une démarche RSE',
  badge: 'Best-Seller',
  duration: '7 jours',
  hours: '50h',
  price: '3250 € HT',
  location: 'Paris',
  funding: { schemes: ['cpf', 'opco', 'france-travail', 'employer'], certification: 'RS6271', instalments: 3 },
  description:
    'Sept journées pour intégrer l’éco-production à chaque étape d’un projet audiovisuel, du développement à la diffusion. Vous apprenez à établir le bilan carbone prévisionnel et définitif d’une production avec les calculateurs utilisés par la filière, comme Carbon’Clap, à construire un plan d’éco-production chiffré et à embarquer toute l’équipe. Le fil rouge : la démarche complète de votre propre projet, conforme aux exigences du CNC.',
  image: {
    src: image,
    width: 1200,
    height: 800,
    alt: 'Illustration d’une caméra de tournage entourée de feuilles et d’un graphique d’émissions en baisse',
  },
  carouselImage: {
    src: carouselImage,
    width: 1200,
    height: 800,
    alt: 'Illustration d’un plateau de tournage éco-responsable : projecteurs basse consommation, vélo de régie et feuilles',
  },
  trainers: [trainers.nadiaCherif],
  objectives: [
    'Comprendre les enjeux climatiques et le cadre propre à l’audiovisuel : obligations liées aux aides du CNC, plan Action!, label Ecoprod',
    'Réaliser le bilan carbone prévisionnel puis définitif d’une production avec un calculateur reconnu',
    'Identifier les principaux postes d’émissions d’un tournage et hiérarchiser les leviers de réduction',
    'Construire un plan d’éco-production chiffré et l’intégrer au budget et au plan de travail',
    'Mobiliser l’équipe et les prestataires autour de la démarche : rôle du référent éco-production, charte, communication interne',
    'Piloter, mesurer et valoriser la démarche auprès des diffuseurs, des financeurs et des partenaires',
  ],
  program: [
    {
      title: 'Jour 1 — Enjeux climatiques et cadre de la filière',
      content: [
        'Les fondamentaux du changement climatique et les ordres de grandeur à connaître',
        'L’empreinte carbone de l’audiovisuel : principaux postes et idées reçues',
        'Le plan Action! du CNC et l’obligation de transmettre un bilan carbone pour les œuvres aidées',
        'Le collectif Ecoprod, ses guides et son label',
      ],
    },
    {
      title: 'Jour 2 — Le bilan carbone d’une production',
      content: [
        'Méthodologie : facteurs d’émission, périmètre, données d’activité',
        'Collecter les données auprès des départements : régie, décors, costumes, technique, post-production',
        'Bilan prévisionnel et bilan définitif : calendrier et pièces à fournir',
        'Exercice à partir du budget anonymisé d’un magazine de flux',
      ],
    },
    {
      title: 'Jour 3 — Prise en main des calculateurs',
      content: [
        'Saisie complète d’une production dans Carbon’Clap',
        'Panorama des autres calculateurs reconnus par le CNC et critères de choix',
        'Lecture et interprétation des résultats : identifier les postes prioritaires',
        'Début du bilan prévisionnel de votre projet fil rouge',
      ],
    },
    {
      title: 'Jour 4 — Préparation, repérages et décors',
      content: [
        'Écrire et planifier en tenant compte de l’impact : lieux, saisons, regroupement des séquences',
        'Repérages à distance et choix de décors accessibles en transports en commun',
        'Éco-conception des décors : location, réemploi, ressourceries, matériaux biosourcés',
        'Costumes et accessoires : seconde main et circuits de location',
      ],
    },
    {
      title: 'Jour 5 — Un tournage sobre',
      content: [
        'Mobilité des équipes et du matériel : train, covoiturage, véhicules électriques, optimisation des rotations',
        'Énergie : raccordement au réseau, batteries, alternatives aux groupes électrogènes, éclairage LED',
        'Restauration et hébergement : menus à faible impact, gourdes, lutte contre le gaspillage',
        'Gestion des déchets sur le plateau : tri, biodéchets, filières de valorisation',
      ],
    },
    {
      title: 'Jour 6 — Post-production, numérique et diffusion',
      content: [
        'Sobriété des flux de fichiers : tri des rushes, compression, transferts',
        'Stockage et archivage : règles de conservation, stockage à froid, durée de vie du matériel',
        'Choix des prestataires de post-production et clauses environnementales',
        'Diffusion, promotion et communication responsables',
      ],
    },
    {
      title: 'Jour 7 — Piloter, valoriser et présenter sa démarche',
      content: [
        'Construire le plan d’éco-production : actions, responsables, budget et indicateurs',
        'Le rôle du référent éco-production et la formation de l’équipe',
        'Valoriser la démarche auprès des diffuseurs, des financeurs et du public',
        'Présentation des bilans et plans d’éco-production devant le groupe et retours de la formatrice',
      ],
    },
  ],
  public:
    'Directeurs et directrices de production, chargés de production, régisseurs, producteurs et chefs de poste qui souhaitent piloter une démarche d’éco-production ou devenir référent éco-production.',
  prerequisites:
    'Justifier d’au moins deux ans d’expérience professionnelle dans l’audiovisuel. Venir avec un ordinateur portable et, si possible, le budget ou le devis d’un projet en cours ou récent.',
  methodology:
    'Sept journées de 7 heures en présentiel à Paris, complétées par un rendez-vous individuel d’une heure à distance pour relire votre plan d’éco-production, soit 50 heures au total. Apports théoriques, exercices sur les calculateurs à partir de budgets réels anonymisés et retours d’expérience de tournages alternent autour d’un fil rouge : la démarche complète de votre propre projet.',
  admission:
    'Inscription possible jusqu’à 10 jours avant le début de la formation. Admission après un entretien de motivation portant sur votre parcours et votre projet. Deux années d’expérience professionnelle dans l’audiovisuel sont requises, quel que soit le métier exercé.',
  obtention: [
    'Attestation de fin de formation',
    'Certificat de réalisation',
    'Badge numérique « Référent éco-production »',
  ],
  evaluation: [
    'Questionnaire de positionnement avant la formation',
    'Exercices corrigés de bilan carbone sur calculateur',
    'Présentation du bilan prévisionnel et du plan d’éco-production du projet fil rouge',
    'Questionnaire d’évaluation des acquis en fin de formation',
  ],
  atouts: [
    'Une formatrice directrice de production qui a mis en place des plans d’éco-production labellisés',
    'Une prise en main réelle des calculateurs utilisés pour les dossiers CNC',
    'Un bilan carbone et un plan d’éco-production de votre projet prêts à l’emploi',
    'Trois blocs répartis sur près d’un mois, pour tester les outils sur le terrain entre deux sessions',
  ],
  testimonials: {
    quality: 4.9,
    pertinence: 4.8,
    organisation: 4.7,
    comment:
      'Je suis arrivée avec un budget de magazine et aucune idée de son empreinte ; je suis repartie avec un bilan prévisionnel complet et un plan d’actions que la chaîne a salué. Les échanges entre deux blocs m’ont permis de tester les outils sur mon tournage en cours.',
  },
  results: { period: { from: '2024-10', to: '2025-10' }, trainees: 31, respondents: 26, completionRate: 94 },
  sessions: 'Bientôt disponible',
  datedSessions: [
    {
      periods: [
        { start: '2026-01-26', end: '2026-01-28' },
        { start: '2026-02-09', end: '2026-02-10' },
        { start: '2026-02-17', end: '2026-02-18' },
      ],
      dailyHours: { start: '09:30', end: '17:30' },
      location: 'Paris',
    },
    {
      periods: [
        { start: '2027-01-25', end: '2027-01-27' },
        { start: '2027-02-08', end: '2027-02-09' },
        { start: '2027-02-16', end: '2027-02-17' },
      ],
      dailyHours: { start: '09:30', end: '17:30' },
      location: 'Paris',
    },
  ],
  accessibility:
    'Nos formations sont accessibles aux personnes en situation de handicap. Lors de l’entretien de motivation, nous étudions avec vous les adaptations utiles : rythme et durée des séquences, supports adaptés, salle accessible aux personnes à mobilité réduite et, lorsque le format s’y prête, suivi à distance. Pour toute question, contactez Léa Morel, référente handicap (handicap@lafabrique-formats.fr).',
};
