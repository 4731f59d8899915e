import type { Course } from '../types.ts';
import { trainers } from '../trainers.ts';
import image from '../../assets/courses/fresque-du-numerique.svg';

export const course: Course = {
  id: 'fresque-du-numerique',
  title: 'La Fresque du Numérique',
  category: 'Construire une démarche RSE',
  badge: 'Nouveauté',
  duration: 'Une demi-journée',
  hours: '3h30',
  price: '300 € HT',
  location: 'Paris',
  funding: { schemes: ['opco', 'employer'] },
  description:
    'Un atelier collaboratif pour comprendre, à partir d’un jeu de cartes construit sur les travaux de l’ADEME et de l’Arcep, d’où viennent les impacts environnementaux du numérique. Appliquée aux métiers de l’audiovisuel — tournage, post-production, stockage des rushes, diffusion en streaming, IA générative —, la fresque débouche sur des actions concrètes à mettre en œuvre dans votre structure.',
  image: {
    src: image,
    width: 1200,
    height: 800,
    alt: 'Illustration de cartes reliées par des flèches autour d’un écran, d’un serveur et d’une feuille, figurant la fresque des impacts du numérique',
  },
  trainers: [trainers.karimBenali],
  objectives: [
    'Identifier les étapes du cycle de vie d’un équipement numérique, de l’extraction des métaux à la fin de vie',
    'Distinguer les impacts liés à la fabrication des terminaux de ceux liés aux réseaux et aux centres de données',
    'Relier causes et conséquences : émissions de gaz à effet de serre, épuisement des ressources, pollution des sols et de l’eau',
    'Situer les usages numériques de l’audiovisuel (fichiers lourds, stockage, streaming, IA générative) dans ces mécanismes',
    'Définir collectivement des actions de sobriété numérique applicables dès le lendemain de l’atelier',
  ],
  program: [
    {
      title: 'Phase de réflexion : construire la fresque (1h30)',
      content: [
        'Découverte des cartes par lots successifs : usages, équipements, infrastructures, ressources et impacts',
        'Mise en relation des causes et des conséquences sur une grande fresque collective',
        'Correction guidée par l’animateur et éclairage sur les ordres de grandeur clés',
        'Focus sur la part des terminaux dans l’empreinte environnementale du numérique',
      ],
    },
    {
      title: 'Phase de créativité et de restitution (45 min)',
      content: [
        'Mise en forme de la fresque : titre, zones, dessins et points d’attention',
        'Restitution orale par le groupe et échange sur les découvertes marquantes',
        'Temps d’expression sur les ressentis, pour passer du constat à l’envie d’agir',
      ],
    },
    {
      title: 'Passer à l’action dans l’audiovisuel (1h15)',
      content: [
        'Cartographie des usages numériques d’une production : tournage, transferts, post-production, archivage, diffusion',
        'Leviers de sobriété : allonger la durée de vie du matériel, trier et compresser les rushes, stockage à froid, visioconférence raisonnée',
        'Usage raisonné de l’IA générative et des outils collaboratifs en ligne',
        'Élaboration d’un plan d’action individuel et d’engagements d’équipe',
      ],
    },
  ],
  public:
    'Toute personne travaillant dans l’audiovisuel : producteurs, chargés de production, monteurs, équipes techniques, communication et fonctions support. L’atelier réunit de 6 à 14 participants et se prête particulièrement bien à une équipe entière.',
  prerequisites:
    'Aucun prérequis technique : la curiosité suffit. Une pratique quotidienne des outils numériques de la production aide à tirer le meilleur parti de la séquence d’application.',
  methodology:
    'Atelier ludique et collaboratif en présentiel, animé par un animateur formé par l’association La Fresque du Numérique. Les participants construisent eux-mêmes la fresque en petits groupes, puis transposent les enseignements à leurs propres pratiques de production.',
  admission:
    'Inscription possible jusqu’à 10 jours avant la date de l’atelier. Admission après un court entretien de motivation, par téléphone ou en visioconférence. Pour une équipe constituée, l’atelier peut être organisé à une date dédiée.',
  obtention: ['Attestation de fin de formation', 'Certificat de réalisation'],
  evaluation: [
    'Questionnaire de positionnement en début d’atelier',
    'Validation collective de la fresque lors de la correction guidée',
    'Plan d’action individuel relu par l’animateur',
    'Questionnaire de satisfaction en fin de séance',
  ],
  atouts: [
    'Un format court et rythmé, idéal pour lancer une démarche RSE en équipe',
    'Des chiffres issus de sources publiques reconnues, sans jugement sur les usages',
    'Une séquence d’application entièrement consacrée aux pratiques de l’audiovisuel',
    'Un plan d’action concret à l’issue de l’atelier',
  ],
  testimonials: {
    quality: 4.8,
    pertinence: 4.7,
    organisation: 4.9,
    comment:
      'Je pensais que l’essentiel de notre impact venait du streaming : j’ai découvert le poids de la fabrication de nos équipements. Depuis l’atelier, nous avons revu notre politique de renouvellement du matériel de montage.',
  },
  results: { period: { from: '2025-01', to: '2025-11' }, trainees: 72, respondents: 58, completionRate: 100 },
  sessions: 'Bientôt disponible',
  accessibility:
    'Nos formations sont accessibles aux personnes en situation de handicap. Lors de l’entretien de motivation, nous étudions avec vous les adaptations utiles : rythme et durée des séquences, supports adaptés, salle accessible aux personnes à mobilité réduite et, lorsque le format s’y prête, suivi à distance. Pour toute question, contactez Léa Morel, référente handicap (handicap@lafabrique-formats.fr).',
};
