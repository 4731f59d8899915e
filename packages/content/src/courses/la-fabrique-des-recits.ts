import type { Course } from '../types.ts';
import { trainers } from '../trainers.ts';
import image from '../../assets/courses/la-fabrique-des-recits.svg';

export const course: Course = {
  id: 'la-fabrique-des-recits',
  title: 'La Fabrique des récits',
  category: 'Concevoir et développer un projet audiovisuel',
  badge: 'Intemporelle',
  duration: '5 jours',
  hours: '35h',
  price: '2100 € HT',
  location: 'Paris',
  funding: { schemes: ['opco', 'france-travail', 'employer'], instalments: 3 },
  description:
    'Cinq jours pour maîtriser les outils de la dramaturgie et les appliquer à tous les genres audiovisuels : fiction, documentaire, flux et programmes courts. Structure, personnages, conflit, rythme : vous travaillez sur votre propre projet avec une scénariste et script-doctor expérimentée.',
  image: {
    src: image,
    width: 1200,
    height: 800,
    alt: 'Illustration d’un carnet ouvert d’où s’échappent des personnages, un clap et une courbe dramatique',
  },
  trainers: [trainers.sophieLemaire],
  objectives: [
    'Identifier les grandes structures narratives et leurs usages selon les genres audiovisuels',
    'Construire des personnages porteurs d’enjeux et capables d’évoluer',
    'Développer le conflit et la tension dramatique, de la scène à la saison',
    'Maîtriser le rythme et le découpage d’un récit audiovisuel',
    'Rédiger un synopsis, un traitement et une note d’intention convaincants',
    'Analyser un texte et le réécrire grâce aux outils de l’analyse dramaturgique',
  ],
  program: [
    {
      title: 'Jour 1 — Les fondamentaux du récit',
      content: [
        'Le désir, l’obstacle et l’enjeu',
        'Structure en trois actes, voyage du héros : usages et limites',
        'Ce que chaque genre audiovisuel attend du récit',
        'Exercice : raconter son projet en cinq phrases',
      ],
    },
    {
      title: 'Jour 2 — Le personnage',
      content: [
        'Objectif, besoin et faille du personnage',
        'Arcs de transformation et personnages secondaires',
        'Raconter des personnes réelles dans le documentaire et le flux',
        'Atelier : la fiche personnage au service du récit',
      ],
    },
    {
      title: 'Jour 3 — Conflit, tension et rythme',
      content: [
        'Construire une scène : entrée tardive, retournement, sortie',
        'Suspense, surprise et ironie dramatique',
        'Rythme d’un épisode et art de la fin d’épisode',
        'Analyse de séquences de fictions et de programmes de flux',
      ],
    },
    {
      title: 'Jour 4 — Du synopsis au traitement',
      content: [
        'Synopsis court, synopsis long et traitement : des outils différents',
        'La note d’intention : dire pourquoi ce récit, et pourquoi maintenant',
        'Atelier d’écriture encadré sur le projet de chaque stagiaire',
      ],
    },
    {
      title: 'Jour 5 — Relire, réécrire, présenter',
      content: [
        'Méthodes d’analyse dramaturgique d’un texte',
        'Lectures croisées et retours entre stagiaires',
        'Réécriture guidée',
        'Présentation orale des projets et bilan individuel',
      ],
    },
  ],
  public:
    'Auteurs et scénaristes débutants ou confirmés, réalisateurs, chargés de développement et producteurs souhaitant consolider leur maîtrise de la narration.',
  prerequisites: 'Avoir un projet d’écriture audiovisuelle en cours, quel qu’en soit le genre ou l’état d’avancement.',
  methodology:
    'Apports théoriques illustrés d’extraits de films, de séries et de programmes de flux, exercices d’écriture quotidiens et travail approfondi sur le projet de chaque stagiaire. Le groupe est limité à dix participants pour garantir un suivi individualisé.',
  admission:
    'Inscription possible jusqu’à 10 jours avant le début de la session. Admission après un entretien de motivation avec notre responsable de formation. Sélection sur dossier à partir d’un synopsis de 3 pages présentant votre projet.',
  obtention: ['Certificat de réalisation', 'Attestation de fin de formation détaillant les compétences acquises'],
  evaluation: [
    'Positionnement en début de formation',
    'Exercices d’écriture commentés chaque jour',
    'Évaluation du synopsis et de la note d’intention réécrits en fin de formation',
    'Questionnaires de satisfaction à l’issue de la formation et trois mois plus tard',
  ],
  atouts: [
    'Une formatrice scénariste et script-doctor en activité',
    'Des outils valables pour la fiction, le documentaire et le flux',
    'Un groupe limité à dix stagiaires',
    'Un projet personnel relu et réécrit pendant la formation',
  ],
  testimonials: {
    quality: 4.9,
    pertinence: 5,
    organisation: 4.8,
    comment:
      'Sophie a un regard d’une précision rare : en une relecture, elle a mis le doigt sur ce qui bloquait mon récit depuis des mois. Une formation que je recommande à tous les auteurs, même expérimentés.',
  },
  results: { period: { from: '2024-09', to: '2025-06' }, trainees: 19, respondents: 16, completionRate: 95 },
  sessions: 'Bientôt disponible',
  accessibility:
    'Cette formation est accessible aux personnes en situation de handicap. Votre interlocutrice est Léa Morel, référente handicap (handicap@lafabrique-formats.fr). Les adaptations utiles (rythme, supports, locaux accessibles aux personnes à mobilité réduite, possibilité de suivre certaines séances à distance) sont définies avec vous lors de l’entretien de motivation.',
};
