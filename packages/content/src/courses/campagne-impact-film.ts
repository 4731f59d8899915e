import type { Course } from '../types.ts';
import { trainers } from '../trainers.ts';
import image from '../../assets/courses/campagne-impact-film.svg';

export const course: Course = {
  id: 'campagne-impact-film',
  title: 'Concevoir la campagne d’impact d’un film',
  category: 'Construire une démarche RSE',
  badge: 'Nouveauté',
  duration: '4 jours',
  hours: '28h',
  price: '2250 € HT',
  location: 'Paris (ou distanciel)',
  funding: { schemes: ['opco', 'france-travail', 'employer'], instalments: 3 },
  description:
    'Quatre jours pour concevoir la campagne d’impact d’un documentaire ou d’une fiction engagée : définir le changement visé, identifier les publics et les partenaires, imaginer les actions et trouver leur financement. Vous repartez avec la stratégie d’impact de votre film, prête à être présentée à des partenaires et à des financeurs.',
  image: {
    src: image,
    width: 1200,
    height: 800,
    alt: 'Illustration d’un écran de projection devant un public, relié par des lignes à des associations, une école et une mairie',
  },
  trainers: [trainers.inesRobert],
  objectives: [
    'Définir les objectifs d’impact d’un film et formuler sa théorie du changement',
    'Cartographier les publics et les partenaires : associations, ONG, établissements scolaires, collectivités, entreprises, médias',
    'Concevoir les actions de la campagne : projections-débats, kits pédagogiques, plaidoyer, dispositifs numériques, événements',
    'Construire le budget, le calendrier et le plan de financement de la campagne',
    'Choisir des indicateurs et mesurer l’impact obtenu',
    'Présenter la stratégie d’impact dans un dossier et un pitch convaincants',
  ],
  program: [
    {
      title: 'Jour 1 — Penser l’impact dès le développement',
      content: [
        'Ce qu’est une campagne d’impact, et ce qu’elle n’est pas : différences avec la promotion et la distribution',
        'Études de cas de campagnes françaises et internationales menées autour de documentaires',
        'Formuler le changement visé : sensibiliser, faire évoluer des comportements, influencer une politique publique',
        'Construire la théorie du changement de votre film',
      ],
    },
    {
      title: 'Jour 2 — Publics, partenaires et alliances',
      content: [
        'Segmenter les publics : grand public, communautés concernées, décideurs, jeunes',
        'Cartographier l’écosystème du sujet : associations, ONG, chercheurs, collectivités, entreprises',
        'Construire des partenariats équilibrés : attentes de chacun, conventions, gouvernance',
        'Préserver l’indépendance éditoriale du film et l’éthique envers les personnes filmées',
      ],
    },
    {
      title: 'Jour 3 — Concevoir les actions et les outils',
      content: [
        'Projections-débats, tournées en salles et en festivals, diffusions en milieu scolaire',
        'Kits pédagogiques et ressources pour les enseignants et les animateurs',
        'Plaidoyer : projections auprès des élus, rencontres institutionnelles',
        'Dispositifs numériques : réseaux sociaux, contenus courts, plateformes d’engagement',
      ],
    },
    {
      title: 'Jour 4 — Financer, mesurer et présenter',
      content: [
        'Budget et calendrier d’une campagne, de l’avant-première à la vie du film en télévision et en ligne',
        'Sources de financement : fondations, mécénat d’entreprise, collectivités, financement participatif',
        'Indicateurs quantitatifs et qualitatifs, outils de suivi et bilan de campagne',
        'Pitch de votre stratégie d’impact devant un jury de professionnels',
      ],
    },
  ],
  public:
    'Producteurs et productrices, réalisateurs, distributeurs, chargés de diffusion et de communication, ainsi que les responsables associatifs qui souhaitent porter la campagne d’impact d’un film.',
  prerequisites:
    'Porter un projet de film, en développement, en production ou achevé, ou être impliqué dans sa diffusion. Une première expérience de la production ou de la distribution est un plus.',
  methodology:
    'Alternance d’apports, d’études de cas et d’ateliers appliqués à votre propre film, avec des retours individualisés de la formatrice. Les productions de chaque journée s’assemblent pour former, le dernier jour, le dossier de stratégie d’impact présenté devant un jury.',
  admission:
    'Inscription possible jusqu’à 10 jours avant le début de la formation. Admission après un entretien de motivation portant sur votre parcours et sur le film pour lequel vous souhaitez concevoir une campagne.',
  obtention: ['Attestation de fin de formation', 'Certificat de réalisation'],
  evaluation: [
    'Questionnaire de positionnement avant la formation',
    'Théorie du changement et cartographie des partenaires relues par la formatrice',
    'Pitch final de la stratégie d’impact devant un jury',
    'Questionnaire d’évaluation des acquis en fin de formation',
  ],
  atouts: [
    'Une formatrice qui conçoit des campagnes d’impact pour des documentaires engagés',
    'Une stratégie d’impact complète pour votre film à l’issue des quatre jours',
    'Un jury de professionnels pour tester votre pitch en conditions réelles',
    'Des modèles de budget, de convention de partenariat et de tableau d’indicateurs',
  ],
  testimonials: {
    quality: 4.6,
    pertinence: 4.8,
    organisation: 4.5,
    comment:
      'Notre documentaire sur l’accès à l’eau avait un sujet fort mais aucune stratégie au-delà de la diffusion. En quatre jours, nous avons construit un programme de projections en lycées et trouvé deux associations partenaires.',
  },
  results: { period: { from: '2025-03', to: '2025-10' }, trainees: 14, respondents: 11, completionRate: 93 },
  sessions: 'Bientôt disponible',
  accessibility:
    'Nos formations sont accessibles aux personnes en situation de handicap. Lors de l’entretien de motivation, nous étudions avec vous les adaptations utiles : rythme et durée des séquences, supports adaptés, salle accessible aux personnes à mobilité réduite ou suivi à distance. Pour toute question, contactez Léa Morel, référente handicap (handicap@lafabrique-formats.fr).',
};
