import type { Course } from '../types.ts';
import { trainers } from '../trainers.ts';
import image from '../../assets/courses/communication-digitale-audiovisuel.svg';

export const course: Course = {
  id: 'communication-digitale-audiovisuel',
  title: 'Communication digitale des programmes audiovisuels',
  category: 'Maîtriser les outils et accéder au marché',
  badge: 'Intemporelle',
  duration: '2 jours',
  hours: '14h',
  price: '840 € HT',
  location: 'Paris (ou distanciel)',
  funding: { schemes: ['opco', 'france-travail', 'employer'] },
  description:
    'Réseaux sociaux, communautés de spectateurs, vidéos courtes au format vertical : cette formation vous donne les clés pour faire exister un programme audiovisuel en ligne avant, pendant et après sa diffusion. Vous construisez une stratégie de communication digitale réaliste, adaptée à vos moyens et à votre public.',
  image: {
    src: image,
    width: 1200,
    height: 800,
    alt: 'Illustration d’un smartphone affichant une vidéo verticale entourée de mentions « j’aime », de commentaires et de courbes d’audience',
  },
  trainers: [trainers.julieMarchand],
  objectives: [
    'Identifier les usages et les codes de chaque réseau social : Instagram, TikTok, YouTube, LinkedIn et X',
    'Définir une stratégie de communication digitale au service d’un programme',
    'Concevoir un calendrier éditorial de lancement et d’animation',
    'Produire des contenus courts adaptés à chaque plateforme à partir des images du programme',
    'Animer une communauté et gérer les situations sensibles',
    'Mesurer les performances et ajuster sa stratégie',
  ],
  program: [
    {
      title: 'Jour 1, matin — Comprendre l’écosystème numérique',
      content: [
        'Usages des publics par plateforme et par tranche d’âge',
        'Algorithmes de recommandation : ce qui favorise la visibilité',
        'Analyse de campagnes réussies pour des programmes de flux, de fiction et de documentaire',
      ],
    },
    {
      title: 'Jour 1, après-midi — Construire sa stratégie',
      content: [
        'Objectifs, cibles et promesse du programme',
        'Choix des plateformes et ligne éditoriale',
        'Calendrier éditorial : annonce, diffusion, après-diffusion',
        'Travail en sous-groupes sur les programmes des stagiaires',
      ],
    },
    {
      title: 'Jour 2, matin — Produire des contenus',
      content: [
        'Extraits, coulisses, formats verticaux et contenus natifs',
        'Outils simples de montage et de sous-titrage sur smartphone',
        'Droit à l’image, musique et extraits : les règles à connaître',
      ],
    },
    {
      title: 'Jour 2, après-midi — Animer et mesurer',
      content: [
        'Modération, gestion de crise et relations avec les talents du programme',
        'Collaborer avec des créateurs de contenus',
        'Indicateurs clés et tableaux de bord',
        'Restitution des stratégies et retours personnalisés',
      ],
    },
  ],
  public:
    'Producteurs, chargés de production, de développement ou de communication, auteurs et animateurs souhaitant promouvoir un programme audiovisuel sur les réseaux sociaux.',
  prerequisites:
    'Utiliser les réseaux sociaux à titre personnel. Venir avec un smartphone et, si possible, un programme ou un projet à promouvoir.',
  methodology:
    'Formation très opérationnelle alternant études de cas, démonstrations et ateliers de création de contenus sur smartphone. Chaque stagiaire repart avec une première version de sa stratégie et de son calendrier éditorial.',
  admission:
    'Inscription possible jusqu’à 10 jours avant le début de la session. Admission après un entretien de motivation avec notre responsable de formation.',
  obtention: ['Certificat de réalisation', 'Attestation de fin de formation détaillant les compétences acquises'],
  evaluation: [
    'Quiz de positionnement en début de formation',
    'Mise en pratique : création de contenus pour un programme réel ou fictif',
    'Présentation d’une stratégie et d’un calendrier éditorial',
    'Questionnaire de satisfaction en fin de formation',
  ],
  atouts: [
    'Une formatrice qui a piloté la stratégie sociale de programmes à forte audience',
    'Des exercices réalisés sur smartphone, sans matériel coûteux',
    'Une stratégie et un calendrier éditorial prêts à l’emploi',
  ],
  testimonials: {
    quality: 4.6,
    pertinence: 4.7,
    organisation: 4.8,
    comment:
      'En deux jours, j’ai compris pourquoi nos vidéos ne trouvaient pas leur public et j’ai repensé tout notre plan de lancement. Les exemples de Julie viennent du terrain, et cela se sent.',
  },
  results: { period: { from: '2024-09', to: '2025-10' }, trainees: 38, respondents: 30, completionRate: 97 },
  sessions: 'Bientôt disponible',
  accessibility:
    'Cette formation est accessible aux personnes en situation de handicap. Votre interlocutrice est Léa Morel, référente handicap (handicap@lafabrique-formats.fr). Les adaptations utiles (rythme, supports, locaux accessibles aux personnes à mobilité réduite, suivi à distance) sont définies avec vous lors de l’entretien de motivation.',
};
