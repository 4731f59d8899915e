import type { Course } from '../types.ts';
import { trainers } from '../trainers.ts';
import image from '../../assets/courses/les-cles-de-la-serie-documentaire.svg';
import carouselImage from '../../assets/courses/les-cles-de-la-serie-documentaire-carousel.svg';

export const course: Course = {
  id: 'les-cles-de-la-serie-documentaire',
  title: 'Les clés de la série documentaire',
  category: 'Concevoir et développer un projet audiovisuel',
  badge: 'Best-Seller',
  duration: '10 jours',
  hours: '70h',
  price: '3900 € HT',
  location: 'Paris (ou distanciel)',
  funding: { schemes: ['cpf', 'opco', 'france-travail', 'employer'], certification: 'RS5932', instalments: 3 },
  description:
    'Cette formation intensive accompagne auteurs et réalisateurs dans l’écriture et le développement d’une série documentaire, de l’enquête préalable au dossier de financement. Vous apprenez à bâtir une narration feuilletonnante à partir du réel, à structurer une saison et à convaincre diffuseurs et plateformes.',
  image: {
    src: image,
    width: 1200,
    height: 800,
    alt: 'Illustration d’une caméra documentaire devant une suite de vignettes d’épisodes alignées comme une pellicule',
  },
  carouselImage: {
    src: carouselImage,
    width: 1200,
    height: 800,
    alt: 'Illustration d’un tournage documentaire en extérieur, une réalisatrice filmant un témoin',
  },
  trainers: [trainers.thomasRenaud],
  objectives: [
    'Identifier les spécificités narratives de la série documentaire par rapport au documentaire unitaire',
    'Construire une arche narrative sur plusieurs épisodes à partir d’un sujet réel',
    'Rédiger une note d’intention, un synopsis de série et le séquencier d’un épisode pilote',
    'Concevoir un dispositif de réalisation et un plan de tournage adaptés au sujet',
    'Établir un budget et un plan de financement : diffuseurs, CNC, fonds régionaux, coproduction',
    'Présenter son projet de façon convaincante aux diffuseurs et aux plateformes',
  ],
  program: [
    {
      title: 'Jours 1 et 2 — Panorama et enjeux de la série documentaire',
      content: [
        'Formats et durées : de la mini-série en trois épisodes à la série au long cours',
        'Lignes éditoriales du service public, des chaînes privées et des plateformes',
        'Analyse d’extraits de séries documentaires récentes',
        'Ce qui distingue une véritable série d’un film unitaire découpé',
      ],
    },
    {
      title: 'Jour 3 — Enquête, sujet et personnages',
      content: [
        'Documentation, repérages et recherche de personnages',
        'Accès aux archives et droits associés',
        'Éthique et relation aux personnes filmées',
        'Tester la capacité d’un sujet à tenir sur plusieurs épisodes',
      ],
    },
    {
      title: 'Jours 4 et 5 — Écrire la série',
      content: [
        'Arche de saison et arche d’épisode',
        'Fins d’épisode, révélations et ressorts de suspense dans le réel',
        'Le personnage comme moteur du récit',
        'Note d’intention et synopsis de série',
        'Consignes de travail pour l’intersession',
      ],
    },
    {
      title: 'Jours 6 et 7 — Le dispositif de réalisation',
      content: [
        'Retour sur les textes écrits pendant l’intersession',
        'Choix de mise en scène : immersion, entretien, reconstitution, archives',
        'Narration, voix off et musique',
        'Séquencier de l’épisode pilote et plan de tournage',
      ],
    },
    {
      title: 'Jours 8 et 9 — Produire et financer',
      content: [
        'Budget type d’une série documentaire',
        'Aides du CNC, fonds régionaux et crédit d’impôt',
        'Coproduction internationale et préventes',
        'Relations entre auteur et producteur, contrats et rémunération',
      ],
    },
    {
      title: 'Jour 10 — Présenter son projet',
      content: [
        'Finaliser le dossier de présentation et la bande de démonstration',
        'Pitch devant un jury de diffuseurs et de producteurs',
        'Retours individualisés et feuille de route du développement',
      ],
    },
  ],
  public:
    'Auteurs, réalisateurs, journalistes, producteurs et chargés de développement souhaitant porter un projet de série documentaire auprès des diffuseurs et des plateformes.',
  prerequisites:
    'Justifier d’une première expérience en documentaire, en reportage ou en journalisme, et venir avec un sujet de série. Une première réalisation, même courte, est appréciée.',
  methodology:
    'Deux semaines de formation séparées par une intersession de trois semaines consacrée à l’écriture, pendant laquelle le formateur relit vos documents. Apports théoriques, analyses d’extraits, ateliers d’écriture et retours individualisés sur chaque projet.',
  admission:
    'Inscription possible jusqu’à 10 jours avant le début de la session. Admission après un entretien de motivation avec notre responsable de formation. Sélection sur dossier à partir d’un synopsis de 3 pages présentant votre projet de série.',
  obtention: [
    'Certificat de réalisation',
    'Attestation de fin de formation détaillant les compétences acquises',
    'Dossier de série documentaire prêt à être présenté : note d’intention, synopsis, séquencier et budget',
  ],
  evaluation: [
    'Positionnement en début de formation',
    'Évaluation des écrits produits pendant l’intersession',
    'Pitch final devant un jury de professionnels',
    'Questionnaires de satisfaction à l’issue de la formation et trois mois plus tard',
  ],
  atouts: [
    'Un formateur auteur-réalisateur de séries diffusées sur le service public',
    'Une intersession de trois semaines pour écrire avec un suivi personnalisé',
    'Un pitch final devant des diffuseurs et des producteurs',
    'Un dossier de financement complet à l’issue de la formation',
  ],
  testimonials: {
    quality: 4.9,
    pertinence: 4.8,
    organisation: 4.7,
    comment:
      'L’intersession a tout changé : j’ai pu écrire à mon rythme tout en gardant les retours de Thomas. Mon projet est aujourd’hui en développement avec une société de production rencontrée lors du pitch final.',
  },
  results: { period: { from: '2024-09', to: '2025-06' }, trainees: 16, respondents: 14, completionRate: 88 },
  sessions: 'Bientôt disponible',
  datedSessions: [
    {
      periods: [
        { start: '2026-01-19', end: '2026-01-23' },
        { start: '2026-02-16', end: '2026-02-20' },
      ],
      dailyHours: { start: '09:30', end: '17:30' },
      location: 'Paris',
    },
    {
      periods: [
        { start: '2027-01-18', end: '2027-01-22' },
        { start: '2027-02-15', end: '2027-02-19' },
      ],
      dailyHours: { start: '09:30', end: '17:30' },
      location: 'Paris',
    },
  ],
  accessibility:
    'Cette formation est accessible aux personnes en situation de handicap. Votre interlocutrice est Léa Morel, référente handicap (handicap@lafabrique-formats.fr). Les adaptations utiles (rythme, supports, locaux accessibles aux personnes à mobilité réduite, suivi à distance) sont définies avec vous lors de l’entretien de motivation.',
};
