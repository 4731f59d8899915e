import type { Course } from '../types.ts';
import image from '../../assets/courses/eco-conception-campagnes-publicitaires.svg';
import carouselImage from '../../assets/courses/eco-conception-campagnes-publicitaires-carousel.svg';
import sillageLogo from '../../assets/partners/sillage.svg';

export const course: Course = {
  id: 'eco-conception-campagnes-publicitaires',
  title: 'Éco-concevoir une campagne publicitaire',
  category: 'Construire une démarche RSE',
  badge: 'Partenaire',
  duration: '3 jours',
  hours: '21h',
  location: 'Paris',
  funding: { schemes: ['opco', 'employer'] },
  description:
    'Un cycle de six demi-journées proposé par Sillage, agence de communication responsable partenaire de La Fabrique, pour concevoir des campagnes publicitaires plus sobres, de la stratégie au plan média. Cadre réglementaire, mesure de l’empreinte, éco-production des films publicitaires et éco-conception des formats numériques : une méthode directement applicable à vos prochains briefs.',
  image: {
    src: image,
    width: 1200,
    height: 800,
    alt: 'Illustration d’un panneau publicitaire et d’un smartphone encadrés de feuilles, avec une jauge d’empreinte carbone',
  },
  carouselImage: {
    src: carouselImage,
    width: 1200,
    height: 800,
    alt: 'Illustration d’un tableau de conception de campagne avec des maquettes d’affiches, un clap et des feuilles',
  },
  trainers: [
    {
      id: 'equipe-sillage',
      name: 'L’équipe pédagogique de Sillage',
      title: 'Agence de communication responsable',
      description:
        'Stratèges, concepteurs-rédacteurs, producteurs de films publicitaires et experts média de l’agence Sillage accompagnent annonceurs et agences dans l’éco-conception de leurs campagnes, de la mesure d’empreinte à la diffusion.',
    },
  ],
  objectives: [
    'Comprendre l’empreinte environnementale d’une campagne publicitaire et ses principaux postes',
    'Maîtriser le cadre réglementaire : loi Climat et Résilience, encadrement des allégations environnementales, recommandations de l’ARPP',
    'Mesurer l’empreinte carbone d’une campagne et fixer des objectifs de réduction',
    'Concevoir un message responsable et sincère, à l’abri de l’écoblanchiment',
    'Éco-produire un film publicitaire et éco-concevoir les formats numériques',
    'Construire un plan média plus sobre sans renoncer à l’efficacité',
  ],
  program: [
    {
      title: 'Séance 1 — Enjeux et cadre réglementaire',
      content: [
        'Publicité et transition écologique : les termes du débat',
        'La loi Climat et Résilience : interdictions sectorielles et contrats climat suivis par l’Arcom',
        'Allégations environnementales : ce qui est interdit, ce qui doit être prouvé, évolutions européennes',
        'La recommandation Développement durable de l’ARPP',
      ],
    },
    {
      title: 'Séance 2 — Mesurer l’empreinte d’une campagne',
      content: [
        'Les postes d’émissions : production des contenus, diffusion, impression, affichage',
        'Méthodes et outils de mesure, sources de données et limites',
        'Exercice : estimer l’empreinte d’une campagne plurimédia réelle',
        'Fixer une trajectoire et des objectifs de réduction',
      ],
    },
    {
      title: 'Séance 3 — Une stratégie et une création responsables',
      content: [
        'Intégrer l’éco-conception dès le brief annonceur',
        'Un message sincère : preuves, nuances et vocabulaire à proscrire',
        'Représentations et imaginaires : ne pas valoriser la surconsommation',
        'Atelier de réécriture de campagnes existantes',
      ],
    },
    {
      title: 'Séance 4 — Éco-produire un film publicitaire',
      content: [
        'Préparation et casting : limiter les déplacements, choisir des décors accessibles',
        'Plateau : énergie, restauration, décors réemployés, gestion des déchets',
        'Post-production et livrables : nombre de déclinaisons, formats et poids des fichiers',
        'Les outils et guides du collectif Ecoprod appliqués à la publicité',
      ],
    },
    {
      title: 'Séance 5 — Plan média et formats numériques éco-conçus',
      content: [
        'Arbitrer entre les médias au regard de leur empreinte et de leur efficacité',
        'Éco-concevoir vidéos en ligne, bannières et contenus sociaux : durée, résolution, poids',
        'Ciblage, répétition et durée de campagne : diffuser moins mais mieux',
        'Impression et affichage : papiers, encres, formats et fin de vie des supports',
      ],
    },
    {
      title: 'Séance 6 — Atelier final : éco-concevoir une campagne de bout en bout',
      content: [
        'Travail en équipes sur un brief réel',
        'Construction de la stratégie, du concept, du plan de production et du plan média',
        'Estimation de l’empreinte avant et après éco-conception',
        'Présentation devant l’équipe de Sillage et retours croisés',
      ],
    },
  ],
  public:
    'Chefs de projet et directeurs de clientèle en agence, responsables communication et marketing chez les annonceurs, producteurs et chargés de production de films publicitaires, experts média.',
  prerequisites:
    'Une première expérience de la conception, de la production ou de la diffusion de campagnes publicitaires. Aucune connaissance préalable en environnement n’est nécessaire.',
  methodology:
    'Six demi-journées de 3h30 en présentiel à Paris, espacées de plusieurs semaines pour appliquer la méthode entre deux séances. Apports, études de campagnes réelles et ateliers en équipes alternent, jusqu’à l’éco-conception complète d’une campagne lors de la dernière séance.',
  admission:
    'Inscription auprès de l’agence Sillage, possible jusqu’à 10 jours avant la première séance. Admission après un entretien de motivation mené par l’équipe de Sillage. Le cycle se suit dans son intégralité : les six demi-journées forment un parcours unique.',
  obtention: ['Attestation de fin de formation', 'Certificat de réalisation'],
  evaluation: [
    'Questionnaire de positionnement avant la première séance',
    'Exercice de mesure d’empreinte corrigé en séance',
    'Présentation de la campagne éco-conçue lors de l’atelier final',
    'Questionnaire de satisfaction en fin de cycle',
  ],
  atouts: [
    'Une formation conçue et animée par une agence de communication responsable en activité',
    'Un rythme en demi-journées, compatible avec une activité en agence ou chez l’annonceur',
    'Un atelier final sur un brief réel',
    'Une méthode couvrant toute la chaîne : stratégie, création, production et média',
  ],
  results: { period: { from: '2025-06', to: '2025-10' }, trainees: 9, respondents: 4, completionRate: 100 },
  sessions: 'Bientôt disponible',
  datedSessions: [
    {
      periods: [
        { start: '2025-11-21', end: '2025-11-21' },
        { start: '2025-12-12', end: '2025-12-12' },
        { start: '2026-01-16', end: '2026-01-16' },
        { start: '2026-02-05', end: '2026-02-05' },
        { start: '2026-02-26', end: '2026-02-26' },
        { start: '2026-03-19', end: '2026-03-19' },
      ],
      dailyHours: { start: '14:00', end: '17:30' },
      location: 'Paris',
    },
    {
      periods: [
        { start: '2027-01-15', end: '2027-01-15' },
        { start: '2027-02-05', end: '2027-02-05' },
        { start: '2027-02-26', end: '2027-02-26' },
        { start: '2027-03-19', end: '2027-03-19' },
        { start: '2027-04-09', end: '2027-04-09' },
        { start: '2027-04-30', end: '2027-04-30' },
      ],
      dailyHours: { start: '14:00', end: '17:30' },
      location: 'Paris',
    },
  ],
  accessibility:
    'Nos formations sont accessibles aux personnes en situation de handicap. Lors de l’entretien de motivation, nous étudions avec vous et avec l’agence Sillage les adaptations utiles : rythme et durée des séquences, supports adaptés, salle accessible aux personnes à mobilité réduite et, lorsque le format s’y prête, suivi à distance. Pour toute question, contactez Léa Morel, référente handicap (handicap@lafabrique-formats.fr).',
  externalLink: 'https://www.agence-sillage.fr/formations/eco-conception',
  partnerLogo: {
    src: sillageLogo,
    width: 320,
    height: 120,
    alt: 'Logo de l’agence Sillage',
  },
  partnerContact: 'formation@agence-sillage.fr',
};
