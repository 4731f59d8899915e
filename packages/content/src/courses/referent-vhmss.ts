import type { Course } from '../types.ts';
import { trainers } from '../trainers.ts';
import image from '../../assets/courses/referent-vhmss.svg';

export const course: Course = {
  id: 'referent-vhmss',
  title: 'Devenir référent VHMSS sur une production audiovisuelle',
  category: 'Construire une démarche RSE',
  badge: 'Intemporelle',
  duration: '2 jours',
  hours: '14h',
  price: '560 € HT',
  location: 'Paris (ou distanciel)',
  funding: { schemes: ['opco', 'france-travail', 'employer'] },
  description:
    'Deux jours pour exercer sereinement la mission de référent ou de référente en matière de violences, de harcèlement moral et sexuel et d’agissements sexistes sur une production. Cadre légal, écoute d’une personne qui signale des faits, traitement du signalement, enquête interne et coordination avec la production et les coordinateurs d’intimité : la formation couvre toute la chaîne, à travers de nombreuses mises en situation.',
  image: {
    src: image,
    width: 1200,
    height: 800,
    alt: 'Illustration d’une référente à l’écoute d’une personne, avec un carnet de notes et un badge de tournage',
  },
  trainers: [trainers.elodieFaure],
  objectives: [
    'Maîtriser le cadre légal : obligations de sécurité et de prévention de l’employeur, définitions du Code du travail et du Code pénal, rôle des référents prévus par la loi',
    'Accueillir et écouter une personne qui signale des faits, sans jugement ni promesse intenable',
    'Recueillir, consigner et transmettre un signalement dans le respect de la confidentialité',
    'Contribuer à une enquête interne : principes, déroulé, auditions et rapport',
    'Coordonner son action avec la production, le CSE, la médecine du travail et les coordinateurs d’intimité',
    'Déployer des actions de prévention adaptées à chaque tournage',
  ],
  program: [
    {
      title: 'Jour 1, matin — Le cadre légal et la mission de référent',
      content: [
        'Définitions : harcèlement moral (article L. 1152-1 du Code du travail), harcèlement sexuel (article L. 1153-1), agissement sexiste (article L. 1142-2-1), agressions sexuelles et viol au sens du Code pénal',
        'L’obligation de sécurité de l’employeur (article L. 4121-1) et son obligation de prévention du harcèlement (article L. 1153-5)',
        'Les référents issus de la loi du 5 septembre 2018 : référent du CSE et référent désigné par l’employeur dans les entreprises d’au moins 250 salariés',
        'Les engagements attendus des producteurs dans le cadre des aides du CNC',
        'Missions, limites et protection du référent sur une production',
      ],
    },
    {
      title: 'Jour 1, après-midi — Écouter et recueillir la parole',
      content: [
        'Les mécanismes de l’emprise et du psychotraumatisme : comprendre pour mieux accueillir',
        'Techniques d’écoute active, posture de neutralité bienveillante',
        'Ce qu’il faut dire, ce qu’il ne faut pas promettre : confidentialité et obligation d’alerter',
        'Mises en situation d’écoute filmées et débriefées',
      ],
    },
    {
      title: 'Jour 2, matin — Traiter un signalement et mener l’enquête interne',
      content: [
        'Consigner les faits : fiche de signalement, chronologie, éléments objectifs',
        'Mesures conservatoires et protection de la personne qui signale',
        'Principes de l’enquête interne : impartialité, contradictoire, présomption d’innocence',
        'Conduite des auditions, rédaction du rapport et suites données par l’employeur',
        'Étude de bout en bout d’un dossier d’enquête fictif',
      ],
    },
    {
      title: 'Jour 2, après-midi — Coordonner et prévenir',
      content: [
        'Travailler avec la production, le CSE, la médecine du travail et les ressources externes, dont la cellule d’écoute du secteur culturel',
        'Scènes d’intimité : le rôle du coordinateur ou de la coordinatrice d’intimité et l’articulation avec le référent',
        'Construire un plan de prévention pour un tournage : affichage, réunion de début de tournage, fiche réflexe',
        'Prendre soin de soi dans la mission : supervision et relais',
      ],
    },
  ],
  public:
    'Salariés et intermittents désignés ou volontaires pour être référents VHMSS sur une production, référents du CSE, responsables des ressources humaines, directeurs de production et producteurs.',
  prerequisites:
    'Être désigné ou pressenti pour exercer la mission de référent, ou exercer des responsabilités RH ou d’encadrement dans l’audiovisuel. Aucune connaissance juridique préalable n’est exigée.',
  methodology:
    'Apports juridiques illustrés par la jurisprudence, mises en situation d’écoute filmées et débriefées, étude complète d’un dossier d’enquête fictif. En distanciel, la formation se déroule en classe virtuelle, avec des exercices en sous-groupes et les mêmes supports qu’en salle.',
  admission:
    'Inscription possible jusqu’à 10 jours avant le début de la formation. Admission après un entretien de motivation portant sur votre parcours et le contexte dans lequel vous exercerez la mission de référent.',
  obtention: ['Attestation de fin de formation', 'Certificat de réalisation', 'Badge numérique « Référent VHMSS »'],
  evaluation: [
    'Questionnaire de positionnement avant la formation',
    'Mises en situation d’écoute évaluées par la formatrice',
    'Cas pratique de traitement d’un signalement',
    'Quiz juridique final',
  ],
  atouts: [
    'Une formatrice juriste en droit social, spécialiste des tournages',
    'Des mises en situation réalistes, filmées et débriefées',
    'Une boîte à outils prête à l’emploi : fiche de signalement, trame d’entretien, modèle de plan de prévention',
    'Une formation accessible en présentiel comme à distance',
  ],
  testimonials: {
    quality: 4.9,
    pertinence: 5,
    organisation: 4.8,
    comment:
      'J’ai été désignée référente sur une série de huit semaines sans savoir par où commencer. Les mises en situation m’ont donné une méthode et la confiance nécessaire ; j’ai utilisé la trame d’entretien dès le deuxième jour de tournage.',
  },
  results: { period: { from: '2024-10', to: '2025-11' }, trainees: 48, respondents: 40, completionRate: 98 },
  sessions: 'Bientôt disponible',
  accessibility:
    'Nos formations sont accessibles aux personnes en situation de handicap. Lors de l’entretien de motivation, nous étudions avec vous les adaptations utiles : rythme et durée des séquences, supports adaptés, salle accessible aux personnes à mobilité réduite ou suivi à distance. Pour toute question, contactez Léa Morel, référente handicap (handicap@lafabrique-formats.fr).',
};
