import type { Course } from '../types.ts';
import { trainers } from '../trainers.ts';
import image from '../../assets/courses/optimiser-process-ia-generative.svg';

export const course: Course = {
  id: 'optimiser-process-ia-generative',
  title: 'Optimiser ses process de production avec l’IA générative',
  category: 'Maîtriser les outils et accéder au marché',
  badge: 'Nouveauté',
  duration: '5 jours',
  hours: '35h',
  price: '2250 € HT',
  location: 'Paris (ou distanciel)',
  funding: { schemes: ['opco', 'france-travail', 'employer'], instalments: 3 },
  description:
    'Cinq jours pour intégrer l’IA générative à chaque étape de la fabrication d’un programme, du développement à la livraison. Vous cartographiez vos process, testez les outils de texte, d’image, de son et de vidéo sur des cas réels de production, puis repartez avec une chaîne de travail documentée, chiffrée et respectueuse des droits et de la confidentialité des données.',
  image: {
    src: image,
    width: 1200,
    height: 800,
    alt: 'Illustration d’une chaîne de production audiovisuelle dont les étapes, de l’écriture au montage, sont reliées par des flux d’IA générative',
  },
  trainers: [trainers.karimBenali],
  objectives: [
    'Cartographier les process de sa société de production et repérer les tâches où l’IA générative fait gagner du temps sans dégrader la qualité',
    'Choisir les outils de texte, d’image, de son et de vidéo adaptés à chaque étape, du développement à la post-production',
    'Rédiger des requêtes fiables et réutilisables pour produire notes d’intention, dépouillements, synthèses et documents de production',
    'Accélérer la préparation et la post-production : planches d’ambiance, storyboards, transcription, dérushage, sous-titrage',
    'Automatiser les enchaînements de tâches répétitives à l’aide d’outils sans code',
    'Encadrer les usages au sein de l’équipe : droits, confidentialité des données, transparence et maîtrise des coûts',
    'Construire une feuille de route de déploiement mesurable pour sa structure',
  ],
  program: [
    {
      title: 'Jour 1 — Cartographier ses process et comprendre l’IA générative',
      content: [
        'Panorama des modèles de texte, d’image, de son et de vidéo : fonctionnement, forces et limites',
        'Cartographie des étapes de fabrication d’un programme de flux, d’une fiction et d’un documentaire',
        'Repérage des tâches chronophages et des gains de temps possibles',
        'Principes d’une requête efficace : contexte, rôle, contraintes, format de sortie',
        'Atelier : diagnostic des process de sa propre structure',
      ],
    },
    {
      title: 'Jour 2 — L’IA au service du développement',
      content: [
        'Veille, recherche documentaire et synthèse de sources, avec vérification systématique des faits',
        'Rédaction assistée de notes d’intention, de résumés et de bibles de format',
        'Déclinaison d’un projet en dossiers de présentation adaptés à chaque diffuseur',
        'Constitution d’une bibliothèque de requêtes partagée par l’équipe',
        'Atelier : produire le dossier de développement d’un projet réel',
      ],
    },
    {
      title: 'Jour 3 — Image et vidéo, de la préparation à la prévisualisation',
      content: [
        'Planches d’ambiance, recherches de décors et intentions visuelles générées par l’IA',
        'Storyboards et prévisualisation de séquences',
        'Dépouillement de scénario, plans de travail et feuilles de service assistés',
        'Création et retouche d’éléments graphiques pour l’habillage et la promotion',
        'Atelier : préparer le tournage d’une séquence de bout en bout',
      ],
    },
    {
      title: 'Jour 4 — Son, post-production et versions',
      content: [
        'Transcription automatique des rushes et recherche dans les entretiens',
        'Aide au dérushage et au pré-montage',
        'Sous-titrage, traduction et adaptation pour l’international',
        'Nettoyage audio, voix de synthèse et clonage vocal : usages possibles et consentement des personnes',
        'Atelier : livrer une version sous-titrée et traduite d’un extrait',
      ],
    },
    {
      title: 'Jour 5 — Industrialiser, encadrer et déployer',
      content: [
        'Automatisation de tâches enchaînées avec des outils sans code',
        'Cadre juridique : droit d’auteur, données personnelles, règlement européen sur l’IA',
        'Charte d’usage interne, choix des outils et gestion des licences',
        'Mesure des gains, des coûts et de l’empreinte environnementale des usages',
        'Présentation de sa feuille de route de déploiement et retours du formateur',
      ],
    },
  ],
  public:
    'Producteurs, directeurs et chargés de production, chargés de développement, responsables de post-production et chefs de projet de sociétés de production ou de chaînes qui veulent intégrer l’IA générative à leurs méthodes de travail.',
  prerequisites:
    'Une expérience professionnelle de la production audiovisuelle et une pratique courante de l’ordinateur. Aucune connaissance technique de l’IA n’est requise ; chaque stagiaire vient avec son ordinateur portable.',
  methodology:
    'Une pédagogie active : chaque apport est suivi d’un atelier pratique sur les projets des stagiaires ou sur des cas fournis par le formateur. Les outils sont testés en direct, comparés puis documentés dans un guide remis en fin de formation.',
  admission:
    'Inscription possible jusqu’à 10 jours avant le début de la session. Admission après un entretien de motivation avec notre responsable de formation. Un questionnaire de positionnement est à remplir avant le premier jour pour adapter les cas pratiques à vos métiers.',
  obtention: ['Certificat de réalisation', 'Attestation de fin de formation détaillant les compétences acquises'],
  evaluation: [
    'Questionnaire de positionnement avant l’entrée en formation',
    'Ateliers pratiques évalués tout au long de la semaine',
    'Présentation finale de la feuille de route de déploiement',
    'Questionnaire de satisfaction à chaud et à froid',
  ],
  atouts: [
    'Un formateur qui conçoit des chaînes de production assistées par l’IA pour des sociétés de production et des diffuseurs',
    'Des ateliers menés sur vos propres projets et vos propres process',
    'Un comparatif à jour des outils du marché, gratuits et payants',
    'Une feuille de route de déploiement prête à présenter à votre direction',
  ],
  testimonials: {
    quality: 4.8,
    pertinence: 4.9,
    organisation: 4.6,
    comment:
      'J’ai réduit de moitié le temps de préparation de nos dossiers de développement. Karim part de nos vrais process et non d’une démonstration d’outils : on repart avec une méthode applicable dès le lundi suivant.',
  },
  results: { period: { from: '2025-02', to: '2025-10' }, trainees: 15, respondents: 12, completionRate: 93 },
  sessions: 'Bientôt disponible',
  accessibility:
    'Cette formation est accessible aux personnes en situation de handicap. Votre interlocutrice est Léa Morel, référente handicap (handicap@lafabrique-formats.fr). Les adaptations utiles (rythme, supports, locaux accessibles aux personnes à mobilité réduite, suivi à distance) sont définies avec vous lors de l’entretien de motivation.',
};
