import type { Course } from '../types.ts';
import { trainers } from '../trainers.ts';
import image from '../../assets/courses/atelier-ecriture-avec-ia.svg';
import carouselImage from '../../assets/courses/atelier-ecriture-avec-ia-carousel.svg';

export const course: Course = {
  id: 'atelier-ecriture-avec-ia',
  title: 'Atelier d’écriture avec l’IA',
  category: 'Concevoir et développer un projet audiovisuel',
  badge: 'Nouveauté',
  duration: '4 jours',
  hours: '28h',
  price: '1680 € HT',
  location: 'Paris (ou distanciel)',
  funding: { schemes: ['opco', 'france-travail', 'employer'], instalments: 3 },
  description:
    'Un atelier pratique pour intégrer l’intelligence artificielle générative à votre processus d’écriture sans renoncer à votre voix d’auteur. Documentation, idéation, structuration, réécriture : vous apprenez à formuler des requêtes efficaces, à vérifier ce que produit l’outil et à garder la maîtrise de vos droits.',
  image: {
    src: image,
    width: 1200,
    height: 800,
    alt: 'Illustration d’une page de scénario en cours d’écriture à côté d’une fenêtre de dialogue avec un assistant d’intelligence artificielle',
  },
  carouselImage: {
    src: carouselImage,
    width: 1200,
    height: 800,
    alt: 'Illustration d’une autrice travaillant sur un ordinateur portable entourée de fiches de personnages et de suggestions générées',
  },
  trainers: [trainers.sophieLemaire, trainers.karimBenali],
  objectives: [
    'Comprendre le fonctionnement et les limites des principaux outils d’IA générative de texte',
    'Rédiger des requêtes précises et adaptées à chaque étape de l’écriture',
    'Utiliser l’IA pour la documentation, l’idéation et la structuration d’un récit',
    'Exploiter l’IA comme partenaire de relecture et de réécriture',
    'Évaluer la fiabilité des contenus produits et repérer les biais',
    'Identifier les enjeux juridiques et déontologiques de l’écriture assistée',
  ],
  program: [
    {
      title: 'Jour 1 — Comprendre les outils',
      content: [
        'Panorama des modèles de langage et des outils disponibles',
        'Ce que l’IA sait faire, et ce qu’elle ne sait pas faire',
        'Rédiger une requête : rôle, contexte, contraintes et forme attendue',
        'Premiers exercices sur le projet de chaque stagiaire',
      ],
    },
    {
      title: 'Jour 2 — Chercher et imaginer',
      content: [
        'Recherche documentaire assistée et vérification des sources',
        'Générer des pistes de concepts, de personnages et de rebondissements',
        'Techniques de divergence : variations, contraintes, contre-propositions',
        'Trier les propositions et se les approprier',
      ],
    },
    {
      title: 'Jour 3 — Structurer et réécrire',
      content: [
        'Construire un séquencier ou un conducteur avec l’IA',
        'Dialogues, ton et cohérence des personnages',
        'Relecture critique : l’IA comme premier lecteur',
        'Créer ses propres assistants et modèles de requêtes',
      ],
    },
    {
      title: 'Jour 4 — Cadre, droits et méthode personnelle',
      content: [
        'Droit d’auteur, confidentialité des données et exigences des diffuseurs',
        'Transparence vis-à-vis des producteurs et des coauteurs',
        'Construire sa méthode de travail hybride',
        'Présentation des travaux et retours croisés',
      ],
    },
  ],
  public:
    'Scénaristes, auteurs, chargés de développement, journalistes et producteurs souhaitant intégrer l’IA générative à leur pratique d’écriture.',
  prerequisites:
    'Avoir une pratique régulière de l’écriture, professionnelle ou en voie de professionnalisation. Aucune connaissance technique n’est requise ; un ordinateur portable est nécessaire.',
  methodology:
    'Atelier à effectif réduit mêlant démonstrations, exercices guidés et travail sur votre propre projet. Le binôme formé d’une scénariste et d’un consultant en IA garantit un regard à la fois artistique et technique.',
  admission:
    'Inscription possible jusqu’à 10 jours avant le début de la session. Admission après un entretien de motivation avec notre responsable de formation.',
  obtention: [
    'Certificat de réalisation',
    'Attestation de fin de formation détaillant les compétences acquises',
    'Recueil personnel de modèles de requêtes réutilisables',
  ],
  evaluation: [
    'Positionnement en début de formation',
    'Exercices pratiques commentés à chaque séance',
    'Présentation d’un travail d’écriture réalisé avec l’IA et de la méthode suivie',
    'Questionnaire de satisfaction en fin de formation',
  ],
  atouts: [
    'Un binôme de formateurs : une scénariste et un spécialiste de l’IA générative',
    'Des exercices menés sur votre propre projet d’écriture',
    'Un volet juridique et déontologique pour utiliser l’IA en toute sécurité',
    'Deux blocs de deux jours pour expérimenter entre les séances',
  ],
  testimonials: {
    quality: 4.7,
    pertinence: 4.8,
    organisation: 4.5,
    comment:
      'J’avais peur que l’IA écrive à ma place ; j’ai appris au contraire à m’en servir pour débloquer mes séquenciers et vérifier mes pistes. Le duo formé par Sophie et Karim fonctionne très bien.',
  },
  results: { period: { from: '2025-02', to: '2025-11' }, trainees: 23, respondents: 19, completionRate: 96 },
  sessions: 'Bientôt disponible',
  datedSessions: [
    {
      periods: [
        { start: '2026-01-22', end: '2026-01-23' },
        { start: '2026-01-29', end: '2026-01-30' },
      ],
      dailyHours: { start: '09:30', end: '17:30' },
      location: 'Paris',
    },
    {
      periods: [
        { start: '2027-01-21', end: '2027-01-22' },
        { start: '2027-01-28', end: '2027-01-29' },
      ],
      dailyHours: { start: '09:30', end: '17:30' },
      location: 'Paris',
    },
  ],
  accessibility:
    'Cette formation est accessible aux personnes en situation de handicap. Votre interlocutrice est Léa Morel, référente handicap (handicap@lafabrique-formats.fr). Les adaptations utiles (rythme, supports, locaux accessibles aux personnes à mobilité réduite, suivi à distance) sont définies avec vous lors de l’entretien de motivation.',
};
