import type { Course } from '../types.ts';
import { trainers } from '../trainers.ts';
import image from '../../assets/courses/sensibilisation-vhmss.svg';

export const course: Course = {
  id: 'sensibilisation-vhmss',
  title: 'Sensibilisation aux violences et au harcèlement sur les tournages (VHMSS)',
  category: 'Construire une démarche RSE',
  badge: 'Nouveauté',
  duration: 'Une demi-journée',
  hours: '3h30',
  price: 'En INTRA uniquement',
  location: 'Paris',
  funding: { schemes: ['opco', 'employer'] },
  description:
    'Une demi-journée organisée pour votre structure ou votre tournage, afin que chacun sache reconnaître les violences, le harcèlement moral et sexuel et les agissements sexistes, et sache comment réagir. Définitions juridiques, situations tirées de plateaux et de tournages, rôle des témoins et circuits de signalement : toute l’équipe repart avec les bons réflexes et les contacts utiles.',
  image: {
    src: image,
    width: 1200,
    height: 800,
    alt: 'Illustration d’une équipe de tournage réunie en cercle autour d’un clap, avec des bulles de dialogue',
  },
  trainers: [trainers.elodieFaure],
  objectives: [
    'Définir le harcèlement moral, le harcèlement sexuel, les agissements sexistes et les violences sexuelles au sens du Code du travail et du Code pénal',
    'Repérer les situations à risque propres aux tournages : horaires décalés, déplacements, hébergement, hiérarchies marquées, scènes d’intimité, soirées d’équipe',
    'Mesurer les conséquences pour les victimes, les témoins, l’équipe et la production',
    'Adopter la bonne posture de témoin : intervenir, soutenir, ne pas rester seul face à une situation',
    'Connaître les circuits de signalement et les ressources internes et externes',
  ],
  program: [
    {
      title: 'Comprendre : de quoi parle-t-on ? (1h)',
      content: [
        'Du sexisme ordinaire aux violences sexuelles : le continuum des violences',
        'Définitions légales du harcèlement moral, du harcèlement sexuel et de l’agissement sexiste',
        'Ce que dit la loi : obligations de l’employeur, sanctions disciplinaires et pénales',
        'Quiz anonyme pour déconstruire les idées reçues',
      ],
    },
    {
      title: 'Reconnaître : situations de plateau et de tournage (1h15)',
      content: [
        'Études de cas tirées de tournages de flux, de fiction et de documentaire',
        'Les facteurs de risque propres au secteur : précarité des contrats, pression du planning, vie en équipe',
        'Humour, « ambiance de plateau » et consentement : où se situe la limite ?',
        'Les signaux d’alerte chez un collègue',
      ],
    },
    {
      title: 'Agir : témoins, signalement et ressources (1h15)',
      content: [
        'Réagir en tant que témoin : les techniques d’intervention sans mise en danger',
        'Accueillir la parole d’un collègue qui se confie',
        'Les circuits de signalement : référent VHMSS, production, CSE, médecine du travail',
        'Les recours externes : cellule d’écoute du secteur culturel, inspection du travail, Défenseur des droits, dépôt de plainte',
        'Remise d’une fiche réflexe avec les contacts propres à votre structure',
      ],
    },
  ],
  public:
    'L’ensemble des équipes d’une société de production ou d’un tournage : salariés permanents, intermittents, équipes artistiques et techniques, encadrement. De 8 à 20 participants par séance.',
  prerequisites: 'Aucun prérequis : la séance s’adresse à tous les métiers, sans connaissance juridique préalable.',
  methodology:
    'Séance interactive fondée sur des cas concrets issus de tournages, des quiz anonymes en direct et des échanges encadrés. La formatrice veille à un climat de confiance : chacun peut se retirer à tout moment et un temps d’échange individuel est proposé à l’issue de la séance.',
  admission:
    'Formation proposée uniquement en INTRA, pour les équipes d’une même structure ou d’un même tournage. Demande d’inscription à formuler au plus tard 10 jours avant la date souhaitée. Admission après un entretien de motivation avec la personne qui porte le projet dans votre structure, afin d’adapter les cas pratiques à vos activités.',
  obtention: ['Attestation de fin de formation', 'Certificat de réalisation'],
  evaluation: [
    'Quiz de connaissances en début et en fin de séance',
    'Analyse collective de cas pratiques',
    'Questionnaire de satisfaction à l’issue de la séance',
  ],
  atouts: [
    'Une séance sur mesure : cas pratiques adaptés à votre activité et à vos tournages',
    'Une formatrice juriste en droit social, spécialiste du secteur audiovisuel',
    'Une fiche réflexe personnalisée avec les contacts de votre structure',
    'Un format court, facile à organiser avant le début d’un tournage',
  ],
  testimonials: {
    quality: 4.7,
    pertinence: 4.9,
    organisation: 4.6,
    comment:
      'Nous avons organisé la séance la veille du premier jour de tournage, avec toute l’équipe technique. Le ton était juste, jamais culpabilisant, et chacun sait désormais à qui s’adresser.',
  },
  results: { period: { from: '2025-01', to: '2025-11' }, trainees: 85, respondents: 61, completionRate: 100 },
  sessions: 'Bientôt disponible',
  accessibility:
    'Nos formations sont accessibles aux personnes en situation de handicap. Lors de l’entretien de motivation, nous étudions avec vous les adaptations utiles : rythme et durée des séquences, supports adaptés, salle accessible aux personnes à mobilité réduite et, lorsque le format s’y prête, suivi à distance. Pour toute question, contactez Léa Morel, référente handicap (handicap@lafabrique-formats.fr).',
};
