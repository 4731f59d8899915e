import type { Course } from '../types.ts';
import { trainers } from '../trainers.ts';
import image from '../../assets/courses/ia-parcours-fonctions-supports.svg';

export const course: Course = {
  id: 'ia-parcours-fonctions-supports',
  title: 'L’IA générative pour les fonctions supports',
  category: 'Maîtriser les outils et accéder au marché',
  badge: 'Nouveauté',
  duration: '1 jour',
  hours: '7h',
  price: '650 € HT',
  location: 'Paris (ou distanciel)',
  funding: { schemes: ['opco', 'france-travail', 'employer'] },
  description:
    'Une journée pour que les équipes administratives, RH, financières et juridiques des sociétés de production tirent parti de l’IA générative au quotidien. Comptes rendus, synthèses de contrats, suivis budgétaires, fiches de poste : vous identifiez les usages vraiment utiles, vous les pratiquez en protégeant les données sensibles et vous repartez avec vos propres modèles de requêtes.',
  image: {
    src: image,
    width: 1200,
    height: 800,
    alt: 'Illustration d’un bureau de production où un assistant d’IA aide à traiter contrats, tableaux budgétaires et plannings',
  },
  trainers: [trainers.karimBenali],
  objectives: [
    'Comprendre le fonctionnement des assistants d’IA générative et leurs limites : erreurs, biais, informations inventées',
    'Identifier les tâches administratives, RH, financières et juridiques qui peuvent être accélérées dans une société de production',
    'Rédiger des requêtes précises pour produire courriers, comptes rendus, fiches de poste et synthèses de documents',
    'Utiliser l’IA pour analyser des tableaux de suivi budgétaire et préparer des tableaux de bord clairs',
    'Protéger les données personnelles et confidentielles, conformément au RGPD et aux règles de l’entreprise',
    'Construire une bibliothèque de requêtes adaptée à son poste',
  ],
  program: [
    {
      title: 'Matin, 1re partie — Comprendre et bien utiliser un assistant d’IA',
      content: [
        'Ce que fait un modèle de langage, et ce qu’il ne sait pas faire',
        'Panorama des assistants disponibles et des offres destinées aux entreprises',
        'Structure d’une bonne requête : contexte, tâche, contraintes, format attendu',
        'Vérifier, corriger et assumer le résultat : la responsabilité reste humaine',
      ],
    },
    {
      title: 'Matin, 2e partie — Administration et ressources humaines',
      content: [
        'Courriers, comptes rendus de réunion et notes internes',
        'Fiches de poste, annonces et grilles d’entretien pour les équipes de tournage',
        'Livrets d’accueil et procédures d’intégration des intermittents',
        'Organisation des plannings et des déplacements',
      ],
    },
    {
      title: 'Après-midi, 1re partie — Finance, gestion et juridique',
      content: [
        'Lecture et synthèse de devis, de factures et de suivis de coûts',
        'Aide à l’analyse des écarts entre budget prévisionnel et coût réel',
        'Synthèse de contrats de coproduction, de cession de droits et de prestation, avec leurs points de vigilance',
        'Veille réglementaire et préparation des dossiers de demande d’aides',
      ],
    },
    {
      title: 'Après-midi, 2e partie — Sécuriser et ancrer les usages',
      content: [
        'RGPD, secret des affaires et données de production : ce que l’on ne confie jamais à un outil grand public',
        'Paramétrer ses outils et choisir une offre adaptée à l’entreprise',
        'Atelier : construire sa bibliothèque de requêtes pour son poste',
        'Plan d’action individuel pour les semaines qui suivent la formation',
      ],
    },
  ],
  public:
    'Assistants et administrateurs de production, responsables des ressources humaines, comptables, contrôleurs de gestion, juristes et chargés des affaires générales des sociétés de production, de distribution et des chaînes.',
  prerequisites:
    'Aucun prérequis technique : il suffit d’utiliser un ordinateur au quotidien et de venir avec un ordinateur portable. Si nécessaire, un compte sur un assistant d’IA est créé avec vous en début de journée.',
  methodology:
    'Une journée très pratique, rythmée par des exercices sur des documents anonymisés proches de ceux de votre quotidien. Chaque stagiaire repart avec sa bibliothèque de requêtes et une fiche de bonnes pratiques à partager avec son équipe.',
  admission:
    'Inscription possible jusqu’à 10 jours avant le début de la session. Admission après un entretien de motivation avec notre responsable de formation. Les sessions peuvent aussi être organisées en intra-entreprise pour l’ensemble d’un service.',
  obtention: ['Certificat de réalisation', 'Attestation de fin de formation'],
  evaluation: [
    'Quiz de positionnement en début de journée',
    'Exercices pratiques corrigés sur des cas métiers',
    'Quiz de validation des acquis en fin de journée',
    'Questionnaire de satisfaction',
  ],
  atouts: [
    'Des cas pratiques conçus pour les métiers supports de la production audiovisuelle',
    'Un volet complet sur la protection des données personnelles et confidentielles',
    'Une bibliothèque de requêtes prête à l’emploi dès le lendemain',
  ],
  testimonials: {
    quality: 4.7,
    pertinence: 4.8,
    organisation: 4.7,
    comment:
      'Je prépare désormais les comptes rendus et les synthèses de contrats en quelques minutes. La partie sur les données personnelles m’a permis de rédiger la charte d’usage de notre société dans la foulée.',
  },
  results: { period: { from: '2025-01', to: '2025-10' }, trainees: 26, respondents: 21, completionRate: 96 },
  sessions: 'Bientôt disponible',
  accessibility:
    'Cette formation est accessible aux personnes en situation de handicap. Votre interlocutrice est Léa Morel, référente handicap (handicap@lafabrique-formats.fr). Les adaptations utiles (rythme, supports, locaux accessibles aux personnes à mobilité réduite, suivi à distance) sont définies avec vous lors de l’entretien de motivation.',
};
